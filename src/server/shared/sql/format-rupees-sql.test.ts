import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatRupees } from '../../../domain/format/rupees';
import { queryRows } from '../../db/client';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

// format_rupees (migration 0046, the notifications' money) is the SQL twin of the domain's formatRupees.
describeEachBackend('format_rupees in SQL says what formatRupees says', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it.each(['0', '5', '999', '1000', '150000', '150000.00', '12345678', '1234567.5', '0.05', '99999.995', '-500', '-1234.56', '100000000000'])('%s', async (amount) => {
    const [row] = await queryRows<{ text: string }>(server.database.db, sql`select format_rupees(${amount}::numeric) as text`);
    expect(row?.text).toBe(formatRupees(Number(amount)));
  });

  it('says -- for no amount', async () => {
    const [row] = await queryRows<{ text: string }>(server.database.db, sql`select format_rupees(null) as text`);
    expect(row?.text).toBe(formatRupees(null));
  });
});
