// payment/{paymentId} beyond the payment itself: status history, documents, refunds, and what the user may do now.
import { can } from '../../../domain/auth/capabilities';
import { paymentDocumentsLocked, type PaymentDetails } from '../../../domain/payments/payment-details';
import { isInPaymentGroup } from '../../../domain/payments/statuses';
import { isRefundable, paymentCollectedPaise } from '../../../domain/money/ledger';
import { fromPaise, toPaise } from '../../../domain/money/paise';
import { refundablePaise } from '../../../domain/payments/refund-requests';
import { paiseOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanRead, termsheetWriteProblem } from '../termsheets/termsheet-access.service';
import { statusHistoryOf } from './payment-history.repo';
import { paymentInScopeOr404 } from './payment-queries';
import { paymentDocuments } from './payment-documents.service';
import { recollectionOf, refundedPaise, refundsOfPayment } from './payment-records.repo';
import { isWithFinance } from './payment-status.service';
import { refundRequestsOfPayment } from './refund-requests.repo';

/** GET /sapna/v1/payment-details/{id}. */
export async function paymentDetails(ctx: ServiceContext, paymentId: number): Promise<PaymentDetails> {
  assertCanRead(ctx);
  const { payment, milestoneRef } = await paymentInScopeOr404(ctx, paymentId);
  const refunded = await refundedPaise(ctx.tx, payment.id);
  const approved = isRefundable(payment.statusId);
  const requests = await refundRequestsOfPayment(ctx.tx, payment.id);
  const reserved = requests.filter((r) => r.status === 'PendingApproval').reduce((sum, r) => sum + toPaise(r.amount), 0);
  const refundable = approved ? refundablePaise(paiseOfNumeric(payment.amount), refunded, reserved) : 0;
  const recollectedBy = await recollectionOf(ctx.tx, payment.id);
  const sells = can(ctx.user, 'sell');
  const finance = can(ctx.user, 'finance');
  const writable = milestoneRef.milestone.active && termsheetWriteProblem(milestoneRef.termsheetRef) === null;
  return {
    paymentId: payment.id,
    statusHistory: await statusHistoryOf(ctx.tx, payment.id),
    documents: await paymentDocuments(ctx, payment.id),
    refunds: await refundsOfPayment(ctx.tx, payment.id),
    refundRequests: requests,
    refundedAmount: fromPaise(refunded),
    collectedAmount: fromPaise(paymentCollectedPaise({ statusId: payment.statusId, amount: Number(payment.amount), refunded: fromPaise(refunded) })),
    refundableAmount: fromPaise(refundable),
    recollectedByPaymentId: recollectedBy,
    originalPaymentId: payment.originalPaymentId,
    actions: {
      changeStatus: finance && isWithFinance(payment.statusId),
      recollect: sells && writable && isInPaymentGroup('reviveOrRecollect', payment.statusId) && recollectedBy === null,
      refund: finance && refundable > 0,
      requestRefund: sells && !finance && refundable > 0 && reserved === 0,
      uploadDocument: sells || finance,
      deleteDocument: (sells || finance) && !paymentDocumentsLocked(payment.statusId),
      sendToRcm: sells && writable && isInPaymentGroup('pending', payment.statusId),
    },
  };
}
