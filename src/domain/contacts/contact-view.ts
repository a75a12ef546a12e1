import type { z } from 'zod';
import { isoOf, type StoredTimes } from '../sync/row-fields';
import { contactRowSchema } from './contact-row';

/** A contact as the server answers it (GET/POST/PUT/DELETE /sapna/v1/contact): the mirrored row's fields. */
export const contactViewSchema = contactRowSchema;
export type ContactView = z.infer<typeof contactViewSchema>;

/** A stored contact, on either side: the server's times are Dates, the device's ISO strings. */
type StoredContact = StoredTimes<ContactView, 'createdAt' | 'updatedAt'>;

/** The answer for a stored contact; the server's routes and the device's mirror queries both present with it. */
export function presentContact(row: StoredContact): ContactView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    accountId: row.accountId,
    opportunityId: row.opportunityId,
    contactTypeId: row.contactTypeId,
    pocType: row.pocType,
    isVerified: row.isVerified,
    active: row.active,
    clientId: row.clientId,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/** A changed email (compared without case) is no longer verified; an unchanged one keeps its state. */
export function isVerifiedAfterEdit(before: { email: string | null; isVerified: boolean }, email: string | null): boolean {
  const emailChanged = (email ?? '').toLowerCase() !== (before.email ?? '').toLowerCase();
  return emailChanged ? false : before.isVerified;
}
