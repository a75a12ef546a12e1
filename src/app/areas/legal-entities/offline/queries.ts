import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';
import type { MirrorDb } from '../../../lib/offline/device/db';
import type { LegalEntityRow } from '../../../lib/offline/device/mirror-rows';
import { newestIdFirst } from '../../../lib/offline/device/mirror-order';

// An account's legal entities (GET /sapna/v2/account-legal-entity/account/{id}) from the mirror; undefined when
// the account is not on the device.

function presentLegalEntity(row: LegalEntityRow): LegalEntity {
  return {
    id: row.id,
    accountId: row.accountId,
    legalName: row.legalName,
    pan: row.pan,
    tan: row.tan,
    gst: row.gst,
    unregisteredCustomer: row.unregisteredCustomer,
    cinNumber: row.cinNumber,
    reraId: row.reraId,
    aadharNumber: row.aadharNumber,
    active: row.active,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** All the account's legal entities (active or not), newest first, with their addresses. */
export async function mirrorLegalEntities(db: MirrorDb, accountId: number): Promise<LegalEntity[] | undefined> {
  if (!(await db.accounts.get(accountId))) return undefined;
  const rows = await db.legalEntities.where('accountId').equals(accountId).toArray();
  return rows.sort((a, b) => newestIdFirst(a.id, b.id)).map(presentLegalEntity);
}
