import { isIsoDate } from '../../../../domain/format/ist-calendar';
import { hasAtMostTwoDecimals } from '../../../../domain/money/paise';
import { validateDatePickerDate } from '../../../../domain/validation/date-picker-limits';
import { AD_PRODUCT_MESSAGES, VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import type { MilestoneFields } from './create-milestone';

export type MilestoneFormValues = { termsheetId: string; name: string; amount: string; gst: string; startDate: string };
export type MilestoneFormErrors = Partial<Record<keyof MilestoneFormValues, string>>;

function amountError(text: string, opts: { positive: boolean }): string | null {
  if (text.trim() === '') return VALIDATION_MESSAGES.required;
  const value = Number(text);
  if (!Number.isFinite(value)) return VALIDATION_MESSAGES.expectedNumber;
  if (opts.positive ? value <= 0 : value < 0) return opts.positive ? AD_PRODUCT_MESSAGES.amountGreaterThanZero : 'Amount cannot be negative.';
  if (!hasAtMostTwoDecimals(value)) return VALIDATION_MESSAGES.amountDecimals;
  return null;
}

/** The same checks (and messages) the server applies to a milestone, so the form says them inline first. */
export function validateMilestoneForm(values: MilestoneFormValues, opts: { needsTermsheet: boolean; now: Date }): { errors: MilestoneFormErrors; fields: MilestoneFields | null } {
  const errors: MilestoneFormErrors = {};
  if (opts.needsTermsheet && !values.termsheetId) errors.termsheetId = VALIDATION_MESSAGES.required;
  if (!values.name.trim()) errors.name = VALIDATION_MESSAGES.required;
  const amount = amountError(values.amount, { positive: true });
  if (amount) errors.amount = amount;
  const gst = amountError(values.gst, { positive: false });
  if (gst) errors.gst = gst;
  if (!values.startDate) errors.startDate = VALIDATION_MESSAGES.required;
  else if (!isIsoDate(values.startDate)) errors.startDate = VALIDATION_MESSAGES.invalidDate;
  else {
    const problem = validateDatePickerDate(new Date(`${values.startDate}T00:00:00Z`), opts.now);
    if (problem) errors.startDate = problem;
  }
  if (Object.keys(errors).length) return { errors, fields: null };
  return { errors, fields: { name: values.name.trim(), amount: Number(values.amount), gst: Number(values.gst), startDate: values.startDate } };
}
