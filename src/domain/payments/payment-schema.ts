import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { validatePaymentPinCode } from '../validation/pin-code';
import { positiveAmount, requiredId } from '../validation/zod-fields';
import { PAYMENT_TYPES } from './statuses';

/**
 * Adding a payment (spec 001 §3/§5). The PIN is mandatory: absent or blank gives
 * 'PIN Code is mandatory for adding Payment', malformed 'PIN is not valid'.
 * Mode-specific fields the spec does not list (cheque number, bank...) are the server's to extend.
 */
export const paymentCreateSchema = z.object({
  modeOfPaymentId: requiredId(),
  yesBankResponseId: z.union([z.string().trim(), z.number()]).nullish(),
  paymentType: z.enum(PAYMENT_TYPES).default('normal'),
  amount: positiveAmount(),
  milestoneId: requiredId(),
  pinCode: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.pinCodeMandatoryForPayment : VALIDATION_MESSAGES.pinCode,
    })
    .trim()
    .check((ctx) => {
      const message = validatePaymentPinCode(ctx.value);
      if (message !== null) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }),
});

export type PaymentCreate = z.infer<typeof paymentCreateSchema>;
