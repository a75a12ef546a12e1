import { GENERIC_ERROR_MESSAGE, SNACKBAR_FALLBACK_MESSAGE } from './messages';

/** A failed call, normalized by the API client: the status and body when there was a response. */
export interface NormalizedApiError {
  status?: number;
  /** The response body. */
  data?: unknown;
  /** The client's own error message (e.g. 'Request failed with status code 500' or 'Network Error'). */
  message?: string;
  hasResponse: boolean;
}

/** Statuses whose body is searched for a message (spec 000 §8 rule 1). */
export const MESSAGE_BEARING_STATUSES: readonly number[] = [400, 401, 422, 500];

function usable(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/** A string, or the first usable string of an array. */
function firstText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(usable).find((text) => text !== undefined);
  return usable(value);
}

/** api_errors may be one object or a list of them; the first that has the field wins. */
function apiErrorsField(body: unknown, key: 'details' | 'display_phrase'): string | undefined {
  const apiErrors = field(body, 'api_errors');
  const candidates = Array.isArray(apiErrors) ? apiErrors : [apiErrors];
  for (const candidate of candidates) {
    const text = firstText(field(candidate, key));
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The candidates of rule 1, in order, for a response with a message-bearing status. */
function candidates(error: NormalizedApiError, fallback401: string | undefined): (string | undefined)[] {
  const body = error.data;
  const serverMessage = firstText(field(field(body, 'error'), 'msg'));
  const withApiErrors = error.status === 422 || error.status === 500;
  return [
    error.status === 401 ? usable(fallback401) : undefined,
    serverMessage,
    withApiErrors ? apiErrorsField(body, 'details') : undefined,
    withApiErrors ? apiErrorsField(body, 'display_phrase') : undefined,
    firstText(field(body, 'message')),
    usable(error.message),
  ];
}

function extract(error: NormalizedApiError, finalFallback: string, fallback401?: string): string {
  if (!error.hasResponse) return usable(error.message) ?? finalFallback;
  if (error.status === undefined || !MESSAGE_BEARING_STATUSES.includes(error.status)) {
    // Our decision: the spec reads no body for other statuses, but our server answers 403 and 409 with the
    // spec's own denial messages ('You are not authorized to approve/reject this approval.') and not-editable
    // reasons. Hiding them behind the fallback would leave the user guessing, so the server's error.msg
    // (and only that) is read for them too.
    return firstText(field(field(error.data, 'error'), 'msg')) ?? finalFallback;
  }
  return candidates(error, fallback401).find((text) => text !== undefined) ?? finalFallback;
}

/**
 * The message for a failed call (spec 000 §8, 002 §8). For 400, 401, 422 and 500 the first available of:
 * (401 only) the caller's fallback; the server's error.msg; (422 and 500) api_errors.details, then
 * api_errors.display_phrase; the body's message (first of an array, or a string); the client's message.
 * Otherwise, or with nothing usable: 'Alas! Some error occurred.'. Without a response: the error's own
 * message (the same fallback when it has none). Other statuses with a response show the server's error.msg
 * when it has one (our decision, see extract()), else the fallback.
 */
export function extractErrorMessage(error: NormalizedApiError, fallback401?: string): string {
  return extract(error, GENERIC_ERROR_MESSAGE, fallback401);
}

/** The same rules with the generic snackbar's last resort, 'Something went wrong!'. */
export function extractSnackbarMessage(error: NormalizedApiError, fallback401?: string): string {
  return extract(error, SNACKBAR_FALLBACK_MESSAGE, fallback401);
}
