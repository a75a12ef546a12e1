import { eq } from 'drizzle-orm';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { paymentDateProblem } from '../../../domain/payments/payment-date';
import { paymentEndpointVersion, type PaymentEndpointVersion } from '../../../domain/payments/statuses';
import { opportunities } from '../../db/schema/index';
import type { ServiceContext } from '../../shared/http/service-context';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import { validatePaymentPinCode } from '../../../domain/validation/pin-code';
import { badRequest } from '../../errors';
import { PAYMENT_MESSAGES } from './payment-messages';
import { isPaymentModeId } from '../../shared/payment-modes';

/** PIN is mandatory when adding a payment, and must be 6 digits not starting with 0 (spec 001 §5). */
export function checkPaymentPinCode(pinCode: string | null | undefined): string {
  const problem = validatePaymentPinCode(pinCode);
  if (problem) throw badRequest(problem);
  return (pinCode as string).trim();
}

export function checkPaymentMode(modeOfPaymentId: number): void {
  if (!isPaymentModeId(modeOfPaymentId)) throw badRequest(PAYMENT_MESSAGES.invalidMode);
}

/**
 * The client picks the endpoint: v2 when the mode of payment is 10, v3 when a bank response id exists,
 * otherwise v1 (spec 001 §7; the bank response id wins when both hold). The server checks the pick matches
 * the body, so the recorded apiVersion always tells how the payment came in.
 */
export function checkEndpointVersion(
  version: PaymentEndpointVersion,
  body: { modeOfPaymentId: number; yesBankResponseId?: string | null | undefined },
): void {
  const expected = paymentEndpointVersion(body);
  if (expected === version) return;
  if (version === 'v3') throw badRequest(PAYMENT_MESSAGES.v3NeedsBankResponse);
  if (expected === 'v3') throw badRequest(PAYMENT_MESSAGES.bankResponseNeedsV3);
  if (version === 'v2') throw badRequest(PAYMENT_MESSAGES.v2NeedsMode10);
  throw badRequest(PAYMENT_MESSAGES.v1WithMode10);
}

/**
 * A payment's date: not before its opportunity was created, not in the future, not in a closed sales month
 * (src/domain/payments/payment-date.ts; 400 with the reason, nothing changed). Online and through the offline push,
 * which records payments with the same service.
 */
export async function checkPaymentDateBounds(ctx: ServiceContext, paymentDate: string | null, opportunityId: number): Promise<void> {
  if (paymentDate === null) return;
  const [opportunity] = await ctx.tx.select({ createdAt: opportunities.createdAt }).from(opportunities).where(eq(opportunities.id, opportunityId));
  if (!opportunity) return;
  const problem = paymentDateProblem(paymentDate, { today: istDateOf(ctx.now), opportunityCreatedOn: istDateOf(opportunity.createdAt), closures: await salesMonthClosures(ctx) });
  if (problem) throw badRequest(problem);
}
