import type { ReferenceData } from './reference-data';

/**
 * The lists of the reference data by name, without the schema: the device copy keeps each as its own entry, and a
 * screen that reads them from there need not load the schema's validation library (reference-keys.test.ts keeps
 * this in step with referenceDataSchema).
 */
export const REFERENCE_DATA_KEYS = [
  'paymentModes',
  'paymentStatuses',
  'paymentStatusGroups',
  'paymentTypes',
  'termsheetStatuses',
  'termsheetAcceptanceStatuses',
  'opportunityStatuses',
  'opportunityKinds',
  'brokerStages',
  'accountStatuses',
  'clientTypes',
  'clientStatuses',
  'activityTypes',
  'designations',
  'productTypes',
  'cities',
  'cityTiers',
  'localities',
  'regions',
  'monetizableCityIds',
  'ticketCategories',
  'ticketFieldIdMaps',
  'caseAssignStatuses',
  'caseReasons',
  'version',
] as const satisfies readonly (keyof ReferenceData)[];
