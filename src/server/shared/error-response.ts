// The one error shape (src/server/errors.ts) as a response schema, so the OpenAPI document lists error answers.
// Loose: a 400 also names the failing field, and 422/500 add api_errors; the serializer must not strip them.
import { z } from 'zod';

export const errorResponseSchema = z.looseObject({ error: z.object({ msg: z.string() }) });
