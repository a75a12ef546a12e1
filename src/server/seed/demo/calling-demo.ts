// Demo cases for the calling screens (issue 13): owner cases (SOCASE, the sent-link stage 98, subtype 13) waiting
// in the owner queue, a few prioritised; tenant cases; and seller account cases (SACASE) for key-search.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { cases } from '../../db/schema/index';

type AccountPick = { id: number; client_type_id: number; name: string; contact_name: string | null; phone: string | null; domain_id: number };

/** A 10-digit mobile number for an account without one (demo data only). */
const demoPhone = (accountId: number) => `9${String(100_000_000 + ((accountId * 7919) % 900_000_000)).padStart(9, '0')}`;

export async function seedCallingDemo(tx: Tx): Promise<void> {
  const picks = await queryRows<AccountPick>(
    tx,
    sql`select a.id, a.client_type_id, a.name, a.domain_id,
          (select c.name from contacts c where c.account_id = a.id and c.phone is not null order by c.id limit 1) as contact_name,
          (select c.phone from contacts c where c.account_id = a.id and c.phone ~ '^[0-9]{10}$' order by c.id limit 1) as phone
        from accounts a where a.id in (
          (select id from accounts where domain_id = 5 and client_type_id = 3 order by id limit 15)
          union all (select id from accounts where domain_id = 5 and client_type_id = 2 order by id limit 8))
        order by a.id`,
  );
  const owners = picks.filter((a) => a.client_type_id === 3);
  const brokers = picks.filter((a) => a.client_type_id === 2);
  const row = (a: AccountPick, values: Partial<typeof cases.$inferInsert>) => ({
    caseTypeId: 'SOCASE',
    queueKind: 'owner',
    accountId: Number(a.id),
    contactName: a.contact_name ?? a.name,
    contactPhone: a.phone ?? demoPhone(Number(a.id)),
    stageId: 98,
    caseSubTypeId: 13,
    domainId: Number(a.domain_id),
    ...values,
  });
  const values = [
    ...owners.slice(0, 12).map((a, i) => row(a, { prioritised: i % 4 === 0 })),
    ...owners.slice(12, 15).map((a) => row(a, { queueKind: 'tenant' })),
    ...brokers.slice(0, 8).map((a) => row(a, { caseTypeId: 'SACASE', queueKind: 'owner', stageId: 20, statusId: 3 })),
  ];
  if (values.length) await tx.insert(cases).values(values);
}
