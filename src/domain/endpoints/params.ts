import { z } from 'zod';

/** A server id in a path or query string. */
export const idParam = () => z.coerce.number().int().positive().max(2_147_483_647);
/** A 0-based page number. */
export const pageParam = () => z.coerce.number().int().min(0).max(1_000_000).default(0);
