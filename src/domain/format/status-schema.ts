import { z } from 'zod';
import type { StatusId, StatusTable } from './status-table';

/** Accepts exactly a status table's ids: z.enum for string ids, z.literal for numbers. */
export function statusSchema<Id extends StatusId>(table: StatusTable<Id, string>): z.ZodType<Id> {
  return (table.numeric ? z.literal(table.ids as readonly number[] as number[]) : z.enum(table.ids as readonly string[] as [string, ...string[]])) as unknown as z.ZodType<Id>;
}
