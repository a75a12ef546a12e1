import { isApiFailure } from './api-failure';

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(text).find((t) => t !== undefined);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/** What the server itself said about a failure (error.msg, api_errors details / display phrase, message), if anything. */
export function serverFailureText(error: unknown): string | undefined {
  if (!isApiFailure(error) || error.status === undefined) return undefined;
  const body = error.data;
  const apiErrors = field(body, 'api_errors');
  const apiErrorList: unknown[] = Array.isArray(apiErrors) ? apiErrors : [apiErrors];
  return (
    text(field(field(body, 'error'), 'msg')) ??
    apiErrorList.map((e) => text(field(e, 'details')) ?? text(field(e, 'display_phrase'))).find((t) => t !== undefined) ??
    text(field(body, 'message'))
  );
}

/**
 * "Server message if present, otherwise the fallback" (spec 001 §8): the text to show when a call with its own
 * failure notice ('Unable to add package', 'Opportunity creation failed!') fails. Without a response (offline,
 * timed out) the client's own message is more useful than the fallback, as spec 000 §8 rule 3 says.
 */
export function failureText(error: unknown, fallback: string): string {
  const fromServer = serverFailureText(error);
  if (fromServer) return fromServer;
  if (isApiFailure(error) && error.noResponse) return error.message || fallback;
  return fallback;
}
