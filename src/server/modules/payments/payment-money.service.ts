// Wallet amount, latest wallet payments, TDS thresholds and rates, buckets and unutilized payments of an account
// (spec 001 §7 names these lookups without paths; §4 keeps their per-item async states in the app).
import { and, eq, type SQL } from 'drizzle-orm';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { LATEST_WALLET_PAYMENTS_SIZE } from '../../../domain/payments/payment-money';
import type { PaymentListRow } from '../../../domain/payments/payment-list';
import type { PaymentStatusGroup } from '../../../domain/payments/statuses';
import {
  financialYearOf,
  TDS_ANNUAL_THRESHOLD,
  TDS_SINGLE_PAYMENT_THRESHOLD,
  tdsAmount,
  tdsRatePercent,
  tdsThresholdCrossed,
} from '../../../domain/payments/tds';
import { payments } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import { PAYMENT_MODES } from '../../shared/payment-modes';
import type { ServiceContext } from '../../shared/http/service-context';
import { milestoneInScopeOr404 } from '../milestones/milestone-access.service';
import { assertCanRead, NOT_FOUND_MESSAGES } from '../termsheets/termsheet-access.service';
import { paymentListPage } from './payment-list.repo';
import {
  accountInScopeById,
  approvedCollections,
  bucketOfAccount,
  clientTypeOfAccount,
  ofAccount,
  unutilizedAmount,
  unutilizedCondition,
  type AccountRef,
} from './payment-money.repo';

async function accountOr404(ctx: ServiceContext, accountId: number): Promise<AccountRef> {
  assertCanRead(ctx);
  const account = await accountInScopeById(ctx.tx, ctx.scope, accountId);
  if (!account) throw notFound(NOT_FOUND_MESSAGES.account);
  return account;
}

/** GET /sapna/v1/wallet/{accountId}. */
export async function walletAmount(ctx: ServiceContext, accountId: number) {
  const account = await accountOr404(ctx, accountId);
  return { accountId: account.id, walletAmount: rupeesOfNumeric(account.walletAmount) };
}

/** GET /sapna/v1/wallet/{accountId}/latest-payments: the latest payments through the online payment link (mode 10). */
export async function latestWalletPayments(ctx: ServiceContext, accountId: number): Promise<{ accountId: number; results: PaymentListRow[] }> {
  const account = await accountOr404(ctx, accountId);
  const where = and(ofAccount(account.id), eq(payments.modeOfPaymentId, PAYMENT_MODES.ONLINE_PAYMENT_LINK)) as SQL;
  return { accountId: account.id, results: await paymentListPage(ctx.tx, where, { offset: 0, limit: LATEST_WALLET_PAYMENTS_SIZE }) };
}

/** GET /sapna/v1/payment/threshold-details?accountId: this financial year's approved collections against the 194C thresholds. */
export async function thresholdDetails(ctx: ServiceContext, accountId: number) {
  const account = await accountOr404(ctx, accountId);
  const year = financialYearOf(istDateOf(ctx.now));
  const { total, largest } = await approvedCollections(ctx.tx, account.id, year.from, year.to);
  return {
    accountId: account.id,
    financialYear: year.label,
    collectedAmount: rupeesOfNumeric(total),
    largestPayment: rupeesOfNumeric(largest),
    singlePaymentThreshold: TDS_SINGLE_PAYMENT_THRESHOLD,
    annualThreshold: TDS_ANNUAL_THRESHOLD,
    thresholdCrossed: tdsThresholdCrossed(rupeesOfNumeric(largest), rupeesOfNumeric(total)),
  };
}

/** GET /sapna/v1/payment/tds-rate?milestoneId | ?accountId (exactly one). */
export async function tdsRate(ctx: ServiceContext, by: { milestoneId?: number | undefined; accountId?: number | undefined }) {
  if ((by.milestoneId === undefined) === (by.accountId === undefined)) throw badRequest('Please give either a milestoneId or an accountId.');
  if (by.milestoneId !== undefined) {
    assertCanRead(ctx);
    const { milestone, termsheetRef } = await milestoneInScopeOr404(ctx, by.milestoneId);
    const accountId = termsheetRef.opportunity.accountId;
    const clientTypeId = await clientTypeOfAccount(ctx.tx, accountId);
    const rate = tdsRatePercent(clientTypeId);
    return { accountId, milestoneId: milestone.id, clientTypeId, tdsRatePercent: rate, tdsAmount: tdsAmount(rupeesOfNumeric(milestone.amount), rate) };
  }
  const account = await accountOr404(ctx, by.accountId as number);
  return { accountId: account.id, milestoneId: null, clientTypeId: account.clientTypeId, tdsRatePercent: tdsRatePercent(account.clientTypeId), tdsAmount: null };
}

/** GET /sapna/v1/payment/bucket-info?accountId&type: the account's payments in one status group (spec 001 §4). */
export async function bucketInfo(ctx: ServiceContext, accountId: number, type: PaymentStatusGroup) {
  const account = await accountOr404(ctx, accountId);
  const { count, amount } = await bucketOfAccount(ctx.tx, account.id, type);
  return { accountId: account.id, type, count, amount: rupeesOfNumeric(amount) };
}

/** GET /sapna/v1/payment/unutilized?accountId&modeId. */
export async function unutilizedPayments(ctx: ServiceContext, accountId: number, modeId: number | undefined) {
  const account = await accountOr404(ctx, accountId);
  const where = and(ofAccount(account.id), unutilizedCondition(), modeId === undefined ? undefined : eq(payments.modeOfPaymentId, modeId)) as SQL;
  // An account's unutilized payments are few (money left on deleted milestones or cancelled termsheets): all of them.
  const results = await paymentListPage(ctx.tx, where, { offset: 0, limit: 1000 });
  // The money they hold: each payment's collected amount (a part refund leaves its amount less its refunds).
  return { accountId: account.id, modeId: modeId ?? null, count: results.length, amount: rupeesOfNumeric(await unutilizedAmount(ctx.tx, where)), results };
}
