import { z } from 'zod';

/**
 * The API's one error shape (server/errors.ts) as an answer schema, so the OpenAPI document lists error answers.
 * Loose: a 400 also names the failing field, and 422/500 add api_errors; the serializer must not strip them.
 */
export const errorResponseSchema = z.looseObject({ error: z.object({ msg: z.string() }) });

/** A failure status an endpoint may document. */
export type FailureStatus = 400 | 401 | 403 | 404 | 406 | 409 | 413 | 415 | 422 | 429;

/** OpenAPI: these failure answers, each in the one error shape (an endpoint's `failures`). */
export function failureAnswers(...statuses: FailureStatus[]): Partial<Record<FailureStatus, z.ZodType>> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
}
