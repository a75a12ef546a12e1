// Issue 55: the searches a person types into list the best match first (exact, then the start, then anywhere),
// bounded (the matches read at most 10,001 times; "10,000+" beyond), and the SQL rank is the domain's rank.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountMatchRank } from '../../../domain/accounts/account-query';
import { byMatchRank, nameMatchRank, nameWords, opportunityMatchRank, wordsMatchRank } from '../../../domain/search/match-rank';
import { wordSearchPage } from './word-search';
import { queryRows } from '../../db/client';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser } from '../../testing/fixtures';
import {
  caller,
  createCast,
  insertAccount,
  insertCity,
  insertLocality,
  insertOpportunity,
  insertPackage,
  insertPackageMapping,
  insertProduct,
  insertProductMapping,
  insertProject,
} from '../../testing/opportunity-fixtures';
import { nameMatchRankSql, wordsMatchRankSql, wordsMatchSql } from './match-rank.sql';

type Row = { id: number; name?: string; accountName?: string; accountId?: number };

describeEachBackend('ranked type-in search', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  const get = async (cookie: string, path: string) => {
    const response = await call(cookie, 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  it('opportunity search lists the whole name, then names starting with the word, then names holding it; newest first among equals', async () => {
    const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Rank Realty' });
    const make = (name: string) => insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name });
    // Created best match first, so newest first alone would list them the other way round.
    const exact = await make('Kestrel');
    const prefix = await make('kestrel Heights');
    const containsOld = await make('Old Kestrel Park');
    const containsNew = await make('New Kestrel Park');
    await make('Falcon Court');
    for (const cookie of [cast.cookies.agent, cast.cookies.manager]) {
      const page = await get(cookie, `/api/sapna/v1/opportunity/search?accountId=${account.id}&q=KESTREL`);
      expect(page.results.map((r: Row) => r.id)).toEqual([exact.id, prefix.id, containsNew.id, containsOld.id]);
      expect(page).toMatchObject({ totalCount: 4, page: 0, size: 10 });
      expect(page.totalCapped).toBeUndefined();
    }
    // A number typed is also the id: that opportunity comes first.
    const byId = await get(cast.cookies.manager, `/api/sapna/v1/opportunity/search?q=${containsOld.id}`);
    expect(byId.results[0].id).toBe(containsOld.id);
    // Another agent's opportunities stay out of the agent's ranked list.
    const stranger = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Stranger Realty' });
    const strangers = await insertOpportunity(db(), { accountId: stranger.id, ownerId: cast.ids.outsider, name: 'Kestrel' });
    const agents = await get(cast.cookies.agent, '/api/sapna/v1/opportunity/search?q=kestrel');
    expect(agents.results.map((r: Row) => r.id)).not.toContain(strangers.id);
    expect(agents.results.slice(0, 1).map((r: Row) => r.id)).toEqual([exact.id]);
    // The whole brand, one word: from opportunity_name_words alone. A name holding the text inside a word is no match;
    // words typed in any order are.
    const inside = await make('Falconkestrel Court');
    const brand = await get(cast.cookies.manager, '/api/sapna/v1/opportunity/search?q=kestrel');
    expect(brand.results.map((r: Row) => r.id)).toEqual([strangers.id, exact.id, prefix.id, containsNew.id, containsOld.id]);
    expect(brand).toMatchObject({ totalCount: 5 });
    const twoWords = await get(cast.cookies.manager, `/api/sapna/v1/opportunity/search?accountId=${account.id}&q=park%20kes`);
    expect(twoWords.results.map((r: Row) => r.id)).toEqual([containsNew.id, containsOld.id]);
    // Renames keep the words (trigger): the new name is found, the old one no longer.
    await db().execute(sql`update opportunities set name = case id when ${prefix.id} then 'Heights of Kestrel' else 'Kestrel Nest' end where id in (${prefix.id}, ${inside.id})`);
    const renamed = await get(cast.cookies.manager, '/api/sapna/v1/opportunity/search?q=kestrel');
    expect(renamed.results.map((r: Row) => r.id)).toEqual([strangers.id, exact.id, inside.id, containsNew.id, containsOld.id, prefix.id]);
    expect((await get(cast.cookies.manager, '/api/sapna/v1/opportunity/search?q=falconkestrel')).results).toEqual([]);
  });

  it('my-accounts search lists the id, housing profile id or whole name typed first, then the names starting with it, most recently updated first among equals; a chosen sort still applies', async () => {
    const exactName = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Quokka', updatedAt: new Date('2026-01-01T00:00:00Z') });
    const byProfile = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Wombat Estates', housingProfileId: 'quokka', updatedAt: new Date('2026-01-02T00:00:00Z') });
    const prefixNew = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Quokka Homes', updatedAt: new Date('2026-06-01T00:00:00Z') });
    const prefixOld = await insertAccount(db(), { agentId: cast.ids.agent, name: 'quokka builders', updatedAt: new Date('2026-03-01T00:00:00Z') });
    await insertAccount(db(), { agentId: cast.ids.agent, name: 'The Quokka Group' }); // holds it, does not start with it
    for (const cookie of [cast.cookies.agent, cast.cookies.manager]) {
      const page = await get(cookie, '/api/sapna/v1/account/search?q=quokka');
      expect(page.results.map((r: { accountId: number }) => r.accountId)).toEqual([byProfile.id, exactName.id, prefixNew.id, prefixOld.id]);
      expect(page).toMatchObject({ totalCount: 4, page: 0, size: 100 });
    }
    const byId = await get(cast.cookies.manager, `/api/sapna/v1/account/search?q=${prefixOld.id}`);
    expect(byId.results[0].accountId).toBe(prefixOld.id);
    const sorted = await get(cast.cookies.agent, '/api/sapna/v1/account/search?q=quokka&sort=updatedAt&order=desc');
    expect(sorted.results.map((r: { accountId: number }) => r.accountId)).toEqual([prefixNew.id, prefixOld.id, byProfile.id, exactName.id]);
  });

  it('past 10,000 matches answers "10,000+" and still lists the best matches first, then the newest of the rest', async () => {
    const account = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Zyzzyva Oldest' });
    // The best matches are the oldest rows: a list read in any table order would not find them first.
    const exactDeal = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.outsider, name: 'Zyzzyva' });
    await db().execute(sql`insert into opportunities (name, type_id, account_id, domain_id, owner_id)
      select 'Deal zyzzyva ' || g, 1, ${account.id}, 5, ${cast.ids.outsider} from generate_series(1, 10050) g`);
    const deals = await get(cast.cookies.manager, '/api/sapna/v1/opportunity/search?q=zyzzyva');
    expect(deals).toMatchObject({ totalCount: 10_001, totalCapped: true, page: 0, size: 10 });
    expect(deals.results.map((r: Row) => r.name)).toEqual(['Zyzzyva', ...Array.from({ length: 9 }, (_, i) => `Deal zyzzyva ${10050 - i}`)]);
    expect(deals.results[0].id).toBe(exactDeal.id);
    const second = await get(cast.cookies.manager, '/api/sapna/v1/opportunity/search?q=zyzzyva&page=1');
    expect(second.results.map((r: Row) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Deal zyzzyva ${10041 - i}`));

    await db().execute(sql`insert into accounts (name, client_type_id, domain_id, agent_id, updated_at)
      select 'Zyzzyva Realty ' || g, 2, 5, ${cast.ids.outsider}, now() from generate_series(1, 10050) g`);
    const accounts = await get(cast.cookies.manager, '/api/sapna/v1/account/search?q=zyzzyva');
    expect(accounts).toMatchObject({ totalCount: 10_001, totalCapped: true, page: 0, size: 100 });
    expect(accounts.results).toHaveLength(100);
    expect(accounts.results.filter((r: { accountName: string }) => r.accountName.toLowerCase() === 'zyzzyva')).toHaveLength(0);
    // An exact name, updated longest ago, still comes first.
    const oldExact = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'ZYZZYVA', updatedAt: new Date('2000-01-01T00:00:00Z') });
    const again = await get(cast.cookies.manager, '/api/sapna/v1/account/search?q=zyzzyva');
    expect(again.results[0].accountId).toBe(oldExact.id);
    expect(again.results.slice(1).every((r: { accountName: string }) => r.accountName.startsWith('Zyzzyva '))).toBe(true);
  });

  it('the SQL rank is the domain rank (nameMatchRank) for names and typed texts of every kind', async () => {
    const names = ['Kestrel', 'kestrel heights', 'Old KESTREL park', 'Falcon', 'a_b%c', 'A_B%C tower', 'x a_b%c', 'axbyc', 'Ünïcode Ville', 'ünïcode', '  spaced  ', 'Rao Estates'];
    const typed = ['kestrel', 'KESTREL', 'Kestrel Heights', 'park', 'a_b%c', 'a_b', '%', '_', 'ünïcode', 'spaced', ' rao ', 'estates', 'zzz'];
    for (const q of typed) {
      const values = sql.join(names.map((n, i) => sql`(${sql.raw(String(i))}, ${n})`), sql`, `);
      const rows = await queryRows<{ i: number; rank: number | null }>(db(), sql`select i, ${nameMatchRankSql(sql`n`, q)} as rank from (values ${values}) v(i, n) order by i`);
      expect(rows.map((r) => (r.rank === null ? null : Number(r.rank))), q).toEqual(names.map((n) => nameMatchRank(n, q)));
    }
    // The words of a name: the trigger's split (SQL) is the device's (nameWords), and a word search over a brand from
    // the words alone (wordSearchPage) lists what opportunityMatchRank ranks, in the same order.
    const wordNames = ['Kohinoor-City Phase_2', 'kohinoor', 'KOHINOOR (A)', 'The Kohinoor, Pune', 'Kohinoorville', 'x kohinoor kohinoor', '  kohinoor  ', 'Ünïcode Kohinoor', 'ünïcode', 'tab\tkoh{i}', 'Rao@Estates.com', 'koh'];
    for (const name of wordNames) {
      const [row] = await queryRows<{ words: string[] | string }>(db(), sql`select array(select word from opportunity_name_words_of(${name}) order by word collate "C") as words`);
      const words = typeof row!.words === 'string' ? (row!.words === '{}' ? [] : row!.words.slice(1, -1).split(',').map((w) => w.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'))) : row!.words;
      expect(words, name).toEqual([...new Set(nameWords(name))].sort());
    }
    const wordAccount = await insertAccount(db(), { agentId: cast.ids.agent, domainId: 99, name: 'Words' });
    const made: { id: number; name: string }[] = [];
    for (const name of wordNames) made.push(await insertOpportunity(db(), { accountId: wordAccount.id, domainId: 99, name }));
    for (const q of ['kohinoor', 'KOH', 'ünï', 'rao', 'estates', 'i', String(made[3]!.id), 'zzz']) {
      const expected = made
        .filter((o) => opportunityMatchRank(o, q) !== null)
        .sort(byMatchRank((o: { id: number; name: string }) => opportunityMatchRank(o, q), (a, b) => b.id - a.id))
        .map((o) => o.id);
      const id = /^\d+$/.test(q) ? Number(q) : null;
      const page = await server.database.db.transaction((tx) =>
        wordSearchPage(tx, {
          words: { table: sql`opportunity_name_words`, id: sql.raw('opportunity_id') },
          domainId: 99,
          word: q.toLowerCase(),
          typedId: id === null ? null : sql`select id from opportunities where id = ${id} and domain_id = 99`,
          newest: () => sql`select 0 where false`,
          page: 0,
          size: 20,
        }),
      );
      expect(page.ids, q).toEqual(expected);
      expect(page.total.totalCount, q).toBe(expected.length);
    }
    // The pickers' city and locality search: wordsMatchSql and its rank are wordsMatchRank.
    for (const q of ['kohinoor', 'KOH city', 'city koh', 'ünï', 'rao', 'estates', 'i', 'oor', 'phase_2', '2', '(a)', '--', 'zzz']) {
      const values = sql.join(wordNames.map((n, i) => sql`(${sql.raw(String(i))}, ${n})`), sql`, `);
      const rows = await queryRows<{ i: number; rank: number }>(db(), sql`select i, ${wordsMatchRankSql(sql`n`, q)} as rank from (values ${values}) v(i, n) where ${wordsMatchSql(sql`n`, q)} order by i`);
      const expected = wordNames.flatMap((n, i) => (wordsMatchRank(n, q) === null ? [] : [{ i, rank: wordsMatchRank(n, q) }]));
      expect(rows.map((r) => ({ i: Number(r.i), rank: Number(r.rank) })), q).toEqual(expected);
    }
    // The device ranks as the server lists (server-parity.test.ts compares whole pages): the domain twins agree.
    expect(opportunityMatchRank({ id: 42, name: 'Falcon' }, '42')).toBe(0);
    expect(accountMatchRank({ accountId: 7, housingProfileId: 'hp-1', name: 'Falcon' }, 'hp-1')).toBe(0);
    expect(accountMatchRank({ accountId: 7, housingProfileId: null, name: 'The Falcon' }, 'falcon')).toBeNull();
  });

  it('the pickers\' suggest route (issue 51) answers within scope, ranked, at most 20, and names back the ids a form holds', async () => {
    const names = async (cookie: string, path: string) => ((await get(cookie, `/api/sapna/v1/suggest/${path}`)).results as { id: string; name: string }[]).map((r) => r.name);
    const ids = async (cookie: string, path: string) => ((await get(cookie, `/api/sapna/v1/suggest/${path}`)).results as { id: string }[]).map((r) => r.id);
    // Accounts and their profiles: the agent's book only; the manager's brand, never the other brand's.
    const contains = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Grey Ibisbill', housingProfileId: 'prof-ibis-1' });
    const prefix = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Ibisbill Towers' });
    const exact = await insertAccount(db(), { agentId: cast.ids.agent, name: 'IBISBILL' });
    const outsiders = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Ibisbill', housingProfileId: 'prof-ibis-2' });
    const otherBrand = await insertAccount(db(), { agentId: null, name: 'Ibisbill', domainId: 1, housingProfileId: 'prof-ibis-3' });
    expect(await ids(cast.cookies.agent, 'account?q=ibisbill')).toEqual([exact.id, prefix.id, contains.id].map(String));
    const managers = await ids(cast.cookies.manager, 'account?q=ibisbill');
    expect(managers.slice(0, 2).sort()).toEqual([exact.id, outsiders.id].map(String).sort());
    expect(managers).not.toContain(String(otherBrand.id));
    expect(await ids(cast.cookies.agent, 'profile?q=ibisbill')).toEqual(['prof-ibis-1']);
    expect(await ids(cast.cookies.manager, 'profile?q=ibisbill')).toEqual(['prof-ibis-2', 'prof-ibis-1']);
    expect(await ids(cast.cookies.agent, `account?ids=${outsiders.id},${contains.id}`)).toEqual([String(contains.id)]);
    // Opportunities: the id typed first; another agent's deal is not offered to the agent.
    const deal = await insertOpportunity(db(), { accountId: contains.id, ownerId: cast.ids.agent, name: 'Ibisbill Deal' });
    const strangers = await insertOpportunity(db(), { accountId: outsiders.id, ownerId: cast.ids.outsider, name: 'Ibisbill' });
    expect(await ids(cast.cookies.agent, 'opportunity?q=ibisbill')).toEqual([String(deal.id)]);
    expect((await ids(cast.cookies.manager, 'opportunity?q=ibisbill'))[0]).toBe(String(strangers.id));
    expect((await ids(cast.cookies.manager, `opportunity?q=${deal.id}`))[0]).toBe(String(deal.id));
    // Users: a team member sees their team; a manager the brand, not the other brand's staff.
    const otherBrandUser = await createUser(db(), { username: 'ibisbill-makaan', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    expect(await names(cast.cookies.leader, 'user?q=peer')).toEqual(['peer Test']);
    expect(await names(cast.cookies.agent, 'user?q=peer')).toEqual([]);
    expect(await ids(cast.cookies.manager, 'manager?q=ibisbill')).not.toContain(String(otherBrandUser));
    expect(await names(cast.cookies.manager, `manager?ids=${cast.ids.leader}`)).toEqual(['leader Test']);
    // Polygons (a city's or a locality's uuid): whole name, then its start, then anywhere; at most 20.
    const city = await insertCity(db(), 'Ibisbillpur');
    await insertLocality(db(), city, 'Old Ibisbill');
    await insertLocality(db(), city, 'Ibisbill');
    expect(await names(cast.cookies.finance, `polygon?q=IBISBILL&cityId=${city}`)).toEqual(['Ibisbill', 'Ibisbillpur', 'Old Ibisbill']);
    // Cities and localities (issue 55): the whole name, its start, then a word's start elsewhere; inside a word is no
    // match (the polygons still match anywhere); the words typed in any order.
    await insertLocality(db(), city, 'Kibisbill Vihar');
    await insertLocality(db(), city, 'Vihar-ibisbill Nagar');
    expect(await names(cast.cookies.agent, `locality?q=IBISBILL&cityId=${city}`)).toEqual(['Ibisbill', 'Old Ibisbill', 'Vihar-ibisbill Nagar']);
    expect(await names(cast.cookies.agent, `locality?q=vihar%20ibis&cityId=${city}`)).toEqual(['Vihar-ibisbill Nagar']);
    expect(await names(cast.cookies.agent, 'city?q=ibisbillp')).toEqual(['Ibisbillpur']);
    expect(await names(cast.cookies.agent, 'city?q=bisbillpur')).toEqual([]);
    expect(await names(cast.cookies.finance, `polygon?q=bisbill&cityId=${city}`)).toContain('Kibisbill Vihar');
    await db().execute(sql`insert into localities (city_id, name, uuid) select ${city}, 'Ibis nest ' || g, 'ibis-nest-' || g from generate_series(1, 25) g`);
    expect(await ids(cast.cookies.agent, 'polygon?q=ibis')).toHaveLength(20);
    expect(await names(cast.cookies.agent, 'designation?q=stm')).toEqual(['STM (39)']);
    expect(await names(cast.cookies.agent, 'designation?ids=39,29')).toEqual(['STM (39)', 'AM (29)']);
    // An unknown kind is a 400.
    expect((await call(cast.cookies.agent, 'GET', '/api/sapna/v1/suggest/planet?q=x')).statusCode).toBe(400);
  });

  it('the suggest kinds of places, projects, departments, events, listings and sold packages answer within scope, ranked, at most 20', async () => {
    const answer = async (cookie: string, path: string) => (await get(cookie, `/api/sapna/v1/suggest/${path}`)).results as { id: string; name: string; detail: string | null }[];
    const names = async (cookie: string, path: string) => (await answer(cookie, path)).map((r) => r.name);
    const ids = async (cookie: string, path: string) => (await answer(cookie, path)).map((r) => r.id);
    // Cities (by id or by uuid), localities (by id or uuid) and regions: whole name, then its start, then anywhere;
    // cityId keeps one city's places.
    const exactCity = await insertCity(db(), 'Quetzal');
    const prefixCity = await insertCity(db(), 'Quetzalpur');
    const containsCity = await insertCity(db(), 'Old Quetzal');
    const uuidOf = async (table: 'cities' | 'localities', id: number) =>
      (await queryRows<{ uuid: string }>(db(), sql`select uuid from ${sql.raw(table)} where id = ${id}`))[0]!.uuid;
    expect(await ids(cast.cookies.finance, 'city?q=quetzal')).toEqual([exactCity, prefixCity, containsCity].map(String));
    expect(await ids(cast.cookies.agent, 'city_uuid?q=QUETZAL')).toEqual([await uuidOf('cities', exactCity), await uuidOf('cities', prefixCity), await uuidOf('cities', containsCity)]);
    expect(await names(cast.cookies.agent, `city_uuid?ids=${await uuidOf('cities', containsCity)}`)).toEqual(['Old Quetzal']);
    expect((await ids(cast.cookies.agent, `city?q=${containsCity}`))[0]).toBe(String(containsCity));
    const inner = await insertLocality(db(), prefixCity, 'Quetzal Nagar');
    const other = await insertLocality(db(), containsCity, 'Quetzal');
    expect(await names(cast.cookies.agent, 'locality?q=quetzal')).toEqual(['Quetzal', 'Quetzal Nagar']);
    expect(await ids(cast.cookies.agent, `locality?q=quetzal&cityId=${prefixCity}`)).toEqual([String(inner)]);
    expect(await ids(cast.cookies.agent, `locality_uuid?q=quetzal&cityId=${containsCity}`)).toEqual([await uuidOf('localities', other)]);
    expect(await names(cast.cookies.agent, `locality_uuid?ids=${await uuidOf('localities', inner)}`)).toEqual(['Quetzal Nagar']);
    await db().execute(sql`insert into regions (city_id, name) values (${prefixCity}, 'North Quetzal'), (${prefixCity}, 'Quetzal West'), (${containsCity}, 'Quetzal East')`);
    expect(await names(cast.cookies.agent, `region?q=quetzal&cityId=${prefixCity}`)).toEqual(['Quetzal West', 'North Quetzal']);
    const project = await insertProject(db(), 'Quetzal Heights', prefixCity);
    await insertProject(db(), 'Quetzal Towers', containsCity);
    expect(await names(cast.cookies.agent, `project?q=quetzal&cityId=${prefixCity}`)).toEqual(['Quetzal Heights']);
    expect((await ids(cast.cookies.agent, `project?q=${project}`))[0]).toBe(String(project));

    // Departments: the console's, and those the brand's users hold, never another brand's; named as designations are.
    const ownStaff = await createUser(db(), { username: 'quetzal-own', roles: ['HOUSING_SALES_AGENT'] });
    const otherStaff = await createUser(db(), { username: 'quetzal-other', roles: ['MAKAAN_SALES_AGENT'], domainId: 1 });
    await db().execute(sql`update users set department_id = case id when ${ownStaff} then 77 else 78 end where id in (${ownStaff}, ${otherStaff})`);
    expect(await names(cast.cookies.manager, 'department?q=sales')).toEqual(['Sales (16)', 'Tele Sales (17)']);
    expect(await names(cast.cookies.manager, 'department?q=17')).toEqual(['Tele Sales (17)']);
    const departments = await names(cast.cookies.manager, 'department?q=department');
    expect(departments).toContain('Department 77');
    expect(departments).not.toContain('Department 78');
    expect(await names(cast.cookies.manager, 'department?ids=18,16')).toEqual(['Key Accounts (18)', 'Sales (16)']);

    // Events: the brand's only, at most 20.
    await db().execute(sql`insert into marketplace_events (name, start_date, end_date, domain_id) values
      ('Winter Quetzal', '2030-01-01', '2030-01-05', 5), ('Quetzal', '2030-02-01', '2030-02-05', 5), ('Quetzal', '2030-02-01', '2030-02-05', 1)`);
    const events = await answer(cast.cookies.agent, 'event?q=quetzal');
    expect(events.map((e) => e.name)).toEqual(['Quetzal', 'Winter Quetzal']);
    expect(events[0]!.detail).toContain('2030-02-01 to 2030-02-05');
    await db().execute(sql`insert into marketplace_events (name, start_date, end_date, domain_id) select 'Quetzal fair ' || g, '2030-03-01', '2030-03-02', 5 from generate_series(1, 25) g`);
    expect(await ids(cast.cookies.agent, 'event?q=quetzal')).toHaveLength(20);

    // Listings of a profile (of=), in the caller's read scope; nothing without the profile.
    await insertAccount(db(), { agentId: cast.ids.agent, name: 'Quetzal Homes', housingProfileId: 'prof-quetzal-1' });
    await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Quetzal Others', housingProfileId: 'prof-quetzal-2' });
    const listing = async (profileUuid: string, title: string) =>
      (await queryRows<{ id: number }>(db(), sql`insert into listings (profile_uuid, listing_type, title, status, price, inventory_canonical_url, date_added)
        values (${profileUuid}, 'BUY', ${title}, 'ACTIVE', 5000000, '/buy/x', now()) returning id`))[0]!.id;
    const contained = await listing('prof-quetzal-1', '2 BHK near Quetzal');
    const started = await listing('prof-quetzal-1', 'Quetzal 3 BHK');
    const strangers = await listing('prof-quetzal-2', 'Quetzal villa');
    expect(await ids(cast.cookies.agent, 'listing?of=prof-quetzal-1&q=quetzal')).toEqual([started, contained].map(String));
    expect(await ids(cast.cookies.agent, 'listing?of=prof-quetzal-2&q=quetzal')).toEqual([]);
    expect(await ids(cast.cookies.manager, 'listing?of=prof-quetzal-2&q=quetzal')).toEqual([String(strangers)]);
    expect(await ids(cast.cookies.agent, 'listing?q=quetzal')).toEqual([]);
    expect(await ids(cast.cookies.agent, `listing?ids=${strangers},${started}`)).toEqual([String(started)]);

    // Packages sold on an opportunity (of=) and their products (activations), in the caller's scope.
    const account = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Quetzal Deals' });
    const deal = await insertOpportunity(db(), { accountId: account.id, ownerId: cast.ids.agent, name: 'Quetzal deal' });
    const boost = await insertProduct(db(), 'Quetzal Boost');
    const premium = await insertPackageMapping(db(), { opportunityId: deal.id, packageId: await insertPackage(db(), { name: 'Quetzal Premium' }) });
    await insertPackageMapping(db(), { opportunityId: deal.id, packageId: await insertPackage(db(), { name: 'Gold' }) });
    const activation = await insertProductMapping(db(), { opportunityPackageMappingId: premium, productId: boost });
    const outsiderAccount = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Quetzal Elsewhere' });
    const outsiderDeal = await insertOpportunity(db(), { accountId: outsiderAccount.id, ownerId: cast.ids.outsider, name: 'Quetzal other deal' });
    const outsiderMapping = await insertPackageMapping(db(), { opportunityId: outsiderDeal.id, packageId: await insertPackage(db(), { name: 'Quetzal Premium' }) });
    expect(await ids(cast.cookies.agent, `package_mapping?of=${deal.id}&q=quetzal`)).toEqual([String(premium)]);
    expect(await ids(cast.cookies.agent, `package_mapping?of=${outsiderDeal.id}&q=quetzal`)).toEqual([]);
    expect(await ids(cast.cookies.manager, `package_mapping?of=${outsiderDeal.id}&q=quetzal`)).toEqual([String(outsiderMapping)]);
    expect(await ids(cast.cookies.agent, 'package_mapping?q=quetzal')).toEqual([]);
    expect(await ids(cast.cookies.agent, `package_mapping?ids=${outsiderMapping},${premium}`)).toEqual([String(premium)]);
    const activations = await answer(cast.cookies.agent, `product_activation?of=${deal.id}&q=boost`);
    expect(activations).toEqual([{ id: String(activation), name: 'Quetzal Boost', detail: `Quetzal Premium · not activated · #${activation}` }]);
    expect(await ids(cast.cookies.agent, `product_activation?of=${outsiderDeal.id}&q=boost`)).toEqual([]);
  });
});
