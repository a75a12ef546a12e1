import { z } from 'zod';
import { isIsoDate } from '../format/ist-calendar';
import { hasAtMostTwoDecimals } from '../money/paise';
import { AD_PRODUCT_MESSAGES, VALIDATION_MESSAGES } from './messages';
import type { Validator } from './validator';

/**
 * Zod field builders that carry the spec's messages, so a form and the server's 400 say the same thing.
 * A missing or null mandatory field says 'This field is required.'; a value of the wrong type says so.
 */

const REQUIRED = VALIDATION_MESSAGES.required;

function missingOr(typeMessage: string) {
  return (issue: { input?: unknown }): string => (issue.input === undefined || issue.input === null ? REQUIRED : typeMessage);
}

/**
 * Runs the validators in order on the (already trimmed) text and reports the first message. Blank text is
 * left to `min(1)`. No check aborts: an abort would also skip object-level rules (the GST rule), and a
 * form wants every message at once.
 */
function validatorCheck(validators: readonly Validator<string>[]) {
  return (ctx: z.core.ParsePayload<string>): void => {
    if (ctx.value === '') return;
    for (const validate of validators) {
      const message = validate(ctx.value);
      if (message !== null) {
        ctx.issues.push({ code: 'custom', message, input: ctx.value });
        return;
      }
    }
  };
}

/** Mandatory text, trimmed; blank says 'This field is required.', then each validator in order. */
export function requiredText(...validators: Validator<string>[]) {
  return z
    .string({ error: missingOr(VALIDATION_MESSAGES.expectedText) })
    .trim()
    .min(1, { error: REQUIRED })
    .check(validatorCheck(validators));
}

/** Optional text (absent, null or blank pass), trimmed; checked by the validators only when present. */
export function optionalText(...validators: Validator<string>[]) {
  return z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().check(validatorCheck(validators)).nullish();
}

/** Optional identifier text stored upper-case (PAN, GST, CIN, TAN). */
export function optionalUpperText(...validators: Validator<string>[]) {
  return z.string({ error: VALIDATION_MESSAGES.expectedText }).trim().toUpperCase().check(validatorCheck(validators)).nullish();
}

/** A server id: a positive integer that fits the database's integer ids (a larger one is no id: 400, never a 500). */
export function requiredId() {
  return z
    .number({ error: missingOr(VALIDATION_MESSAGES.expectedNumber) })
    .int({ error: VALIDATION_MESSAGES.positiveId })
    .positive({ error: VALIDATION_MESSAGES.positiveId })
    .max(2_147_483_647, { error: VALIDATION_MESSAGES.positiveId });
}

export function optionalId() {
  return requiredId().nullish();
}

/** Rupees above 0 with at most 2 decimals: 'Please enter an amount greater than 0' (spec 002 §5). */
export function positiveAmount() {
  return z
    .number({ error: missingOr(VALIDATION_MESSAGES.expectedNumber) })
    .check((ctx) => {
      if (!Number.isFinite(ctx.value) || ctx.value <= 0) {
        ctx.issues.push({ code: 'custom', message: AD_PRODUCT_MESSAGES.amountGreaterThanZero, input: ctx.value });
      } else if (!hasAtMostTwoDecimals(ctx.value)) {
        ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.amountDecimals, input: ctx.value });
      }
    });
}

/** Rupees of 0 or more with at most 2 decimals (e.g. a GST amount). */
export function nonNegativeAmount() {
  return z
    .number({ error: missingOr(VALIDATION_MESSAGES.expectedNumber) })
    .check((ctx) => {
      if (!Number.isFinite(ctx.value) || ctx.value < 0 || !hasAtMostTwoDecimals(ctx.value)) {
        ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.amountDecimals, input: ctx.value });
      }
    });
}

/** A calendar date 'YYYY-MM-DD' (an Asia/Kolkata day). */
export function requiredIsoDate() {
  return z
    .string({ error: missingOr(VALIDATION_MESSAGES.invalidDate) })
    .trim()
    .min(1, { error: REQUIRED })
    .check((ctx) => {
      if (ctx.value !== '' && !isIsoDate(ctx.value)) ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.invalidDate, input: ctx.value });
    });
}

/** An instant as ISO 8601 with 'Z' or an offset. */
export function requiredInstant() {
  return z.iso.datetime({ offset: true, error: missingOr(VALIDATION_MESSAGES.invalidDate) });
}

/** The message of each failing field, keyed by its dotted path (for a form, or a 400's body). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}
