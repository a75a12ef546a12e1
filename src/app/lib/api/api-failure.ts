import { extractErrorMessage, extractSnackbarMessage, type NormalizedApiError } from '../../../domain/errors/extract-message';

/**
 * A failed API call as every caller sees it: the HTTP status (undefined when no response came back, e.g.
 * offline or timed out), the response body, and the message of spec 000 §8 ('Alas! Some error occurred.'
 * as the last resort; the snackbar's notice uses 'Something went wrong!' instead).
 */
export class ApiFailure extends Error {
  readonly status: number | undefined;
  readonly data: unknown;
  /** The text the generic snackbar shows for this failure. */
  readonly noticeMessage: string;
  /** No response at all: the network is down or the request timed out. */
  readonly noResponse: boolean;
  readonly timedOut: boolean;

  constructor(init: { status: number | undefined; data: unknown; message: string; noticeMessage: string; timedOut?: boolean }) {
    super(init.message);
    this.name = 'ApiFailure';
    this.status = init.status;
    this.data = init.data;
    this.noticeMessage = init.noticeMessage;
    this.noResponse = init.status === undefined;
    this.timedOut = init.timedOut ?? false;
  }
}

/** What the client knows about a failed request, before the spec's message rules run. */
export type RawFailure = {
  /** Present when the server answered. */
  response?: { status: number; data: unknown };
  /** The error thrown by fetch when there was no response. */
  cause?: unknown;
  timeoutMs: number;
};

function isTimeout(cause: unknown): boolean {
  return cause instanceof Error && (cause.name === 'TimeoutError' || /timeout/i.test(cause.message));
}

/**
 * The client's own message, worded as browsers' HTTP clients word it: 'Request failed with status code 500',
 * 'timeout of 60000ms exceeded', 'Network Error'. These show when the body carries nothing usable.
 */
function clientMessage(raw: RawFailure): string {
  if (raw.response) return `Request failed with status code ${raw.response.status}`;
  if (isTimeout(raw.cause)) return `timeout of ${raw.timeoutMs}ms exceeded`;
  return 'Network Error';
}

/** Applies spec 000 §8 to a failed request. `fallback401` is the caller's message that wins for a 401. */
export function toApiFailure(raw: RawFailure, fallback401?: string): ApiFailure {
  const normalized: NormalizedApiError = {
    status: raw.response?.status,
    data: raw.response?.data,
    message: clientMessage(raw),
    hasResponse: raw.response !== undefined,
  };
  return new ApiFailure({
    status: normalized.status,
    data: normalized.data,
    message: extractErrorMessage(normalized, fallback401),
    noticeMessage: extractSnackbarMessage(normalized, fallback401),
    timedOut: !raw.response && isTimeout(raw.cause),
  });
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}
