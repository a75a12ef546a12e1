import { api } from '../api/api';
import { useResource, type Resource } from '../data/use-resource';

type Named = { id: number; name: string };

/** GET /api/sapna/v1/reference-data: the id → name lists screens share (the server's JSON, as it answers). */
export type ReferenceData = {
  paymentModes: Named[];
  paymentStatuses: { id: number; name: string; groups: string[] }[];
  paymentStatusGroups: Record<string, number[]>;
  paymentTypes: string[];
  termsheetStatuses: { id: number; name: string; editable: boolean; blocksNewTermsheet: boolean; pdfAllowed: boolean }[];
  termsheetAcceptanceStatuses: Named[];
  opportunityStatuses: { id: number; name: string; bucket: 'open' | 'closed' | 'lost' | null }[];
  opportunityKinds: string[];
  brokerStages: string[];
  accountStatuses: Named[];
  clientTypes: Named[];
  clientStatuses: Named[];
  activityTypes: string[];
  designations: Named[];
  productTypes: Named[];
  cities: Named[];
};

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
