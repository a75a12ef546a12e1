import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createUser, loginAs } from '../testing/fixtures';
import { BACKENDS, startTestServer, type Backend, type TestServer } from '../testing/harness';
import { recordChanges } from '../shared/sql/change-log';
import { insertBook, pullAs, type Book } from '../testing/sync-fixtures';

/**
 * SYNC.md test 9: two server transactions commit out of order around a pull; the pull skips neither.
 *
 * This needs two transactions open at once, so it runs on real PostgreSQL (two connections, when
 * TEST_DATABASE_URL is set). PGlite is one connection and runs one transaction at a time: a second transaction
 * (or any query) waits until the first commits, so a late commit cannot happen there; the PGlite test below
 * shows exactly that.
 */

const postgres = BACKENDS.filter((b): b is Backend & { url: string } => b.name === 'postgres' && b.url !== undefined);

for (const backend of postgres) {
  describe('sync pull with late commits [postgres]', () => {
    let server: TestServer;
    let agent: string;
    let book: Book;
    let url: string;
    const clients: pg.Client[] = [];

    beforeAll(async () => {
      server = await startTestServer(backend);
      const agentId = await createUser(server.database.db, { username: 'late-agent', roles: ['HOUSING_SALES_AGENT'] });
      book = await insertBook(server.database.db, { agentId });
      agent = await loginAs(server.app, 'late-agent');
      const [row] = await queryRows<{ name: string }>(server.database.db, sql`select current_database() as name`);
      const target = new URL(backend.url);
      target.pathname = `/${row!.name}`;
      url = target.toString();
    });
    afterAll(async () => {
      for (const client of clients) await client.end().catch(() => undefined);
      await server?.close();
    });

    async function connect(): Promise<pg.Client> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.push(client);
      return client;
    }

    /** A change row written by this connection's open transaction (what recordChange does). */
    const writeChange = (client: pg.Client, entity: string, entityId: number) =>
      client.query(`insert into change_log (entity, entity_id, account_id, op) values ($1, $2, $3, 'upsert') returning seq`, [
        entity,
        entityId,
        book.accountId,
      ]);

    const cursorNow = async () => (await pullAs(server.app, agent)).body.cursor;

    it('A writes seq n, B writes n+1, B commits first: the pull holds both back until A commits, then serves both', async () => {
      const cursor = await cursorNow();
      const a = await connect();
      const b = await connect();
      await a.query('begin');
      await b.query('begin');
      const n = Number((await writeChange(a, 'contact', book.contactId)).rows[0].seq);
      const next = Number((await writeChange(b, 'legalEntity', book.legalEntityId)).rows[0].seq);
      expect(next).toBe(n + 1);
      await b.query('commit');

      const during = await pullAs(server.app, agent, { cursor });
      expect(during.body.changes).toEqual([]);

      await a.query('commit');
      const after = await pullAs(server.app, agent, { cursor: during.body.cursor });
      expect(after.body.changes.map((c) => `${c.entity}:${c.id}`).sort()).toEqual([`contact:${book.contactId}`, `legalEntity:${book.legalEntityId}`]);
    });

    it('B starts writing first but inserts the higher seq and commits first: seq n (A) still arrives later', async () => {
      const cursor = await cursorNow();
      const a = await connect();
      const b = await connect();
      await b.query('begin');
      await b.query('select pg_current_xact_id()'); // B's transaction id is taken first (its first write)
      await a.query('begin');
      const n = Number((await writeChange(a, 'contact', book.contactId)).rows[0].seq);
      const next = Number((await writeChange(b, 'termsheet', book.termsheetId)).rows[0].seq);
      expect(next).toBe(n + 1);
      await b.query('commit');

      // B is complete and below every running transaction: it may be served; A's row must not be passed over.
      const during = await pullAs(server.app, agent, { cursor });
      expect(during.body.changes.map((c) => `${c.entity}:${c.id}`)).toEqual([`termsheet:${book.termsheetId}`]);

      await a.query('commit');
      const after = await pullAs(server.app, agent, { cursor: during.body.cursor });
      expect(after.body.changes.map((c) => `${c.entity}:${c.id}`)).toEqual([`contact:${book.contactId}`]);
    });

    it("a transaction open in another database does not hold this database's pulls back", async () => {
      const cursor = await cursorNow();
      const elsewhere = new pg.Client({ connectionString: backend.url });
      await elsewhere.connect();
      clients.push(elsewhere);
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      await server.database.db.transaction(async (tx) =>
        recordChanges(tx, [{ entity: 'milestone', entityId: book.milestoneId, accountId: book.accountId, op: 'upsert' }]),
      );
      const { body } = await pullAs(server.app, agent, { cursor });
      expect(body.changes.map((c) => `${c.entity}:${c.id}`)).toEqual([`milestone:${book.milestoneId}`]);
      await elsewhere.query('rollback');
    });
  });
}

describe('sync pull with late commits [pglite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' });
  });
  afterAll(async () => server?.close());

  it('PGlite runs one transaction at a time, so no transaction can commit around a pull', async () => {
    const db = server.database.db;
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = db.transaction(async (tx) => {
      order.push('A writes');
      await recordChanges(tx, [{ entity: 'contact', entityId: 1, accountId: 1, op: 'upsert' }]);
      await held;
      order.push('A commits');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = db.transaction(async (tx) => {
      order.push('B writes');
      await recordChanges(tx, [{ entity: 'contact', entityId: 2, accountId: 1, op: 'upsert' }]);
    });
    const read = queryRows(db, sql`select 1`).then(() => order.push('pull reads'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['A writes']);
    release();
    await Promise.all([first, second, read]);
    expect(order.slice(0, 2)).toEqual(['A writes', 'A commits']);
  });
});
