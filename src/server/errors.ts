/**
 * One error shape for every route (ARCHITECTURE.md), the shape the spec's extraction reads (spec 000 §8):
 * `{ error: { msg } }`, plus `api_errors: { details, display_phrase }` for 422 and 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const unauthorized = (msg = 'Please sign in to continue.') => new ApiError(401, msg);
/** The refusal of an action the user's roles do not allow (a route's capability, a service's finer check). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const forbidden = (msg = FORBIDDEN_MESSAGE) => new ApiError(403, msg);
export const notFound = (msg = 'Not found.') => new ApiError(404, msg);
export const conflict = (msg: string) => new ApiError(409, msg);
export const unprocessable = (msg: string, details?: string) => new ApiError(422, msg, details);

export type ErrorBody = {
  error: { msg: string };
  api_errors?: { details: string; display_phrase: string };
};

export function errorBody(status: number, msg: string, details?: string): ErrorBody {
  const body: ErrorBody = { error: { msg } };
  if (status === 422 || status === 500) body.api_errors = { details: details ?? msg, display_phrase: msg };
  return body;
}
