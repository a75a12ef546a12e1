import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, listingLeads, listings } from '../../db/schema/index';
import { accountInReadScope, type Scope } from '../../scope/scope';

export type ListingRow = typeof listings.$inferSelect;

/** A profile is visible when an account with that housingProfileId is in the user's scope (accounts_profile_idx). */
export async function isProfileInScope(tx: Tx, scope: Scope, profileUuid: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.housingProfileId, profileUuid), accountInReadScope(scope)))
    .limit(1);
  return row !== undefined;
}

/** Condition on `listings`: its profile belongs to an account in scope. */
export function listingInScope(scope: Scope): SQL {
  return sql`exists (select 1 from ${accounts} where ${accounts.housingProfileId} = ${listings.profileUuid} and ${accountInReadScope(scope)})`;
}

export type ListingFilter = { types?: readonly string[]; statuses?: readonly string[]; ids?: readonly number[]; untaggedOnly?: boolean };

function listingConditions(profileUuid: string, filter: ListingFilter): SQL {
  const conditions: SQL[] = [eq(listings.profileUuid, profileUuid)];
  if (filter.types?.length) conditions.push(inArray(listings.listingType, [...filter.types]));
  if (filter.statuses?.length) conditions.push(inArray(listings.status, [...filter.statuses]));
  if (filter.ids?.length) conditions.push(inArray(listings.id, [...filter.ids]));
  if (filter.untaggedOnly) conditions.push(sql`${listings.taggedProductMappingId} is null`);
  return and(...conditions) as SQL;
}

/** A profile's listings, newest first (listings_profile_idx). */
export async function findProfileListings(tx: Tx, profileUuid: string, filter: ListingFilter, page?: { limit: number; offset: number }) {
  const query = tx
    .select()
    .from(listings)
    .where(listingConditions(profileUuid, filter))
    .orderBy(desc(listings.dateAdded), desc(listings.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countProfileListings(tx: Tx, profileUuid: string, filter: ListingFilter): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(listings).where(listingConditions(profileUuid, filter));
  return Number(row?.value ?? 0);
}

export async function countNewProjectListings(tx: Tx, profileUuid: string, filter: ListingFilter): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(listings)
    .where(and(listingConditions(profileUuid, filter), eq(listings.isNewProject, true)));
  return Number(row?.value ?? 0);
}

export type LeadCount = { listingId: number; service: string; leadCount: number };

/** Leads per listing and service between two instants (listing_leads_listing_idx). */
export async function sumLeads(tx: Tx, listingIds: readonly number[], from: Date, to: Date, services?: readonly string[]): Promise<LeadCount[]> {
  if (listingIds.length === 0) return [];
  const conditions: SQL[] = [inArray(listingLeads.listingId, [...listingIds]), gte(listingLeads.leadDate, from), lte(listingLeads.leadDate, to)];
  if (services?.length) conditions.push(inArray(listingLeads.service, [...services]));
  const rows = await tx
    .select({ listingId: listingLeads.listingId, service: listingLeads.service, leadCount: sql<string>`sum(${listingLeads.leadCount})` })
    .from(listingLeads)
    .where(and(...conditions))
    .groupBy(listingLeads.listingId, listingLeads.service)
    .orderBy(listingLeads.listingId, listingLeads.service);
  return rows.map((r) => ({ ...r, leadCount: Number(r.leadCount) }));
}

export async function findListingsInScope(tx: Tx, scope: Scope, ids: readonly number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), listingInScope(scope)))
    .orderBy(listings.id);
}
