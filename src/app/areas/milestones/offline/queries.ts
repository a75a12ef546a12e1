import { presentPaymentDetail } from '../../../../domain/payments/payment-contract';
import { dueAmountOf } from '../../../../domain/milestones/due-amount';
import { milestoneAmounts } from '../../../../domain/payments/statuses';
import type { MilestoneDetail, MilestonePayment, Paged } from '../data/milestone-types';
import type { MirrorDb } from '../../../lib/offline/device/db';
import type { MilestoneRow, PaymentRow } from '../../../lib/offline/device/mirror-rows';
import { compareText, moneyEditable, oldestIdFirst, pageOf, pendingFlag, type Viewer } from '../../../lib/offline/device/mirror-order';

// The money records of an opportunity from the mirror: its termsheets (GET /sapna/v1/termsheet?opportunityId)
// and the milestones of all its termsheets with their payments (GET /sapna/v1/milestone?opportunityId), as
// src/server/modules/termsheets and milestones answer them. Both lists are one page of 100 (one page holds them all).

const LIST_SIZE = 100;

/** A payment as a milestone lists it (the server's PaymentDetail: the mirrored row without its placement ids). */
function presentPayment(row: PaymentRow): MilestonePayment & Record<string, unknown> {
  return { ...pendingFlag(row), ...presentPaymentDetail(row) };
}

/** A milestone as the lists show it, with its payments (oldest first) and the amounts derived from them. */
function presentMilestone(m: MilestoneRow, payments: readonly PaymentRow[], editable: boolean): MilestoneDetail {
  const own = payments.filter((p) => p.milestoneId === m.id).sort((a, b) => oldestIdFirst(a.id, b.id));
  const { approvedPaymentAmount, pendingPaymentAmount } = milestoneAmounts(own);
  const dueAmount = dueAmountOf({ amount: m.amount, gst: m.gst, approvedPaymentAmount, pendingPaymentAmount });
  return {
    ...pendingFlag(m),
    id: m.id,
    termsheetId: m.termsheetId,
    name: m.name,
    amount: m.amount,
    digislateAmount: m.digislateAmount,
    gst: m.gst,
    startDate: m.startDate,
    action: m.action,
    active: m.active,
    accountLegalEntityDetail: m.accountLegalEntityDetail,
    paymentDetails: own.map(presentPayment),
    // A row stored by an earlier version of the app has no refunds field: none until the server sends the row again.
    refundDetails: (m as Partial<MilestoneRow>).refundDetails ?? [],
    invoiceDetails: null,
    paymentAdded: m.paymentAdded,
    approvedPaymentAmount,
    pendingPaymentAmount,
    dueAmount,
    editable: m.active && editable,
    clientId: m.clientId,
    version: m.version,
  };
}

const byStartDate = (a: MilestoneRow, b: MilestoneRow) => compareText(a.startDate, b.startDate) || oldestIdFirst(a.id, b.id);

/**
 * The active milestones of all the opportunity's termsheets, by start date (then id), each with its payments
 * (oldest first) and the amounts of spec 001 §3 derived from those payments on every read: approved = status 6,
 * pending = the pending group (a payment queued on this device is pending, never settled), due = amount + GST
 * − approved − pending. undefined when the opportunity is not on the device.
 */
export async function mirrorMilestonesOfOpportunity(db: MirrorDb, opportunityId: number, viewer: Viewer): Promise<Paged<MilestoneDetail> | undefined> {
  const opportunity = await db.opportunities.get(opportunityId);
  if (!opportunity) return undefined;
  const [termsheets, milestones, payments] = await Promise.all([
    db.termsheets.where('opportunityId').equals(opportunityId).toArray(),
    db.milestones.where('opportunityId').equals(opportunityId).toArray(),
    db.payments.where('opportunityId').equals(opportunityId).toArray(),
  ]);
  const statusOfTermsheet = new Map(termsheets.map((t) => [t.id, t.statusId]));
  const all = milestones.filter((m) => m.active).sort(byStartDate);
  const results = pageOf(all, 0, LIST_SIZE).map((m) => presentMilestone(m, payments, moneyEditable(viewer, statusOfTermsheet.get(m.termsheetId) ?? 0, opportunity)));
  return { results, totalCount: all.length, page: 0, size: LIST_SIZE };
}

/**
 * The termsheet page's milestones (GET /sapna/v3/termsheet-page/{id}: milestoneDetails and payments) from the
 * mirror: its active milestones by start date with their payments and refunds (also listed together, as the page
 * lists them); `editable` is the termsheet's.
 */
export async function mirrorMilestonesOfTermsheet(db: MirrorDb, termsheetId: number, editable: boolean): Promise<{ milestoneDetails: MilestoneDetail[]; payments: MilestonePayment[]; refunds: MilestoneDetail['refundDetails'] }> {
  const milestones = await db.milestones.where('termsheetId').equals(termsheetId).toArray();
  const payments = await db.payments.where('milestoneId').anyOf(milestones.map((m) => m.id)).toArray();
  const milestoneDetails = milestones
    .filter((m) => m.active)
    .sort(byStartDate)
    .map((m) => presentMilestone(m, payments, editable));
  return { milestoneDetails, payments: milestoneDetails.flatMap((m) => m.paymentDetails), refunds: milestoneDetails.flatMap((m) => m.refundDetails) };
}
