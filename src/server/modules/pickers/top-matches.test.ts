// Issue 55: the record pickers read only their best SUGGEST_SIZE (top-matches.ts), and answer exactly what ranking every
// row in scope by the domain's nameMatchRank would (opportunities: wordStartMatchRank): the id typed or the whole name,
// then the name's start, (opportunities: then a word's start,) then anywhere; the list's own order among equals
// (accounts and opportunities newest first, projects by name).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUGGEST_SIZE } from '../../../domain/pickers/suggest';
import { nameMatchRank, wordStartMatchRank, type MatchRank, type WordStartRank } from '../../../domain/search/match-rank';
import { queryRows } from '../../db/client';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount, insertCity, insertOpportunity, insertProject } from '../../testing/opportunity-fixtures';
import { opportunityWordStarts } from './opportunity-word-starts';

type Named = { id: number; name: string };

type Rank = (name: string, q: string) => MatchRank | WordStartRank | null;

/** What ranking every row would list: rank (nameMatchRank unless `by`), then `tie`, the best SUGGEST_SIZE. */
function expected<T extends Named>(rows: readonly T[], q: string, tie: (a: T, b: T) => number, key?: (row: T) => boolean, by: Rank = nameMatchRank): number[] {
  const rank = (row: T): MatchRank | WordStartRank | null => (key?.(row) ? 0 : by(row.name, q));
  return rows
    .filter((row) => rank(row) !== null)
    .sort((a, b) => (rank(a) as number) - (rank(b) as number) || tie(a, b))
    .slice(0, SUGGEST_SIZE)
    .map((row) => row.id);
}

// Names made of a few syllables, so a short text is the whole name of some, the start of others and inside the rest.
const SYLLABLES = ['kor', 'al', 'mi', 'an', 'kora', 'li', 'ora', 'n'];
const nameOf = (i: number) =>
  [SYLLABLES[i % 8], SYLLABLES[(i >> 3) % 8], i % 5 === 0 ? ` ${SYLLABLES[(i >> 1) % 8]}` : ''].join('').replace(/^./, (c) => (i % 3 ? c.toUpperCase() : c));
const TYPED = ['kor', 'KORA', 'al', 'an', 'n', 'ora', 'li', 'kor al', 'mian', 'zz', 'Koral', 'deal', 'an d', 'kor-al', '-kor', '(mian', 'al (', 'an kor'];
// Deal names with punctuation and repeated words (a word that also starts the name is kept once, at the start).
const PUNCTUATED = ['Kor an kor al', 'Al-Kor (Mian) Homes', 'x.kor-al', 'Tower kor-al', 'Mian  kor', 'Dealers -kor', 'Ora/Deal li'];

