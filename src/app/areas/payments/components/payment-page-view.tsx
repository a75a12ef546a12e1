import { Link } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityKindOf, opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { PageHeader } from '../../../ui/page-header';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { usePaymentDetails } from '../data/payment-details';
import { PaymentActions, PaymentDetailsPanel } from './payment-details-panel';
import { AccountMoneyPanel } from './account-money-panel';
import { DetailItem } from '../../../ui/detail-item';
import { useScreenTitle } from '../../../ui/screen';
import { RecordSection } from '../../../ui/record-section';
import { RecordPending } from '../../../ui/status/record-pending';

/** payment/{paymentId}: the payment, with breadcrumbs Account# › Opportunity# › Termsheet# › Milestone# (the last links to its termsheet). */
export function PaymentPageView({ paymentId }: { paymentId: number }) {
  const page = useResource(`payment:${paymentId}`, () => call(paymentEndpoints.page, { params: { id: paymentId }, notify: false }));
  const details = usePaymentDetails(paymentId);
  const refresh = () => {
    void page.refresh();
    void details.refresh();
  };
  useScreenTitle(`Payment #${paymentId}`);
  const payment = page.data;
  if (!payment) return <RecordPending error={page.error} record="payment" id={paymentId} loading="Loading payment…" />;
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
      <RecordSection id="payment-details-heading" title="Payment details" card>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <DetailItem term="Amount">{formatRupees(payment.amount)}</DetailItem>
          <DetailItem term="Status">{payment.statusName}</DetailItem>
          <DetailItem term="Mode of payment">{payment.modeOfPaymentName}</DetailItem>
          <DetailItem term="Payment type">{payment.paymentType === 'normal' ? 'Normal' : payment.paymentType}</DetailItem>
          <DetailItem term="Milestone">
            <Link to="/termsheet/$termsheetId" params={{ termsheetId: crumbs.termsheetId }} className="text-brand underline-offset-2 hover:underline">
              {payment.milestoneName}
            </Link>
          </DetailItem>
          <DetailItem term="Opportunity">
            <Link to={opportunityPagePath(opportunityKindOf(payment.opportunityKind), payment.opportunityId)} className="text-brand underline-offset-2 hover:underline">
              {payment.opportunityName}
            </Link>
          </DetailItem>
          <DetailItem term="Account">
            <Link to="/account/$accountId" params={{ accountId: payment.accountId }} className="text-brand underline-offset-2 hover:underline">
              {payment.accountName}
            </Link>
          </DetailItem>
          <DetailItem term="Bank response id">{payment.yesBankResponseId ?? '--'}</DetailItem>
          <DetailItem term="Reference number">{payment.referenceNumber ?? '--'}</DetailItem>
          <DetailItem term="Payment date">{formatDate(payment.paymentDate)}</DetailItem>
          <DetailItem term="PIN code">{payment.pinCode}</DetailItem>
          <DetailItem term="Sent to RCM">{payment.sendToRcm ? 'Yes' : 'No'}</DetailItem>
          <DetailItem term="Recorded through">{payment.apiVersion}</DetailItem>
          <DetailItem term="Recorded">{formatDateTime(payment.createdAt)}</DetailItem>
          <DetailItem term="Updated">{formatDateTime(payment.updatedAt)}</DetailItem>
          {details.data?.originalPaymentId != null && (
            <DetailItem term="Recollects payment">
              <Link to="/payment/$paymentId" params={{ paymentId: details.data.originalPaymentId }} className="text-brand underline-offset-2 hover:underline">
                #{details.data.originalPaymentId}
              </Link>
            </DetailItem>
          )}
          {details.data?.recollectedByPaymentId != null && (
            <DetailItem term="Recollected as">
              <Link to="/payment/$paymentId" params={{ paymentId: details.data.recollectedByPaymentId }} className="text-brand underline-offset-2 hover:underline">
                #{details.data.recollectedByPaymentId}
              </Link>
            </DetailItem>
          )}
        </dl>
      </RecordSection>
      {details.data && <PaymentDetailsPanel paymentId={payment.id} details={details.data} onChanged={refresh} />}
      <AccountMoneyPanel accountId={payment.accountId} milestoneId={payment.milestoneId} modeId={payment.modeOfPaymentId} modeName={payment.modeOfPaymentName} />
      {details.error !== null && !details.data && <p className="text-sm text-red-700">The payment's history and documents could not be loaded.</p>}
    </div>
  );
}
