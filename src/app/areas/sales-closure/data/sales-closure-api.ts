import { salesClosureEndpoints } from '../../../../domain/sales-closure/sales-closure.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { SalesClosureInput, SalesClosureView, SalesClosureYear } from '../../../../domain/sales-closure/sales-closure-schemas';

export type { SalesClosureView, SalesClosureYear };

/** GET /api/sapna/v1/sales-month-closure-date?year: the twelve months of a year. */
export function useSalesClosureYear(year: number): Resource<SalesClosureYear> {
  return useResource(`sales-closure:${year}`, (signal) => call(salesClosureEndpoints.year, { query: { year }, signal }));
}

/** POST /api/sapna/v1/sales-month-closure-date: set or change a month's closure date. */
export const saveClosureDate = (input: SalesClosureInput) => call(salesClosureEndpoints.save, { body: input });
