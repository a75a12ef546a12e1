import type { ContactRow } from './contacts.repo';

export type ContactView = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  accountId: number;
  opportunityId: number | null;
  contactTypeId: number;
  pocType: string | null;
  isVerified: boolean;
  active: boolean;
  clientId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export function presentContact(row: ContactRow): ContactView {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
