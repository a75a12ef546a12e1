// The demo seed through seedIfEmpty, as `npm start` runs it: what an agent, a team leader, a reviewer and the
// second brand find in it, and that every identifier in it passes the domain's validators.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES } from '../../domain/auth/roles';
import { BROKER_STAGES, OPPORTUNITY_KINDS } from '../../domain/opportunities/statuses';
import { validateEmail, validateName, validatePhone } from '../../domain/contacts/contact-fields';
import { validatePinCode } from '../../domain/validation/pin-code';
import { validateAddress, validateLegalName } from '../../domain/validation/special-characters';
import { validateAadhar, validateCin, validateGst, validatePan } from '../../domain/validation/tax-ids';
import { queryRows } from '../db/client';
import { accounts } from '../db/schema/index';
import { verifyPassword } from '../modules/auth/password';
import { scopeOf } from '../scope/scope';
import { loginAs } from '../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../testing/harness';
import { DEMO_USERS } from './demo/demo-users';
import { gstCheckCharacter, verhoeffValid } from './generate/identity-numbers';
import { seedLarge, SeedRefusedError } from './generate/large';
import { seedIfEmpty } from './seed';

const log = pino({ level: 'silent' });

describeEachBackend('demo seed', (backend) => {
  let server: TestServer;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const idOf = async (username: string) => Number((await one<{ id: number }>(sql`select id from users where username = ${username}`)).id);

  beforeAll(async () => {
    server = await startTestServer(backend, { seed: 'demo' });
    expect(await seedIfEmpty(server.database.db, server.config, log)).toEqual({ demo: true });
  }, 300_000);
  afterAll(() => server.close());

  it('creates every demo user with its roles, designation and manager, signing in with the demo password', async () => {
    for (const demo of DEMO_USERS) {
      const user = await one<{ id: number; parent: string | null; designation_id: number | null; domain_id: number; password_hash: string }>(sql`
        select u.id, p.username as parent, u.designation_id, u.domain_id, u.password_hash
        from users u left join users p on p.id = u.parent_id where u.username = ${demo.username}`);
      expect(user.parent).toBe(demo.parent);
      expect(user.designation_id).toBe(demo.designationId);
      expect(user.domain_id).toBe(demo.brand === 'makaan' ? 1 : 5);
      const roleIds = (await rows<{ role_id: number }>(sql`select role_id from user_roles where user_id = ${user.id} order by role_id`)).map((r) => r.role_id);
      expect(roleIds).toEqual(demo.roles.map((r) => ROLES[r].id).sort((a, b) => a - b));
    }
    const agent = await one<{ password_hash: string }>(sql`select password_hash from users where username = 'agent'`);
    expect(await verifyPassword(agent.password_hash, server.config.demoPassword)).toBe(true);
    expect(await verifyPassword(agent.password_hash, 'wrong')).toBe(false);
    const cookie = await loginAs(server.app, 'agent', server.config.demoPassword);
    const details = await server.app.inject({ method: 'GET', url: '/api/user/details', headers: { cookie } });
    expect(details.statusCode).toBe(200);
  });

  it('adds generated teams so lists look real, and every role row', async () => {
    const { n: roleCount } = await one<{ n: number }>(sql`select count(*)::int as n from roles`);
    expect(roleCount).toBe(Object.keys(ROLES).length);
    const { n: staff } = await one<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(staff).toBeGreaterThanOrEqual(DEMO_USERS.length + 20);
    const { n: accountsTotal } = await one<{ n: number }>(sql`select count(*)::int as n from accounts`);
    const { n: opportunitiesTotal } = await one<{ n: number }>(sql`select count(*)::int as n from opportunities`);
    expect(accountsTotal).toBeGreaterThanOrEqual(1400);
    expect(opportunitiesTotal).toBeGreaterThanOrEqual(4500);
  });

  it('seeds every client type and client status, inactive and merged accounts, DND marks and wallets', async () => {
    const types = await rows<{ client_type_id: number }>(sql`select distinct client_type_id from accounts order by 1`);
    expect(types.map((t) => t.client_type_id)).toEqual([1, 2, 3, 4, 5]);
    const statuses = await rows<{ client_status_id: number }>(sql`select distinct client_status_id from accounts order by 1`);
    expect(statuses.map((s) => s.client_status_id)).toEqual([1, 2, 3]);
    const merged = await rows<{ id: number; merged_into_id: number | null; survivor_status: number }>(sql`
      select a.id, a.merged_into_id, s.status_id as survivor_status from accounts a join accounts s on s.id = a.merged_into_id where a.status_id = 6`);
    expect(merged.length).toBeGreaterThan(0);
    expect(merged.every((m) => m.survivor_status === 1)).toBe(true);
    const { n: unmergedWithTarget } = await one<{ n: number }>(sql`select count(*)::int as n from accounts where status_id <> 6 and merged_into_id is not null`);
    expect(unmergedWithTarget).toBe(0);
    const [flags] = await rows<{ inactive: number; dnd: number; wallet: number; profiles: number }>(sql`
      select count(*) filter (where status_id = 5)::int as inactive, count(*) filter (where dnd_marked)::int as dnd,
        count(*) filter (where wallet_amount > 0)::int as wallet, count(*) filter (where housing_profile_id is not null)::int as profiles
      from accounts`);
    expect(flags?.inactive).toBeGreaterThan(0);
    expect(flags?.dnd).toBeGreaterThan(0);
    expect(flags?.wallet).toBeGreaterThan(0);
    expect(flags?.profiles).toBeGreaterThan(1000);
    const sharedIps = await rows<{ signup_ip: string; n: number }>(sql`select signup_ip, count(*)::int as n from accounts group by 1 having count(*) > 1`);
    expect(sharedIps.length).toBeGreaterThan(0);
  });

  it('puts opportunities in every status bucket and kind; broker ones carry a broker stage', async () => {
    const statuses = await rows<{ status_id: number }>(sql`select distinct status_id from opportunities order by 1`);
    expect(statuses.map((s) => s.status_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from opportunities order by 1`);
    expect(kinds.map((k) => k.kind)).toEqual([...OPPORTUNITY_KINDS].sort());
    const stages = await rows<{ kind: string; broker_stage: string | null }>(sql`select distinct kind, broker_stage from opportunities`);
    for (const s of stages) {
      if (s.kind === 'broker') expect(BROKER_STAGES).toContain(s.broker_stage);
      else expect(s.broker_stage).toBeNull();
    }
    const [owners] = await rows<{ outside: number }>(sql`
      select count(*)::int as outside from opportunities o join accounts a on a.id = o.account_id
      join users agent on agent.id = a.agent_id join users owner on owner.id = o.owner_id
      where owner.id <> agent.id and owner.parent_id is distinct from agent.parent_id and owner.parent_id is distinct from agent.id`);
    expect(owners?.outside).toBe(0);
    const [lost] = await rows<{ children: number; reasons: number }>(sql`
      select count(*) filter (where child_opportunity_id is not null)::int as children, count(*) filter (where lost_reason is null)::int as reasons
      from opportunities where status_id in (6, 7)`);
    expect(lost?.children).toBeGreaterThan(0);
    expect(lost?.reasons).toBe(0);
  });

  it("gives the demo agent a working book: accounts, opportunities, contacts, legal entities, termsheets, milestones, payments", async () => {
    const agentId = await idOf('agent');
    const [book] = await rows<Record<string, number>>(sql`
      select
        (select count(*)::int from accounts where agent_id = ${agentId}) as accounts,
        (select count(*)::int from opportunities o join accounts a on a.id = o.account_id where a.agent_id = ${agentId}) as opportunities,
        (select count(distinct o.status_id)::int from opportunities o join accounts a on a.id = o.account_id where a.agent_id = ${agentId}) as statuses,
        (select count(*)::int from contacts c join accounts a on a.id = c.account_id where a.agent_id = ${agentId}) as contacts,
        (select count(*)::int from account_legal_entities l join accounts a on a.id = l.account_id where a.agent_id = ${agentId}) as legal_entities,
        (select count(*)::int from termsheets t join opportunities o on o.id = t.opportunity_id join accounts a on a.id = o.account_id where a.agent_id = ${agentId}) as termsheets,
        (select count(*)::int from milestones m join termsheets t on t.id = m.termsheet_id join opportunities o on o.id = t.opportunity_id join accounts a on a.id = o.account_id where a.agent_id = ${agentId}) as milestones,
        (select count(*)::int from payments p join milestones m on m.id = p.milestone_id join termsheets t on t.id = m.termsheet_id join opportunities o on o.id = t.opportunity_id join accounts a on a.id = o.account_id where a.agent_id = ${agentId}) as payments,
        (select count(*)::int from accounts where agent_id = ${agentId} and status_id in (5, 6)) as not_editable,
        (select count(*)::int from comments c join accounts a on a.id = c.account_id where a.agent_id = ${agentId}) as comments,
        (select count(*)::int from listings l join accounts a on a.housing_profile_id = l.profile_uuid where a.agent_id = ${agentId}) as listings
    `);
    expect(book?.accounts).toBe(61); // 60 generated and the invoice demo (invoice-demo.ts)
    expect(book?.opportunities).toBeGreaterThanOrEqual(180);
    expect(book?.statuses).toBe(8);
    for (const key of ['contacts', 'legal_entities', 'termsheets', 'milestones', 'payments', 'not_editable', 'comments', 'listings']) expect(book?.[key]).toBeGreaterThan(0);
  });

  it("sends discounts for approval to the brand's reviewer and approver, in every approval state", async () => {
    const states = await rows<{ discount_approved: string }>(sql`select distinct discount_approved from opportunity_package_mappings order by 1`);
    expect(states.map((s) => s.discount_approved)).toEqual(['Approved', 'NotRequired', 'PendingApproval', 'Rejected', 'Required']);
    const approvals = await rows<{ domain_id: number; reviewer: string; authority: string; status: string; reviewer_status: string; mappings: string[] }>(sql`
      select o.domain_id, r.username as reviewer, au.username as authority, a.status, m.status as reviewer_status,
        (select array_agg(distinct p.discount_approved) from opportunity_package_mappings p where p.id in (select jsonb_array_elements_text(a.opportunity_package_mapping_ids)::int)) as mappings
      from approvals a join approval_reviewer_mappings m on m.approval_id = a.id
      join opportunities o on o.id = a.entity_id join users r on r.id = m.reviewer_id join users au on au.id = a.approving_authority_id
      where a.entity_type_id = 1 and a.approval_type = 'Discount'`);
    for (const a of approvals) {
      expect([a.reviewer, a.authority]).toEqual(a.domain_id === 1 ? ['makaan-reviewer', 'makaan-approver'] : ['reviewer', 'approver']);
      expect(a.mappings).toEqual([a.status]);
    }
    // Waiting for the reviewer, waiting for the approver (reviewed), and decided.
    const pending = approvals.filter((a) => a.status === 'PendingApproval');
    expect(new Set(pending.map((a) => a.reviewer_status))).toEqual(new Set(['PendingApproval', 'Reviewed']));
    expect(approvals.filter((a) => a.status === 'Approved').every((a) => a.reviewer_status === 'Reviewed')).toBe(true);
    expect(new Set(approvals.map((a) => a.domain_id))).toEqual(new Set([1, 5]));
    const agentPending = await rows<{ reviewer_status: string }>(sql`
      select distinct m.status as reviewer_status from approvals a join approval_reviewer_mappings m on m.approval_id = a.id
      join opportunities o on o.id = a.entity_id join accounts ac on ac.id = o.account_id
      where ac.agent_id = ${await idOf('agent')} and a.status = 'PendingApproval' and o.status_id in (1, 3, 4, 5, 8)`);
    expect(new Set(agentPending.map((p) => p.reviewer_status))).toEqual(new Set(['PendingApproval', 'Reviewed']));
  });

  it("backs the demo agent's Refund approval with a refund request on an approved payment of their book, so approving it records the refund", async () => {
    const links = await rows<{ approval_status: string; request_status: string; amount: string; payment_amount: string; payment_status: number; owner: string; requester: string }>(sql`
      select a.status as approval_status, q.status as request_status, q.amount::text as amount, p.amount::text as payment_amount,
        p.status_id as payment_status, owner.username as owner, requester.username as requester
      from approvals a
      join refund_requests q on q.approval_id = a.id and q.payment_id = a.entity_id
      join payments p on p.id = q.payment_id
      join milestones m on m.id = p.milestone_id join termsheets t on t.id = m.termsheet_id join opportunities o on o.id = t.opportunity_id
      join users owner on owner.id = o.owner_id join users requester on requester.id = a.requested_by_id
      where a.entity_type_id = 20 and a.approval_type = 'Refund'`);
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toMatchObject({ approval_status: 'PendingApproval', request_status: 'PendingApproval', payment_status: 6, owner: 'agent', requester: 'agent' });
    expect(Number(link?.amount)).toBeGreaterThan(0);
    expect(Number(link?.amount)).toBeLessThanOrEqual(Number(link?.payment_amount));
    // Every Refund approval has its request (none left that approving would settle with nothing).
    const bare = await one<{ n: number }>(sql`select count(*)::int as n from approvals a where a.approval_type = 'Refund' and not exists (select 1 from refund_requests q where q.approval_id = a.id)`);
    expect(bare.n).toBe(0);
  });

  it('keeps the money consistent: milestones add up to the deal value with GST at 18%, payments need a PIN', async () => {
    const mismatched = await rows<{ id: number }>(sql`
      select t.id from termsheets t
      where (select sum(m.amount) from milestones m where m.termsheet_id = t.id)
         <> (select sum((p.sales_price - p.discount) * p.quantity) from opportunity_package_mappings p where p.opportunity_id = t.opportunity_id)`);
    expect(mismatched).toEqual([]);
    const [gst] = await rows<{ off: number }>(sql`select count(*)::int as off from milestones where abs(gst - round(amount * 0.18, 2)) > 0.01`);
    expect(gst?.off).toBe(0);
    const [paid] = await rows<{ over: number }>(sql`
      select count(*)::int as over from milestones m
      where (select coalesce(sum(amount), 0) from payments p where p.milestone_id = m.id and p.status_id = 6) > m.amount`);
    expect(paid?.over).toBe(0);
    const statuses = await rows<{ status_id: number }>(sql`select distinct status_id from payments order by 1`);
    expect(statuses.map((s) => s.status_id)).toEqual(expect.arrayContaining([1, 2, 3, 6, 7, 8]));
  });

  it('writes identifiers that pass the domain validators (PAN, GST, CIN, Aadhaar, PIN, phone, email, names, addresses)', async () => {
    const entities = await rows<{ legal_name: string; pan: string | null; gst: string | null; cin_number: string | null; aadhar_number: string | null }>(sql`
      select legal_name, pan, gst, cin_number, aadhar_number from account_legal_entities`);
    for (const e of entities) {
      expect(validateLegalName(e.legal_name), e.legal_name).toBeNull();
      expect(validatePan(e.pan), e.pan ?? '').toBeNull();
      expect(validateGst(e.gst), e.gst ?? '').toBeNull();
      if (e.gst) expect(e.gst.slice(2, 12)).toBe(e.pan);
      if (e.gst) expect(gstCheckCharacter(e.gst.slice(0, 14))).toBe(e.gst[14]);
      expect(validateCin(e.cin_number), e.cin_number ?? '').toBeNull();
      expect(validateAadhar(e.aadhar_number), e.aadhar_number ?? '').toBeNull();
      if (e.aadhar_number) expect(verhoeffValid(e.aadhar_number)).toBe(true);
    }
    expect(entities.filter((e) => e.gst).length).toBeGreaterThan(500);
    expect(entities.filter((e) => e.cin_number).length).toBeGreaterThan(100);
    expect(entities.filter((e) => e.aadhar_number).length).toBeGreaterThan(50);
    const addresses = await rows<{ address: string; pincode: string }>(sql`select address, pincode from addresses`);
    for (const a of addresses) {
      expect(validateAddress(a.address), a.address).toBeNull();
      expect(validatePinCode(a.pincode), a.pincode).toBeNull();
    }
    const pins = await rows<{ pin_code: string }>(sql`select distinct pin_code from payments`);
    for (const p of pins) expect(validatePinCode(p.pin_code), p.pin_code).toBeNull();
    const people = await rows<{ name: string; phone: string; email: string | null }>(sql`select name, phone, email from contacts`);
    for (const c of people) {
      expect(validateName(c.name), c.name).toBeNull();
      expect(validatePhone(c.phone), c.phone).toBeNull();
      expect(c.phone).toMatch(/^[6-9]/);
      expect(validateEmail(c.email), c.email ?? '').toBeNull();
    }
    const [missing] = await rows<{ n: number }>(sql`select count(*)::int as n from account_legal_entities where shipping_address_id is null`);
    expect(missing?.n).toBeGreaterThan(0);
  });

  it('has child points of contact (type 8) both verified and not', async () => {
    const children = await rows<{ is_verified: boolean }>(sql`select distinct is_verified from contacts where contact_type_id = 8 order by 1`);
    expect(children.map((c) => c.is_verified)).toEqual([false, true]);
  });

  it('fills the catalogue with every product type and listings of every type and status', async () => {
    const types = await rows<{ product_type_id: number }>(sql`select distinct product_type_id from products order by 1`);
    expect(types.map((t) => t.product_type_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const listingTypes = await rows<{ listing_type: string }>(sql`select distinct listing_type from listings order by 1`);
    expect(listingTypes.map((t) => t.listing_type)).toEqual(['BUY', 'COMMERCIAL', 'PG', 'RENT']);
    const listingStatuses = await rows<{ status: string }>(sql`select distinct status from listings order by 1`);
    expect(listingStatuses.map((s) => s.status)).toEqual(expect.arrayContaining(['ACTIVE', 'INACTIVE', 'PENDING']));
    const [flags] = await rows<{ paid: number; pending: number; urls: number }>(sql`
      select count(*) filter (where is_paid_listing)::int as paid, count(*) filter (where payment_done_activation_pending)::int as pending,
        count(*) filter (where inventory_canonical_url !~ '^/(buy|rent|pg|commercial)/')::int as urls from listings`);
    expect(flags?.paid).toBeGreaterThan(0);
    expect(flags?.pending).toBeGreaterThan(0);
    expect(flags?.urls).toBe(0);
    const [leads] = await rows<{ oldest_days: number }>(sql`select extract(day from now() - min(lead_date))::int as oldest_days from listing_leads`);
    expect(leads?.oldest_days).toBeLessThanOrEqual(184);
  });

  it('lets the team leader see the agents\' books, and gives the makaan agent second-brand accounts', async () => {
    const leader = { id: await idOf('team-leader'), roles: [ROLES.HOUSING_SALES_AGENT.name], domainId: 5 };
    const scope = await scopeOf(server.database.db, leader);
    expect(scope.all).toBe(false);
    if (!scope.all) expect(scope.agentIds).toEqual(expect.arrayContaining([await idOf('agent'), await idOf('owner-agent'), await idOf('tenant-agent')]));
    const makaan = await rows<{ domain_id: number; n: number }>(sql`select domain_id, count(*)::int as n from accounts where agent_id = ${await idOf('makaan-agent')} group by 1`);
    expect(makaan).toEqual([{ domain_id: 1, n: 40 }]);
    const [mismatch] = await rows<{ n: number }>(sql`select count(*)::int as n from accounts a join users u on u.id = a.agent_id where u.domain_id <> a.domain_id`);
    expect(mismatch?.n).toBe(0);
  });

  it("gives every seeded ticket the history its status implies: raised Open, then each move by the brand's Ticketing user (issue 52)", async () => {
    const tickets = await rows<{ id: number; status_id: number; assignee_id: number | null; updated_at: string; moves: string[]; last_at: string; first_kind: string }>(sql`
      select t.id, t.status_id, t.assignee_id, t.updated_at::text,
             array_agg(h.from_status_id || '>' || h.to_status_id order by h.created_at, h.id) filter (where h.kind = 'status') as moves,
             max(h.created_at)::text as last_at,
             (array_agg(h.kind order by h.created_at, h.id))[1] as first_kind
      from tickets t join ticket_history h on h.ticket_id = t.id group by t.id`);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from tickets`);
    expect(n).toBeGreaterThan(0);
    expect(tickets).toHaveLength(n);
    for (const t of tickets) {
      expect(t.first_kind).toBe('created');
      const expected = Array.from({ length: t.status_id - 1 }, (_, i) => `${i + 1}>${i + 2}`);
      expect(t.moves ?? []).toEqual(expected);
      expect(t.last_at).toBe(t.updated_at);
      if (t.status_id > 1) expect(t.assignee_id).not.toBeNull();
    }
    const ticketing = await idOf('ticketing');
    const { actors } = await one<{ actors: number[] }>(sql`
      select array_agg(distinct h.actor_id) as actors from ticket_history h join tickets t on t.id = h.ticket_id
      where h.kind <> 'created' and t.domain_id = 5`);
    expect(actors).toEqual([ticketing]);
  });

  it('moves the id sequences past the seeded rows, so the app inserts without collisions', async () => {
    const [created] = await server.database.db.insert(accounts).values({ name: 'New Seller', clientTypeId: 2, domainId: 5 }).returning({ id: accounts.id });
    const { max } = await one<{ max: number }>(sql`select max(id)::int as max from accounts where name <> 'New Seller'`);
    expect(created?.id).toBeGreaterThan(max);
    await server.database.db.execute(sql`delete from accounts where id = ${created?.id ?? 0}`);
  });

  it('is idempotent: a second start adds nothing and still reports the demo', async () => {
    const count = () => one<{ users: number; accounts: number; contacts: number }>(sql`
      select (select count(*)::int from users) as users, (select count(*)::int from accounts) as accounts, (select count(*)::int from contacts) as contacts`);
    const before = await count();
    expect(await seedIfEmpty(server.database.db, server.config, log)).toEqual({ demo: true });
    expect(await count()).toEqual(before);
  });

  it('refuses to add the large seed twice', async () => {
    await server.database.db.execute(sql`insert into users (username, email, first_name, domain_id) values ('rbm.west', 'rbm.west@housing.example', 'Nitin', 5)`);
    await expect(seedLarge(server.database, { password: 'demo' })).rejects.toThrow(SeedRefusedError);
    await server.database.db.execute(sql`delete from users where username = 'rbm.west'`);
  });
});
