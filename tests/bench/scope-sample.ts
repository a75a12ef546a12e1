// Request parameters drawn from a signed-in user's scope with the server's own scope rule
// (src/server/scope/scope.ts), so every benchmarked request asks for something the user may see.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { accounts, contacts, opportunities } from '../../src/server/db/schema/index';
import { accountInReadScope, opportunityInScope, scopeOf, type Scope } from '../../src/server/scope/scope';
import type { SignedInUser } from './http-session';

export type ScopeSample = {
  scope: Scope;
  /** Accounts the user may open, in random order. */
  accountIds: number[];
  /** Opportunities the user may open, in random order. */
  opportunityIds: number[];
  /** First three letters of account names in scope (my-accounts name search). */
  namePrefixes: string[];
  /** Cities of accounts in scope, most accounts first (my-accounts city filter). */
  cityIds: number[];
  /** A word of opportunity names in scope (opportunity search by name). */
  opportunityWords: string[];
  /** A word of the names of contacts in scope (contact search), drawn as the opportunity words are. */
  contactWords: string[];
};

const SAMPLE = 5000;

/** Random rows from an in-scope set, in the database (tablesample would miss a small agent's book). */
export async function sampleScope(db: Db, user: SignedInUser): Promise<ScopeSample> {
  const scope = await scopeOf(db, user);
  const accountRows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(accountInReadScope(scope))
    .orderBy(sql`random()`)
    .limit(SAMPLE);
  const opportunityRows = await db
    .select({ id: opportunities.id, name: opportunities.name })
    .from(opportunities)
    .where(opportunityInScope(scope))
    .orderBy(sql`random()`)
    .limit(SAMPLE);
  // Contacts of accounts in scope; names of a few letters too ("Ravi"), which many contacts share.
  const contactRows = await db
    .select({ name: contacts.name })
    .from(contacts)
    .innerJoin(accounts, eq(accounts.id, contacts.accountId))
    .where(and(accountInReadScope(scope), eq(contacts.active, true)))
    .orderBy(sql`random()`)
    .limit(SAMPLE);
  const cityRows = await db
    .select({ cityId: accounts.cityId, n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(accountInReadScope(scope), sql`${accounts.cityId} is not null`))
    .groupBy(accounts.cityId)
    .orderBy(sql`count(*) desc`)
    .limit(10);
  const prefixes = new Set<string>();
  for (const a of accountRows) {
    const p = a.name.trim().slice(0, 3);
    if (p.length === 3 && /^[A-Za-z]{3}$/.test(p)) prefixes.add(p);
    if (prefixes.size >= 20) break;
  }
  const words = new Set<string>();
  for (const o of opportunityRows) {
    const word = o.name.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w));
    if (word) words.add(word);
    if (words.size >= 20) break;
  }
  const contactWords = new Set<string>();
  for (const c of contactRows) {
    const word = c.name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w));
    if (word) contactWords.add(word);
    if (contactWords.size >= 20) break;
  }
  return {
    scope,
    accountIds: accountRows.map((a) => a.id),
    opportunityIds: opportunityRows.map((o) => o.id),
    namePrefixes: [...prefixes],
    cityIds: cityRows.flatMap((c) => (c.cityId === null ? [] : [c.cityId])),
    opportunityWords: [...words],
    contactWords: [...contactWords],
  };
}

/** One account with the most opportunities in scope, the heavy account page (and contacts/comments of it). */
export async function busiestAccount(db: Db, scope: Scope): Promise<number | undefined> {
  const [row] = await db
    .select({ id: opportunities.accountId })
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(accountInReadScope(scope))
    .groupBy(opportunities.accountId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return row?.id;
}
