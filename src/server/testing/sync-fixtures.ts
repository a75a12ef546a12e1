// Small fixture inserts and request helpers for the sync tests (not the demo seed). Only test files import this.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  accounts,
  addresses,
  comments,
  contacts,
  legalEntities,
  milestones,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  packages,
  payments,
  products,
  termsheetPackageMappings,
  termsheets,
} from '../db/schema/index';
import type { AppInstance } from '../http';
import { recordChanges, type Change } from '../shared/sql/change-log';

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

export type Book = {
  accountId: number;
  legalEntityId: number;
  contactId: number;
  opportunityId: number;
  packageMappingId: number;
  termsheetId: number;
  milestoneId: number;
  paymentId: number;
  commentId: number;
};

/**
 * One account of the agent with everything the mirror holds under it: a legal entity with a billing address,
 * a contact, an opportunity with a package (45,000) and a product (JSON text), a termsheet, a milestone
 * (10,000 + 1,800 GST) with an approved payment of 2,000, and a call comment.
 */
export async function insertBook(db: Db, opts: { agentId: number; name?: string; domainId?: number }): Promise<Book> {
  const domainId = opts.domainId ?? 5;
  const account = one(
    await db.insert(accounts).values({ name: opts.name ?? 'Skyline Builders', clientTypeId: 1, agentId: opts.agentId, domainId, housingProfileId: 'hp-42' }).returning(),
  );
  const billing = one(await db.insert(addresses).values({ address: '12 MG Road', pincode: '560001' }).returning());
  const legalEntity = one(
    await db.insert(legalEntities).values({ accountId: account.id, legalName: 'Skyline Builders Pvt Ltd', billingAddressId: billing.id }).returning(),
  );
  const contact = one(await db.insert(contacts).values({ accountId: account.id, name: 'Asha', phone: '9876543210', contactTypeId: 1 }).returning());
  const opportunity = one(
    await db.insert(opportunities).values({ name: 'Q1 listings', typeId: 1, accountId: account.id, ownerId: opts.agentId, domainId }).returning(),
  );
  const pkg = one(await db.insert(packages).values({ name: 'Premium', ratePrice: '50000', salesPrice: '45000', validityDays: 90 }).returning());
  const product = one(await db.insert(products).values({ name: 'Pro Listing', productTypeId: 7 }).returning());
  const packageMapping = one(
    await db
      .insert(opportunityPackageMappings)
      .values({ opportunityId: opportunity.id, packageId: pkg.id, ratePrice: '50000', salesPrice: '45000', validityDays: 90 })
      .returning(),
  );
  await db.insert(opportunityProductMappings).values({
    opportunityPackageMappingId: packageMapping.id,
    productId: product.id,
    activationParameters: '{"listings":5}',
    requiredActivationParameters: '["listings"]',
  });
  const termsheet = one(
    await db.insert(termsheets).values({ opportunityId: opportunity.id, accountLegalEntityId: legalEntity.id, contactId: contact.id }).returning(),
  );
  await db.insert(termsheetPackageMappings).values({ termsheetId: termsheet.id, opportunityPackageMappingId: packageMapping.id });
  const milestone = one(
    await db
      .insert(milestones)
      .values({ termsheetId: termsheet.id, name: 'Advance', amount: '10000', gst: '1800', startDate: '2025-04-01', accountLegalEntityId: legalEntity.id })
      .returning(),
  );
  const payment = one(
    await db.insert(payments).values({ milestoneId: milestone.id, amount: '2000', statusId: 6, modeOfPaymentId: 1, pinCode: '560001' }).returning(),
  );
  const comment = one(
    await db
      .insert(comments)
      .values({ entityTypeId: 3, entityId: account.id, accountId: account.id, activityType: 'Call', text: 'Called', happenedAt: new Date(), authorId: opts.agentId })
      .returning(),
  );
  return {
    accountId: account.id,
    legalEntityId: legalEntity.id,
    contactId: contact.id,
    opportunityId: opportunity.id,
    packageMappingId: packageMapping.id,
    termsheetId: termsheet.id,
    milestoneId: milestone.id,
    paymentId: payment.id,
    commentId: comment.id,
  };
}

/** Records changes the way a service would, in a transaction of their own. */
export async function recordInTransaction(db: Db, changes: Change[]): Promise<void> {
  await db.transaction(async (tx) => recordChanges(tx, changes));
}

export type PulledChange = { entity: string; op: 'upsert' | 'delete'; id: number; accountId: number; row?: Record<string, unknown> };
export type PullBody = { changes: PulledChange[]; cursor: string; hasMore: boolean; lastAppliedSeq: number; referenceVersion?: number; reset?: true };

export async function pullAs(app: AppInstance, cookie: string, query: Record<string, string | number> = {}): Promise<{ status: number; body: PullBody }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: `/api/sync/v1/pull${search ? `?${search}` : ''}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
}

/** Walks every page of one snapshot entity; answers the rows and the first page's cursor. */
export async function snapshotAll(
  app: AppInstance,
  cookie: string,
  entity: string,
  limit = 5000,
): Promise<{ rows: Record<string, unknown>[]; cursor: string; totalCount: number | undefined }> {
  const rows: Record<string, unknown>[] = [];
  let after: number | null = null;
  let cursor: string | undefined;
  let totalCount: number | undefined;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sync/v1/snapshot?entity=${entity}&limit=${limit}${after === null ? '' : `&after=${after}`}`,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`snapshot ${entity}: ${res.statusCode} ${res.body}`);
    const page = res.json() as { rows: Record<string, unknown>[]; nextAfter: number | null; hasMore: boolean; cursor: string; totalCount?: number };
    cursor ??= page.cursor;
    totalCount ??= page.totalCount;
    rows.push(...page.rows);
    if (!page.hasMore) return { rows, cursor, totalCount };
    after = page.nextAfter;
  }
}

export type Command = { seq: number; mutationId: string; name: string; args: Record<string, unknown>; deviceTime: string; baseVersion?: number };

export function command(seq: number, name: string, args: Record<string, unknown>, extra: Partial<Command> = {}): Command {
  return { seq, mutationId: randomUUID(), name, args, deviceTime: new Date().toISOString(), ...extra };
}

export async function pushAs(app: AppInstance, cookie: string, clientId: string, commands: Command[]) {
  const res = await app.inject({ method: 'POST', url: '/api/sync/v1/push', headers: { cookie }, payload: { clientId, commands } });
  return { status: res.statusCode, body: res.json() };
}
