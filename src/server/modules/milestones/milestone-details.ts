import type { Tx } from '../../db/client';
import { dueAmountOf } from '../../../domain/milestones/due-amount';
import { rupeesOfNullableNumeric, rupeesOfNumeric } from '../../shared/sql/money-text';
import { paymentsOfMilestones, paymentTotalsOfMilestones, refundsOfMilestones } from '../payments/payment-access.service';
import type { MilestoneDetail } from '../../../domain/milestones/milestone-contract';
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
  const [payments, totals, refunds] = [await paymentsOfMilestones(tx, ids), await paymentTotalsOfMilestones(tx, ids), await refundsOfMilestones(tx, ids)];
  return rows.map((row) => {
    const total = totals.get(row.id) ?? { approved: '0', pending: '0' };
    const amounts = {
      amount: rupeesOfNumeric(row.amount),
      gst: rupeesOfNumeric(row.gst),
      approvedPaymentAmount: rupeesOfNumeric(total.approved),
      pendingPaymentAmount: rupeesOfNumeric(total.pending),
    };
    return {
      id: row.id,
      termsheetId: row.termsheetId,
      name: row.name,
      amount: amounts.amount,
      digislateAmount: rupeesOfNullableNumeric(row.digislateAmount),
      gst: amounts.gst,
      startDate: row.startDate,
      action: row.action,
      active: row.active,
      accountLegalEntityDetail:
        row.accountLegalEntityId !== null ? { id: row.accountLegalEntityId, legalName: row.legalName ?? '' } : null,
      paymentDetails: payments.filter((payment) => payment.milestoneId === row.id),
      refundDetails: refunds.filter((refund) => refund.milestoneId === row.id),
      invoiceDetails: null,
      paymentAdded: row.paymentAdded,
      approvedPaymentAmount: amounts.approvedPaymentAmount,
      pendingPaymentAmount: amounts.pendingPaymentAmount,
      dueAmount: dueAmountOf(amounts),
      editable: row.active && editable(row),
      clientId: row.clientId,
      version: row.version,
    };
  });
}
