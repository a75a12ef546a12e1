import { api } from '../api/api';
import { useResource, type Resource } from '../data/use-resource';
import type { ReferenceData } from '../../../domain/reference/reference-data';

/** GET /api/sapna/v1/reference-data: the id → name lists screens share (the domain's contract). */
export type { ReferenceData };

// The same for every user of a brand and rarely changed: fetched once per page load and shared.
let pending: Promise<ReferenceData> | null = null;

export function fetchReferenceData(): Promise<ReferenceData> {
  pending ??= api.get<ReferenceData>('/sapna/v1/reference-data').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function useReferenceData(): Resource<ReferenceData> {
  return useResource('reference-data', fetchReferenceData);
}
