import type { IdAllocator } from './generate/id-allocator';
import type { RowSink } from './write/row-sink';
import type { Rng } from './generate/random';
import type { RefCity, RefLocality, Reference } from './data/reference';
import type { Staff } from './demo/staff';
import { addDaysToInstant } from '../../domain/format/ist-calendar';

/** What every generator reads: the reference data, the staff, the id counters, the writer, the anchor day. */
export type GenContext = {
  seed: number;
  /** Start of the day the data is generated for: dates are relative to it, so the demo always looks current. */
  anchor: Date;
  ref: Reference;
  staff: Staff;
  alloc: IdAllocator;
  writer: RowSink;
  /** Per brand (domain id): the discount reviewer (a city head) and the approving authority (the national sales head). */
  approvers: ReadonlyMap<number, { reviewerId: number; approverId: number }>;
  /** Who performed the seeded account merges (an admin). */
  adminId: number | null;
  /** A small pool of sign-up addresses shared by several accounts (merge-ip-detected-accounts). */
  sharedIps: readonly string[];
  /** How much activity to generate per row: 1 for the demo, lower for the benchmark volume. */
  density: { comments: number; listings: number; leads: number };
  /** Values computed once per generation (JSON texts per package and city, eligible packages...). */
  memo: Map<string, unknown>;
};

/** The value for the key, computed on first use (the generator runs millions of times for the large seed). */
export function memo<T>(ctx: GenContext, key: string, make: () => T): T {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = make();
  ctx.memo.set(key, value);
  return value;
}

/** One agent's book: how many accounts of which kinds, in which cities. */
export type BookPlan = {
  /** Distinct per plan; with the account's index it seeds that account's generator. */
  key: number;
  agentId: number | null;
  domainId: number;
  accounts: number;
  clientTypes: readonly (readonly [number, number])[];
  /** The kind of the opportunities on owner (client type 3) accounts; random owner/tenant when absent. */
  ownerKind?: 'owner' | 'tenant';
  /** Weights of the number of opportunities per account. */
  opportunities: readonly (readonly [number, number])[];
  /** Preferred cities (ids); the rest of the country gets a share too. */
  cityIds: readonly number[];
  /** The demo agent's book: guarantees every status, bucket and approval state shows up in it. */
  showcase?: boolean;
};

/** What later generators need to know about a generated account. */
/** A generated person's name (account owners, contacts, legal-entity holders). */
export type Person = { first: string; last: string };

export type AccountDraft = {
  id: number;
  name: string;
  clientTypeId: number;
  statusId: number;
  domainId: number;
  agentId: number | null;
  city: RefCity;
  locality: RefLocality;
  housingProfileId: string | null;
  createdAt: Date;
  contacts: { id: number; name: string; contactTypeId: number; active: boolean; row: { opportunityId?: number | null } }[];
  legalEntities: { id: number; legalName: string; billingPin: string; active: boolean }[];
  projects: { id: number; name: string }[];
};

export { DAY_MS } from '../../domain/format/ist-calendar';

export function daysBefore(anchor: Date, days: number): Date {
  return addDaysToInstant(anchor, -days);
}

/** A moment between two dates (to the second). */
export function between(rng: Rng, from: Date, to: Date): Date {
  const a = from.getTime();
  const b = Math.max(a, to.getTime());
  return new Date(a + Math.floor(rng.next() * ((b - a) / 1000)) * 1000);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Money as the numeric column wants it, from integer paise. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
