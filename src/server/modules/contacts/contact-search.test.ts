// Issue 55: contact search by name, email or phone, in scope, ranked as the domain ranks (contactMatchRank), bounded.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMatchRank, contactSearchTerms } from '../../../domain/search/contact-match';
import { byMatchRank } from '../../../domain/search/match-rank';
import { queryRows } from '../../db/client';
import { contacts } from '../../db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { caller, createCast, insertAccount } from '../../testing/opportunity-fixtures';

type Contact = { id: number; name: string; email: string | null; phone: string | null };

describeEachBackend('contact search', (backend) => {
  let server: TestServer;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const call = caller(() => server.app);
  const db = () => server.database.db;
  const ids = async (cookie: string, q: string) => {
    const response = await call(cookie, 'GET', `/api/sapna/v1/contact/search?q=${encodeURIComponent(q)}&size=50`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results.map((r: { id: number }) => r.id);
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    cast = await createCast(server);
  });
  afterAll(() => server.close());

  it('finds contacts in scope by a word of the name, the email or the phone, ranked as the device ranks them, kept as contacts change', async () => {
    const mine = await insertAccount(db(), { agentId: cast.ids.agent, name: 'Heron Homes' });
    const theirs = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Other Homes' });
    const people = [
      { name: 'Heron', email: null, phone: '+91 98765-43210' },
      { name: 'Deepa Heronsworth', email: 'deepa.h@heron-homes.example', phone: '6570405304' },
      { name: 'Amit Shah', email: 'heron@example.com', phone: null },
      { name: 'The Heron-Group', email: 'x@y.example', phone: '022 2345 6789' },
      { name: 'Ünïcode Nest', email: 'UNI@Nest.example', phone: '9876543210' },
    ];
    const inserted: Contact[] = [];
    for (const p of people) {
      const [row] = await db().insert(contacts).values({ ...p, accountId: mine.id, contactTypeId: 1 }).returning();
      inserted.push(row!);
    }
    const [stranger] = await db().insert(contacts).values({ name: 'Heron Stranger', accountId: theirs.id, contactTypeId: 1 }).returning();
    await db().insert(contacts).values([
      { name: 'Heron Gone', accountId: mine.id, contactTypeId: 1, active: false },
      { name: 'Heron Child', accountId: mine.id, contactTypeId: 8, isVerified: false },
    ]);

    // The terms the server keeps are the device's.
    for (const c of inserted) {
      const rows = await queryRows<{ word: string; place: number }>(db(), sql`select word, place from contact_search_words where contact_id = ${c.id}`);
      expect(new Map(rows.map((r) => [r.word, Number(r.place)])), c.name).toEqual(contactSearchTerms(c));
    }
    for (const q of ['heron', 'HER', 'deepa.h@heron-homes.example', 'heron-homes', '98765-43210', '9876543210', '919876', '2345', 'ünï', 'nest uni', 'amit shah', 'zzz']) {
      const expected = inserted
        .filter((c) => contactMatchRank(c, q) !== null)
        .sort(byMatchRank((c: Contact) => contactMatchRank(c, q), (a, b) => b.id - a.id))
        .map((c) => c.id);
      // The agent's list is ranked from the contacts in scope, the manager's (the whole brand) from the terms alone.
      expect(await ids(cast.cookies.agent, q), q).toEqual(expected);
      expect((await ids(cast.cookies.manager, q)).filter((id: number) => id !== stranger!.id), q).toEqual(expected);
    }
    expect(await ids(cast.cookies.manager, 'heron')).toContain(stranger!.id);
    expect(await ids(cast.cookies.agent, 'heron')).not.toContain(stranger!.id);
    // Renamed, deleted (inactive) and verified contacts are found as they are now.
    await db().execute(sql`update contacts set name = 'Kite Runner' where id = ${inserted[0]!.id}`);
    await db().execute(sql`update contacts set active = false where id = ${inserted[1]!.id}`);
    await db().execute(sql`update contacts set is_verified = true where name = 'Heron Child'`);
    const after = await ids(cast.cookies.agent, 'heron');
    expect(after).not.toContain(inserted[0]!.id);
    expect(after).not.toContain(inserted[1]!.id);
    const [child] = await queryRows<{ id: number }>(db(), sql`select id from contacts where name = 'Heron Child'`);
    expect(after).toEqual([Number(child!.id), inserted[2]!.id, inserted[3]!.id]);
    expect(await ids(cast.cookies.agent, 'kite')).toEqual([inserted[0]!.id]);
  });

  it("past 10,000 matches: the best, then the brand's newest that match, never another brand's newer contacts", async () => {
    const account = await insertAccount(db(), { agentId: cast.ids.outsider, name: 'Pastcap Realty' });
    const [best] = await db().insert(contacts).values({ name: 'Pastcap', accountId: account.id, contactTypeId: 1 }).returning();
    await db().execute(sql`insert into contacts (account_id, name, email, contact_type_id)
      select ${account.id}, 'Person ' || g, 'p' || g || '@pastcap.example', 1 from generate_series(1, 10020) g`);
    const brandNewest = await queryRows<{ id: number }>(db(), sql`select id from contacts where email like '%@pastcap.example' order by id desc limit 9`);
    // Newer than all of those: a contact of the brand that does not match, and another brand's that do.
    const elsewhere = await insertAccount(db(), { agentId: cast.ids.outsider, domainId: 99, name: 'Elsewhere' });
    await db().insert(contacts).values({ name: 'Someone Else', accountId: account.id, contactTypeId: 1 });
    await db().execute(sql`insert into contacts (account_id, name, email, contact_type_id)
      select ${elsewhere.id}, 'Other ' || g, 'o' || g || '@pastcap.example', 1 from generate_series(1, 30) g`);
    const response = await call(cast.cookies.manager, 'GET', '/api/sapna/v1/contact/search?q=pastcap');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalCount: 10_001, totalCapped: true, page: 0, size: 10 });
    expect(response.json().results.map((r: { id: number }) => r.id)).toEqual([best!.id, ...brandNewest.map((r) => Number(r.id))]);
  });
});
