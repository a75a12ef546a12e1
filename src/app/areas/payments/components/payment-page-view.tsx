import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityKindOf, opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { EmptyState } from '../../../ui/status/empty-state';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { PageHeader } from '../../../ui/page-header';
import { usePaymentPage } from '../data/payment-page';
import { usePaymentDetails } from '../data/payment-details';
import { PaymentActions, PaymentDetailsPanel } from './payment-details-panel';
import { AccountMoneyPanel } from './account-money-panel';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** payment/{paymentId}: the payment, with breadcrumbs Account# › Opportunity# › Termsheet# › Milestone# (the last links to its termsheet). */
export function PaymentPageView({ paymentId }: { paymentId: number }) {
  const user = useSignedInUser();
  const page = usePaymentPage(paymentId);
  const details = usePaymentDetails(paymentId);
  const refresh = () => {
    void page.refresh();
    void details.refresh();
  };
  usePageTitle(`Payment #${paymentId}`, shellBrandFor(user.domainId).name);
  const payment = page.data;
  if (!payment) {
    if (page.error !== null) {
      const notFound = isApiFailure(page.error) && page.error.status === 404;
      return <EmptyState title={notFound ? 'Payment not found' : 'The payment could not be loaded'}>{notFound ? `There is no payment #${paymentId} in your scope.` : null}</EmptyState>;
    }
    return <LoadingFallback label="Loading payment…" />;
  }
  const crumbs = payment.breadcrumbs;
  const termsheetPath = `/termsheet/${crumbs.termsheetId}`;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: `Account#${crumbs.accountId}`, to: `/account/${crumbs.accountId}` },
              { label: `Opportunity#${crumbs.opportunityId}`, to: opportunityPagePath(opportunityKindOf(payment.opportunityKind), crumbs.opportunityId) },
              { label: `Termsheet#${crumbs.termsheetId}`, to: termsheetPath },
              { label: `Milestone#${crumbs.milestoneId}`, to: termsheetPath },
            ]}
          />
        }
        title={`Payment #${payment.id}`}
        description={`${formatRupees(payment.amount)} · ${payment.statusName}`}
        actions={details.data ? <PaymentActions payment={payment} details={details.data} onChanged={refresh} /> : undefined}
      />
      <section aria-labelledby="payment-details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="payment-details-heading" className="mb-3 text-base font-semibold text-slate-900">
          Payment details
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Item term="Amount">{formatRupees(payment.amount)}</Item>
          <Item term="Status">{payment.statusName}</Item>
          <Item term="Mode of payment">{payment.modeOfPaymentName}</Item>
          <Item term="Payment type">{payment.paymentType === 'normal' ? 'Normal' : payment.paymentType}</Item>
          <Item term="Milestone">
            <Link to="/termsheet/$termsheetId" params={{ termsheetId: crumbs.termsheetId }} className="text-brand underline-offset-2 hover:underline">
              {payment.milestoneName}
            </Link>
          </Item>
          <Item term="Opportunity">
            <Link to={opportunityPagePath(opportunityKindOf(payment.opportunityKind), payment.opportunityId)} className="text-brand underline-offset-2 hover:underline">
              {payment.opportunityName}
            </Link>
          </Item>
          <Item term="Account">
            <Link to="/account/$accountId" params={{ accountId: payment.accountId }} className="text-brand underline-offset-2 hover:underline">
              {payment.accountName}
            </Link>
          </Item>
          <Item term="Bank response id">{payment.yesBankResponseId ?? '--'}</Item>
          <Item term="Reference number">{payment.referenceNumber ?? '--'}</Item>
          <Item term="Payment date">{formatDate(payment.paymentDate)}</Item>
          <Item term="PIN code">{payment.pinCode}</Item>
          <Item term="Sent to RCM">{payment.sendToRcm ? 'Yes' : 'No'}</Item>
          <Item term="Recorded through">{payment.apiVersion}</Item>
          <Item term="Recorded">{formatDateTime(payment.createdAt)}</Item>
          <Item term="Updated">{formatDateTime(payment.updatedAt)}</Item>
          {details.data?.originalPaymentId != null && (
            <Item term="Recollects payment">
              <Link to="/payment/$paymentId" params={{ paymentId: details.data.originalPaymentId }} className="text-brand underline-offset-2 hover:underline">
                #{details.data.originalPaymentId}
              </Link>
            </Item>
          )}
          {details.data?.recollectedByPaymentId != null && (
            <Item term="Recollected as">
              <Link to="/payment/$paymentId" params={{ paymentId: details.data.recollectedByPaymentId }} className="text-brand underline-offset-2 hover:underline">
                #{details.data.recollectedByPaymentId}
              </Link>
            </Item>
          )}
        </dl>
      </section>
      {details.data && <PaymentDetailsPanel paymentId={payment.id} details={details.data} onChanged={refresh} />}
      <AccountMoneyPanel accountId={payment.accountId} milestoneId={payment.milestoneId} modeId={payment.modeOfPaymentId} modeName={payment.modeOfPaymentName} />
      {details.error !== null && !details.data && <p className="text-sm text-red-700">The payment's history and documents could not be loaded.</p>}
    </div>
  );
}
