import { and, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import { CHILD_POINT_OF_CONTACT_TYPE_ID } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { contacts } from '../../db/schema/index';
import type { ContactFilters } from './contact-filters';

export type ContactRow = typeof contacts.$inferSelect;

export async function findContact(tx: Tx, id: number, forUpdate = false): Promise<ContactRow | undefined> {
  const query = tx.select().from(contacts).where(eq(contacts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findContactByClientId(tx: Tx, clientId: string): Promise<ContactRow | undefined> {
  const [row] = await tx.select().from(contacts).where(eq(contacts.clientId, clientId));
  return row;
}

/** Contacts matching the filters; child points of contact (type 8) only once verified (spec 000 §3). */
export async function listContacts(tx: Tx, filters: ContactFilters): Promise<ContactRow[]> {
  const conditions: SQL[] = [or(ne(contacts.contactTypeId, CHILD_POINT_OF_CONTACT_TYPE_ID), eq(contacts.isVerified, true)) as SQL];
  if (filters.accountId !== undefined) conditions.push(eq(contacts.accountId, filters.accountId));
  if (filters.opportunityId !== undefined) conditions.push(eq(contacts.opportunityId, filters.opportunityId));
  if (filters.active !== undefined) conditions.push(eq(contacts.active, filters.active));
  return tx
    .select()
    .from(contacts)
    .where(and(...conditions))
    .orderBy(desc(contacts.id));
}
