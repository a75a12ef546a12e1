import { istDateOf } from '../../../domain/format/ist-calendar';
import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_STATUS_NAMES, BROKER_STAGES, OPPORTUNITY_KINDS, OPPORTUNITY_STATUS_NAMES, stageBucketOf } from '../../../domain/opportunities/statuses';
import { PAYMENT_STATUS_GROUPS, PAYMENT_STATUS_NAMES, PAYMENT_TYPES, type PaymentStatusGroup } from '../../../domain/payments/statuses';
import {
  ACCOUNT_CLIENT_STATUS_LABELS,
  CLIENT_TYPE_LABELS,
  DESIGNATION_LABELS,
  PRODUCT_TYPE_LABELS,
} from '../../../domain/reference/ids';
import { COMMENT_ACTIVITY_TYPES } from '../../../domain/reference/limits';
import {
  TERMSHEET_ACCEPTANCE_NAMES,
  TERMSHEET_ADD_BLOCKING_STATUS_IDS,
  TERMSHEET_NOT_EDITABLE_STATUS_IDS,
  TERMSHEET_PDF_STATUS_IDS,
  TERMSHEET_STATUS_NAMES,
} from '../../../domain/termsheets/statuses';
import { cities, localities, localityRegionMappings, monetizableCities, regions } from '../../db/schema/index';
import { CASE_ASSIGN_STATUSES, CASE_REASONS } from '../../../domain/reference/case-lists';
import { TICKET_CATEGORIES, TICKET_FIELD_ID_MAPS } from '../../../domain/tickets/ticket-categories';
import { referenceVersion } from '../../shared/reference-version';
import { PAYMENT_MODE_NAMES } from '../../shared/payment-modes';
import type { ServiceContext } from '../../shared/service-context';
import type { MirrorReferenceData, ReferenceData } from '../../../domain/reference/reference-data';
import { mirroredCatalogue } from '../opportunities/catalogue.service';

function named(names: Record<number, string>): { id: number; name: string }[] {
  return Object.entries(names)
    .map(([id, name]) => ({ id: Number(id), name }))
    .sort((a, b) => a.id - b.id);
}

function groupsOf(statusId: number): PaymentStatusGroup[] {
  return (Object.keys(PAYMENT_STATUS_GROUPS) as PaymentStatusGroup[]).filter((group) =>
    (PAYMENT_STATUS_GROUPS[group] as readonly number[]).includes(statusId),
  );
}

/**
 * GET /sapna/v1/reference-data: the id → name lists every screen and the offline mirror use, built from the
 * constants in src/domain (named once there) and the cities table. Same for every signed-in user.
 */
export async function referenceData(ctx: ServiceContext): Promise<ReferenceData> {
  const version = await referenceVersion(ctx.tx);
  const cityRows = await ctx.tx.select({ id: cities.id, name: cities.name, tier: cities.tier }).from(cities).orderBy(asc(cities.name), asc(cities.id));
  const localityRows = await ctx.tx
    .select({ id: localities.id, cityId: localities.cityId, name: localities.name, regionId: localityRegionMappings.regionId })
    .from(localities)
    .leftJoin(localityRegionMappings, eq(localityRegionMappings.localityId, localities.id))
    .orderBy(asc(localities.cityId), asc(localities.name), asc(localities.id));
  const regionRows = await ctx.tx.select({ id: regions.id, cityId: regions.cityId, name: regions.name }).from(regions).orderBy(asc(regions.cityId), asc(regions.name));
  const monetizable = await ctx.tx.select({ cityId: monetizableCities.cityId }).from(monetizableCities).orderBy(asc(monetizableCities.cityId));
  return {
    paymentModes: named(PAYMENT_MODE_NAMES),
    paymentStatuses: named(PAYMENT_STATUS_NAMES).map((status) => ({ ...status, groups: groupsOf(status.id) })),
    paymentStatusGroups: Object.fromEntries(Object.entries(PAYMENT_STATUS_GROUPS).map(([group, ids]) => [group, [...ids]])),
    paymentTypes: [...PAYMENT_TYPES],
    termsheetStatuses: named(TERMSHEET_STATUS_NAMES).map((status) => ({
      ...status,
      editable: !TERMSHEET_NOT_EDITABLE_STATUS_IDS.includes(status.id),
      blocksNewTermsheet: TERMSHEET_ADD_BLOCKING_STATUS_IDS.includes(status.id),
      pdfAllowed: TERMSHEET_PDF_STATUS_IDS.includes(status.id),
    })),
    termsheetAcceptanceStatuses: named(TERMSHEET_ACCEPTANCE_NAMES),
    opportunityStatuses: named(OPPORTUNITY_STATUS_NAMES).map((status) => ({ ...status, bucket: stageBucketOf(status.id) ?? null })),
    opportunityKinds: [...OPPORTUNITY_KINDS],
    brokerStages: [...BROKER_STAGES],
    accountStatuses: named(ACCOUNT_STATUS_NAMES),
    clientTypes: named(CLIENT_TYPE_LABELS),
    clientStatuses: named(ACCOUNT_CLIENT_STATUS_LABELS),
    activityTypes: [...COMMENT_ACTIVITY_TYPES],
    designations: named(DESIGNATION_LABELS),
    productTypes: named(PRODUCT_TYPE_LABELS),
    cities: cityRows.map(({ id, name }) => ({ id, name })),
    cityTiers: cityRows.map((c) => ({ cityId: c.id, tier: c.tier })),
    localities: localityRows.map((l) => ({ ...l, regionId: l.regionId ?? null })),
    regions: regionRows,
    monetizableCityIds: monetizable.map((m) => m.cityId),
    ticketCategories: TICKET_CATEGORIES.map((c) => ({ ...c, subCategories: c.subCategories.map((sc) => ({ ...sc, attributes: [...sc.attributes] })) })),
    ticketFieldIdMaps: TICKET_FIELD_ID_MAPS.map((m) => ({ ...m })),
    caseAssignStatuses: CASE_ASSIGN_STATUSES.map((s) => ({ ...s })),
    caseReasons: CASE_REASONS.map((r) => ({ ...r })),
    version,
  };
}

/** The sync snapshot's reference row: the reference data plus the package picker's catalogue (one version for both). */
export async function mirrorReferenceData(ctx: ServiceContext): Promise<MirrorReferenceData> {
  return { ...(await referenceData(ctx)), ...(await mirroredCatalogue(ctx.tx, ctx.scope, ctx.user.id, istDateOf(ctx.now))) };
}
