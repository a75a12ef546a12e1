import { isApiFailure } from '../api/api-failure';
import type { Notify } from '../../ui/snackbar/use-notify';

/** Refusals a form shows inside itself (bad input, not allowed, not editable any more, gone). */
export const FORM_INLINE_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 422];

/**
 * After a failed save: the message to show inside the form when the server refused the input (its status is
 * one of `inline`), or null after showing the general error notice (server errors, no response).
 */
export function reportSaveFailure(failure: unknown, notify: Notify, inline: readonly number[] = FORM_INLINE_STATUSES): string | null {
  if (isApiFailure(failure) && failure.status !== undefined && inline.includes(failure.status)) return failure.message;
  notify.error(isApiFailure(failure) ? failure.noticeMessage : undefined);
  return null;
}
