import { z } from 'zod';
import { isIsoDate } from '../../../../domain/format/ist-calendar';
import { hasAtMostTwoDecimals } from '../../../../domain/money/paise';
import { validateDatePickerDate } from '../../../../domain/validation/date-picker-limits';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { positiveAmount, requiredId, requiredIsoDate, requiredText } from '../../../../domain/validation/zod-fields';
import { idOrNull, numberOrText } from '../../../lib/forms/validate-form';

export type MilestoneFormValues = { termsheetId: string; name: string; amount: string; gst: string; startDate: string };

/** The server's message for a negative GST (src/server/modules/payments/field-rules.ts). */
const NEGATIVE_AMOUNT_MESSAGE = 'Amount cannot be negative.';

/** GST in rupees: 0 or more, at most 2 decimals. */
const gstAmount = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.expectedNumber) })
    .check((ctx) => {
      if (ctx.value < 0) ctx.issues.push({ code: 'custom', message: NEGATIVE_AMOUNT_MESSAGE, input: ctx.value });
      else if (!hasAtMostTwoDecimals(ctx.value)) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.amountDecimals, input: ctx.value });
    });

/** A start day within the date pickers' limits (100 years back and ahead, spec 000 §5). */
const startDate = (now: (() => Date) | undefined) =>
  requiredIsoDate().check((ctx) => {
    if (!isIsoDate(ctx.value)) return;
    const problem = validateDatePickerDate(new Date(`${ctx.value}T00:00:00Z`), now?.() ?? new Date());
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/**
 * The milestone form's checks, with the messages the server answers with (its service checks the same fields in
 * src/server/modules/payments/field-rules.ts): the termsheet (on create), name, amount above 0, GST of 0 or more,
 * a start date within the pickers' limits.
 */
export function milestoneFormSchema(opts: { needsTermsheet: boolean; now?: () => Date }) {
  const fields = z.object({ name: requiredText(), amount: positiveAmount(), gst: gstAmount(), startDate: startDate(opts.now) });
  // On update the termsheet does not change: neither checked nor sent.
  return fields.extend({ termsheetId: opts.needsTermsheet ? requiredId() : z.unknown().transform((): undefined => undefined) });
}

/** The fields' text as the schema takes it. */
export function milestoneFormInput(values: MilestoneFormValues) {
  return { termsheetId: idOrNull(values.termsheetId), name: values.name, amount: numberOrText(values.amount), gst: numberOrText(values.gst), startDate: values.startDate };
}
