import { z } from 'zod';
import { idParam } from '../endpoints/params';

/** A query value; blank means no filter (spec 001 §5: a price query drops empty parameter values). */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const queryId = () => z.preprocess(blankIsAbsent, idParam().optional());
export const queryWhole = (max: number) => z.preprocess(blankIsAbsent, z.coerce.number().int().min(1).max(max).optional());
export const queryText = (max = 200) => z.preprocess(blankIsAbsent, z.string().trim().max(max).optional());
export const queryBoolean = () => z.preprocess(blankIsAbsent, z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')));
