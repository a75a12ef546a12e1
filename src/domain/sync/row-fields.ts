import { z } from 'zod';

/** Field shapes every mirrored row uses: ids are integers, times ISO 8601 instants, days 'YYYY-MM-DD'. */
export const rowId = z.number().int();
export const nullableRowId = rowId.nullable();
export const instant = z.string().describe('ISO 8601 instant');
export const day = z.string().describe("'YYYY-MM-DD'");