describeOnBothBackends('record pickers read their best matches only', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  const ids = async (cookie: string, path: string) => {
    const response = await call(cookie, 'GET', `/api/sapna/v1/suggest/${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as { id: string }[]).map((r) => r.id);
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  it('accounts, profiles and opportunities: the same top 20 as ranking every row in scope, for the agent and the manager', async () => {
    const made: { id: number; name: string; agentId: number; profile: string; deal: number }[] = [];
    for (let i = 0; i < 90; i++) {
      const agentId = i % 4 === 0 ? cast.ids.outsider : cast.ids.agent;
      const name = nameOf(i);
      const account = await insertAccount(db(), { agentId, name, housingProfileId: `pick-${i}` });
      const deal = await insertOpportunity(db(), { accountId: account.id, ownerId: agentId, name: `${name} deal` });
      made.push({ id: account.id, name, agentId, profile: `pick-${i}`, deal: deal.id });
    }
    for (const name of PUNCTUATED) await insertOpportunity(db(), { accountId: made[1]!.id, ownerId: cast.ids.agent, name });
    const brandAccounts = await queryRows<Named & { agentId: number | null; profile: string | null }>(
      db(),
      sql`select id, name, agent_id as "agentId", housing_profile_id as profile from accounts where domain_id = 5`,
    );
    const brandDeals = await queryRows<Named & { ownerId: number | null; accountId: number }>(
      db(),
      sql`select id, name, owner_id as "ownerId", account_id as "accountId" from opportunities where domain_id = 5`,
    );
    const newestFirst = (a: Named, b: Named) => b.id - a.id;
    const ours = new Set(made.map((m) => m.id));
    for (const q of TYPED) {
      const path = encodeURIComponent(q);
      // The manager sees the brand; the agent their book (the fixture's accounts of theirs and nothing else here).
      expect(await ids(cast.cookies.manager, `account?q=${path}`), q).toEqual(expected(brandAccounts, q, newestFirst).map(String));
      const book = brandAccounts.filter((a) => a.agentId === cast.ids.agent);
      expect(await ids(cast.cookies.agent, `account?q=${path}`), q).toEqual(expected(book, q, newestFirst).map(String));
      const profiles = brandAccounts.filter((a) => a.profile !== null);
      const profileOf = new Map(profiles.map((a) => [a.id, a.profile]));
      expect(await ids(cast.cookies.manager, `profile?q=${path}`), q).toEqual(
        expected(profiles, q, newestFirst, (a) => a.profile === q.trim()).map((id) => profileOf.get(id)),
      );
      expect(await ids(cast.cookies.manager, `opportunity?q=${path}`), q).toEqual(expected(brandDeals, q, newestFirst, undefined, wordStartMatchRank).map(String));
      const agentDeals = brandDeals.filter((d) => d.ownerId === cast.ids.agent || book.some((a) => a.id === d.accountId));
      expect(await ids(cast.cookies.agent, `opportunity?q=${path}`), q).toEqual(expected(agentDeals, q, newestFirst, undefined, wordStartMatchRank).map(String));
    }
    // The id typed comes first, then the names holding those digits.
    const some = made[37]!;
    expect((await ids(cast.cookies.manager, `account?q=${some.id}`))[0]).toBe(String(some.id));
    expect((await ids(cast.cookies.agent, `opportunity?q=${some.deal}`))[0]).toBe(String(some.deal));
    expect(ours.size).toBe(90);
  });

  it("a whole brand's word starts: the same answer from the word's range as from the brand's opportunities newest first", async () => {
    const deals = await queryRows<Named>(db(), sql`select id, name from opportunities where domain_id = 5`);
    const newestFirst = (a: Named, b: Named) => b.id - a.id;
    const scope = { domainId: 5, all: true as const };
    for (const q of ['deal', 'kor', 'al', 'mi', 'an', 'li', 'kor al', 'kor-al', 'zz']) {
      // What the better ranks found (all of them, as top-matches.ts asks only then), and the word starts after them.
      const found = deals.filter((d) => (nameMatchRank(d.name, q) ?? 2) <= 1).map((d) => String(d.id));
      const starting = deals.filter((d) => wordStartMatchRank(d.name, q) === 2).sort(newestFirst).slice(0, 7).map((d) => d.id);
      for (const wordRows of [10_000, 3, 0]) {
        const read = opportunityWordStarts(scope, q, found, 7, wordRows);
        expect(read, q).not.toBeNull();
        const answer = (await queryRows<{ id: number }>(db(), read!)).map((r) => Number(r.id));
        expect(answer, `${q} (${wordRows} word rows)`).toEqual(starting);
      }
    }
    expect(opportunityWordStarts(scope, '-kor', [], 7)).toBeNull();
  });

  it('projects: the same top 20 as ranking every project (in the city asked), by name among equals', async () => {
    const city = await insertCity(db(), 'Pickerpur');
    for (let i = 0; i < 60; i++) await insertProject(db(), nameOf(i), i % 2 ? city : null);
    const all = await queryRows<Named & { cityId: number | null }>(db(), sql`select id, name, city_id as "cityId" from projects`);
    // The database's own order of names (its collation), as the picker lists equals.
    const order = (await queryRows<{ id: number }>(db(), sql`select id from projects order by name, id`)).map((r) => r.id);
    const place = new Map(order.map((id, i) => [id, i]));
    const byName = (a: Named, b: Named) => (place.get(a.id) as number) - (place.get(b.id) as number);
    for (const q of TYPED) {
      const path = encodeURIComponent(q);
      expect(await ids(cast.cookies.agent, `project?q=${path}`), q).toEqual(expected(all, q, byName).map(String));
      const inCity = all.filter((p) => p.cityId === city);
      expect(await ids(cast.cookies.agent, `project?q=${path}&cityId=${city}`), q).toEqual(expected(inCity, q, byName).map(String));
    }
    // More whole-name matches than a picker shows: the first 20 in the list's order (projects: by id among equal names).
    for (let i = 0; i < 25; i++) await insertProject(db(), 'Twin Towers', city);
    const twins = await queryRows<Named & { cityId: number | null }>(db(), sql`select id, name, city_id as "cityId" from projects where name = 'Twin Towers'`);
    expect(await ids(cast.cookies.agent, 'project?q=twin%20towers')).toEqual(twins.map((p) => p.id).sort((a, b) => a - b).slice(0, SUGGEST_SIZE).map(String));
    const some = all.find((p) => p.cityId === city)!;
    expect((await ids(cast.cookies.agent, `project?q=${some.id}`))[0]).toBe(String(some.id));
  });
});
