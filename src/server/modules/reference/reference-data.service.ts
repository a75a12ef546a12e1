import { istDateOf } from '../../../domain/format/ist-calendar';
import type { StatusTable } from '../../../domain/format/status-table';
import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_STATUS, BROKER_STAGES, OPPORTUNITY_KINDS, OPPORTUNITY_STATUS, stageBucketOf } from '../../../domain/opportunities/statuses';
import { PAYMENT_STATUS, PAYMENT_STATUS_GROUPS, PAYMENT_TYPES, type PaymentStatusGroup } from '../../../domain/payments/statuses';
import { ACCOUNT_CLIENT_STATUS, CLIENT_TYPE, DESIGNATION, PRODUCT_TYPE } from '../../../domain/reference/ids';
import { COMMENT_ACTIVITY_TYPES } from '../../../domain/reference/limits';
import {
  TERMSHEET_ACCEPTANCE,
  TERMSHEET_ADD_BLOCKING_STATUS_IDS,
  TERMSHEET_NOT_EDITABLE_STATUS_IDS,
  TERMSHEET_PDF_STATUS_IDS,
  TERMSHEET_STATUS,
} from '../../../domain/termsheets/statuses';
import { cities, localities, localityRegionMappings, monetizableCities, regions } from '../../db/schema/index';
import { CASE_ASSIGN_STATUSES, CASE_REASONS } from '../../../domain/reference/case-lists';
import { TICKET_CATEGORIES, TICKET_FIELD_ID_MAPS } from '../../../domain/tickets/ticket-categories';
import { referenceVersion } from '../../shared/reference-version';
import { PAYMENT_MODE } from '../../shared/payment-modes';
import type { ServiceContext } from '../../shared/http/service-context';
import type { MirrorReferenceData, ReferenceData } from '../../../domain/reference/reference-data';
import { mirroredCatalogue } from '../opportunities/catalogue.service';

function named(table: StatusTable<number>): { id: number; name: string }[] {
  return table.entries.map(([id, name]) => ({ id, name }));
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
    paymentModes: named(PAYMENT_MODE),
    paymentStatuses: named(PAYMENT_STATUS).map((status) => ({ ...status, groups: groupsOf(status.id) })),
    paymentStatusGroups: Object.fromEntries(Object.entries(PAYMENT_STATUS_GROUPS).map(([group, ids]) => [group, [...ids]])),
    paymentTypes: [...PAYMENT_TYPES],
    termsheetStatuses: named(TERMSHEET_STATUS).map((status) => ({
      ...status,
      editable: !TERMSHEET_NOT_EDITABLE_STATUS_IDS.includes(status.id),
      blocksNewTermsheet: TERMSHEET_ADD_BLOCKING_STATUS_IDS.includes(status.id),
      pdfAllowed: TERMSHEET_PDF_STATUS_IDS.includes(status.id),
    })),
    termsheetAcceptanceStatuses: named(TERMSHEET_ACCEPTANCE),
    opportunityStatuses: named(OPPORTUNITY_STATUS).map((status) => ({ ...status, bucket: stageBucketOf(status.id) ?? null })),
    opportunityKinds: [...OPPORTUNITY_KINDS],
    brokerStages: [...BROKER_STAGES],
    accountStatuses: named(ACCOUNT_STATUS),
    clientTypes: named(CLIENT_TYPE),
    clientStatuses: named(ACCOUNT_CLIENT_STATUS),
    activityTypes: [...COMMENT_ACTIVITY_TYPES],
    designations: named(DESIGNATION),
    productTypes: named(PRODUCT_TYPE),
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
