import type { z } from 'zod';
import { badRequest } from '../../errors';

/**
 * Validates a service's input with its domain schema and refuses it with the first field's message (400),
 * so the sync push, which calls services without the route's schema, gets the same answer as the route.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request.');
  return result.data;
}
