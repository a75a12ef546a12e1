import type { Tx } from '../../db/client';
import { paiseOfNumeric, rupeesOfNullableNumeric, rupeesOfNumeric } from '../../shared/money-text';
import { paymentsOfMilestones, paymentTotalsOfMilestones } from '../payments/payment-access.service';
import type { MilestoneDetail } from './milestones.schemas';
import type { MilestoneRowWithEntity } from './milestones.repo';

/**
 * Milestones as the opportunity and termsheet pages show them (spec 001 §3): with their payments and the
 * derived approvedPaymentAmount and pendingPaymentAmount, computed from the stored payments on every read.
 */
export async function milestoneDetailsOf(
  tx: Tx,
  rows: MilestoneRowWithEntity[],
  editable: (row: MilestoneRowWithEntity) => boolean,
): Promise<MilestoneDetail[]> {
  const ids = rows.map((row) => row.id);
  const [payments, totals] = [await paymentsOfMilestones(tx, ids), await paymentTotalsOfMilestones(tx, ids)];
  return rows.map((row) => {
    const total = totals.get(row.id) ?? { approved: '0', pending: '0' };
    const duePaise = paiseOfNumeric(row.amount) + paiseOfNumeric(row.gst) - paiseOfNumeric(total.approved) - paiseOfNumeric(total.pending);
    return {
      id: row.id,
      termsheetId: row.termsheetId,
      name: row.name,
      amount: rupeesOfNumeric(row.amount),
      digislateAmount: rupeesOfNullableNumeric(row.digislateAmount),
      gst: rupeesOfNumeric(row.gst),
      startDate: row.startDate,
      action: row.action,
      active: row.active,
      accountLegalEntityDetail:
        row.accountLegalEntityId !== null ? { id: row.accountLegalEntityId, legalName: row.legalName ?? '' } : null,
      paymentDetails: payments.filter((payment) => payment.milestoneId === row.id),
      refundDetails: [],
      invoiceDetails: null,
      paymentAdded: row.paymentAdded,
      approvedPaymentAmount: rupeesOfNumeric(total.approved),
      pendingPaymentAmount: rupeesOfNumeric(total.pending),
      dueAmount: duePaise / 100,
      editable: row.active && editable(row),
      clientId: row.clientId,
      version: row.version,
    };
  });
}
