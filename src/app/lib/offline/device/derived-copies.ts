import type { MirrorDb } from './db';
import type { AccountRow, LegalEntityRow, MilestoneRow } from './mirror-rows';
import type { ServerChange } from './local-types';

/**
 * Some mirrored rows carry copies of another row's fields, as the online routes answer them: a payment its
 * milestone's name, a milestone its legal entity's name, an opportunity its account's name, status and client
 * type. The change log records only the
 * row that changed, so when a milestone or an account arrives, the copies in the rows under it are refreshed
 * here, exactly as the server would now answer them.
 */
export async function refreshCopies(db: MirrorDb, change: ServerChange): Promise<void> {
  if (change.op !== 'upsert' || !change.row) return;
  if (change.entity === 'milestone') {
    const milestone = change.row as MilestoneRow;
    await db.payments
      .where('milestoneId')
      .equals(milestone.id)
      .filter((p) => p.milestoneName !== milestone.name)
      .modify({ milestoneName: milestone.name });
  } else if (change.entity === 'legalEntity') {
    const entity = change.row as LegalEntityRow;
    await db.milestones
      .where('accountId')
      .equals(entity.accountId)
      .filter((m) => m.accountLegalEntityDetail?.id === entity.id && m.accountLegalEntityDetail.legalName !== entity.legalName)
      .modify({ accountLegalEntityDetail: { id: entity.id, legalName: entity.legalName } });
  } else if (change.entity === 'account') {
    const account = change.row as AccountRow;
    const copy = { housingProfileId: account.housingProfileId, name: account.name, statusId: account.statusId, clientTypeId: account.clientTypeId };
    await db.opportunities
      .where('accountId')
      .equals(account.accountId)
      .filter((o) => JSON.stringify(o.account) !== JSON.stringify(copy))
      .modify({ account: copy });
  }
}
