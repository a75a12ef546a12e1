import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { isInPaymentGroup } from '../../../domain/payments/statuses';
import { accounts } from '../../db/schema/index';
import { notFound } from '../../errors';
import { accountInReadScope } from '../../scope/scope';
import { findMilestoneInScope, type MilestoneRef } from '../milestones/milestone-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import type { Paged } from '../../shared/http/paged';
import { assertCanRead, NOT_FOUND_MESSAGES, termsheetWriteProblem } from '../termsheets/termsheet-access.service';
import type { AccountPayment, PaymentPage } from '../../../domain/payments/payment-contract';
import { paymentDetailById, paymentRowById, paymentsOfAccount, type PaymentRow } from './payments.repo';

/** The payment with its milestone, termsheet and opportunity, when in the user's scope; else 404. */
export async function paymentInScopeOr404(
  ctx: ServiceContext,
  paymentId: number,
  opts: { lock?: boolean } = {},
): Promise<{ payment: PaymentRow; milestoneRef: MilestoneRef }> {
  const payment = await paymentRowById(ctx.tx, paymentId, opts);
  // Payments of a deleted milestone (only rejected ones can remain) are still shown.
  const milestoneRef = payment ? await findMilestoneInScope(ctx, payment.milestoneId, { includeDeleted: true }) : null;
  if (!payment || !milestoneRef) throw notFound(NOT_FOUND_MESSAGES.payment);
  return { payment, milestoneRef };
}

/** GET /sapna/v1/payment-page/{id}. */
export async function paymentPage(ctx: ServiceContext, paymentId: number): Promise<PaymentPage> {
  assertCanRead(ctx);
  const { payment, milestoneRef } = await paymentInScopeOr404(ctx, paymentId);
  const detail = await paymentDetailById(ctx.tx, payment.id);
  if (!detail) throw notFound(NOT_FOUND_MESSAGES.payment);
  const { termsheet, opportunity } = milestoneRef.termsheetRef;
  return {
    ...detail,
    termsheetId: termsheet.id,
    opportunityId: opportunity.id,
    opportunityName: opportunity.name,
    opportunityKind: opportunity.kind,
    accountId: opportunity.accountId,
    accountName: opportunity.accountName,
    editable:
      can(ctx.user, 'sell') &&
      milestoneRef.milestone.active &&
      isInPaymentGroup('pending', payment.statusId) &&
      termsheetWriteProblem(milestoneRef.termsheetRef) === null,
    breadcrumbs: { accountId: opportunity.accountId, opportunityId: opportunity.id, termsheetId: termsheet.id, milestoneId: payment.milestoneId },
  };
}

/** GET /sapna/v3/payment/{accountId}?modeId: the account's payments (optionally of one mode), newest first. */
export async function accountPayments(
  ctx: ServiceContext,
  accountId: number,
  filter: { modeId?: number | undefined; page: number; size: number },
): Promise<Paged<AccountPayment>> {
  assertCanRead(ctx);
  const [account] = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), accountInReadScope(ctx.scope)));
  if (!account) throw notFound(NOT_FOUND_MESSAGES.account);
  return paymentsOfAccount(ctx.tx, account.id, filter);
}
