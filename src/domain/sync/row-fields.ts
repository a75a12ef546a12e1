import { z } from 'zod';

/** Field shapes every mirrored row uses: ids are integers, times ISO 8601 instants, days 'YYYY-MM-DD'. */
export const rowId = z.number().int();
export const nullableRowId = rowId.nullable();
export const instant = z.string().describe('ISO 8601 instant');
export const day = z.string().describe("'YYYY-MM-DD'");

/** A stored row on either side: the server's times are Dates, the device's ISO strings. */
export type StoredTimes<Row, Times extends keyof Row> = Omit<Row, Times> & { [K in Times]: Date | string };

/** A stored time as a row carries it (ISO 8601). */
export const isoOf = (time: Date | string): string => (typeof time === 'string' ? time : time.toISOString());
