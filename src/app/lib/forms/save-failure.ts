import { isApiFailure } from '../api/api-failure';
import { failureText } from '../api/failure-text';

/** Refusals a form shows inside itself (bad input, not allowed, not editable any more, gone). */
export const FORM_INLINE_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 422];

/** Refusals of the input that may belong to one field. */
const FIELD_STATUSES: readonly number[] = [400, 422];

/**
 * Where a failed save is shown. Each form keeps the behaviour the spec gives its call:
 * - a refusal (400, 422) naming one of the form's fields shows at that field: the server names it in the 400 of a
 *   route's schema (`field` beside `error.msg`, src/server/app.ts); a refusal that names none (a service's rule,
 *   the sync push, the device's own check) is placed by its message through `fieldOfMessage`;
 * - otherwise a status in `inline` shows its message at the top of the form;
 * - anything else (server errors, no response) goes to the error notice.
 */
export type SaveFailurePolicy = {
  /** Statuses shown at the top of the form; default FORM_INLINE_STATUSES; [] shows none there. */
  inline?: readonly number[];
  /**
   * The error notice. Default: the general one (spec 000 §8: the server's message, else 'Something went wrong!').
   * `fallback`: the server's message, else this call's own failure text ('Unable to add package', spec 001 §8).
   * `always`: this text for every failure, also one the form shows ('Posting comment failed!').
   * 'announced': none, the call's own failure notice has said it (the API client's, for calls that notify).
   */
  notice?: { fallback: string } | { always: string } | 'announced';
  /** Known messages of refusals that name no field, and the field each belongs to ('PIN is not valid' → pinCode). */
  fieldOfMessage?: Readonly<Record<string, string>>;
};

/** What to do with a failed save: mark a field, say it at the top of the form, and/or show a notice. */
export type SaveFailurePlacement = {
  field: { name: string; message: string } | null;
  formError: string | null;
  /** The notice's text (undefined: the notice's default text), or null for no notice. */
  notice: string | undefined | null;
};

function namedField(data: unknown): string | undefined {
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** Places a failed save by the form's policy; `fieldOf` gives the form's field a (dotted) name shows at, if any. */
export function placeSaveFailure(failure: unknown, policy: SaveFailurePolicy, fieldOf: (name: string) => string | undefined): SaveFailurePlacement {
  const notice = policy.notice;
  const always = typeof notice === 'object' && 'always' in notice ? notice.always : null;
  if (isApiFailure(failure) && failure.status !== undefined) {
    const status = failure.status;
    if (FIELD_STATUSES.includes(status)) {
      const named = namedField(failure.data) ?? policy.fieldOfMessage?.[failure.message];
      const name = named === undefined ? undefined : fieldOf(named);
      if (name !== undefined) return { field: { name, message: failure.message }, formError: null, notice: always };
    }
    if ((policy.inline ?? FORM_INLINE_STATUSES).includes(status)) return { field: null, formError: failure.message, notice: always };
  }
  if (always !== null) return { field: null, formError: null, notice: always };
  if (notice === 'announced') return { field: null, formError: null, notice: null };
  if (typeof notice === 'object' && 'fallback' in notice) return { field: null, formError: null, notice: failureText(failure, notice.fallback) };
  return { field: null, formError: null, notice: isApiFailure(failure) ? failure.noticeMessage : undefined };
}
