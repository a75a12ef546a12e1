import { z } from 'zod';
import { mirroredCatalogueSchema } from '../catalogue/package-mirror';

const named = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** GET /sapna/v1/reference-data (and the sync snapshot's reference data): the id → name lists screens share. */
export const referenceDataSchema = z.object({
  /** Our names (the spec fixes only mode 10, which posts to v2). */
  paymentModes: named,
  paymentStatuses: z.array(z.object({ id: z.number().int(), name: z.string(), groups: z.array(z.string()) })),
  /** The spec's groups (001 §4): sentBackToRam, pending, rejected, reviveOrRecollect, approved, rejectedAfterApproval, refunded. */
  paymentStatusGroups: z.record(z.string(), z.array(z.number().int())),
  paymentTypes: z.array(z.string()),
  termsheetStatuses: z.array(
    z.object({ id: z.number().int(), name: z.string(), editable: z.boolean(), blocksNewTermsheet: z.boolean(), pdfAllowed: z.boolean() }),
  ),
  termsheetAcceptanceStatuses: named,
  opportunityStatuses: z.array(z.object({ id: z.number().int(), name: z.string(), bucket: z.enum(['open', 'closed', 'lost']).nullable() })),
  opportunityKinds: z.array(z.string()),
  brokerStages: z.array(z.string()),
  accountStatuses: named,
  clientTypes: named,
  clientStatuses: named,
  activityTypes: z.array(z.string()),
  designations: named,
  productTypes: named,
  cities: named,
  /** Issue 11: what the field screens need of the geography, mirrored on the device. */
  cityTiers: z.array(z.object({ cityId: z.number().int(), tier: z.number().int() })),
  localities: z.array(z.object({ id: z.number().int(), cityId: z.number().int(), name: z.string(), regionId: z.number().int().nullable() })),
  regions: z.array(z.object({ id: z.number().int(), cityId: z.number().int(), name: z.string() })),
  monetizableCityIds: z.array(z.number().int()),
  /** The version these lists are of (each pull answers the current one; another means download again). */
  version: z.number().int(),
});
export type ReferenceData = z.infer<typeof referenceDataSchema>;

/**
 * The sync snapshot's reference row: the reference data plus what the device keeps of the catalogue for the
 * package picker (catalogue/package-mirror.ts). GET /sapna/v1/reference-data stays without it (online screens
 * read the catalogue from its routes); the version covers both, so a catalogue write reaches devices at their
 * next pull.
 */
export const mirrorReferenceDataSchema = referenceDataSchema.extend(mirroredCatalogueSchema.shape);
export type MirrorReferenceData = z.infer<typeof mirrorReferenceDataSchema>;
