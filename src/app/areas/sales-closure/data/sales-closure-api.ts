import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { SalesClosureInput, SalesClosureView, SalesClosureYear } from '../../../../domain/sales-closure/sales-closure-schemas';

export type { SalesClosureView, SalesClosureYear };

/** GET /api/sapna/v1/sales-month-closure-date?year: the twelve months of a year. */
export function useSalesClosureYear(year: number): Resource<SalesClosureYear> {
  return useResource(`sales-closure:${year}`, (signal) => api.get<SalesClosureYear>('/sapna/v1/sales-month-closure-date', { query: { year }, signal }));
}

/** POST /api/sapna/v1/sales-month-closure-date: set or change a month's closure date. */
export const saveClosureDate = (input: SalesClosureInput) => api.post<SalesClosureView>('/sapna/v1/sales-month-closure-date', input);
