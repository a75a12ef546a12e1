import type { Approval } from '../../../../domain/approvals/approval-answers';
import { allInOnePage, type Paged } from '../../../../domain/paging/paged';
import { ENTITY_TYPES } from '../../../../domain/reference/ids';
import type { MirrorDb } from '../../../lib/offline/device/db';
import { newestIdFirst } from '../../../lib/offline/device/mirror-order';

// An opportunity's approvals (GET /sapna/v1/approval?opportunityId) from the mirror, as
// src/server/modules/approvals answers them: newest first, all in one page. The device holds the approvals about
// the opportunities in the user's scope, so an agent reads the approvals they raised offline.

/** The opportunity's approvals; undefined when the opportunity is not on the device. */
export async function mirrorApprovalsOfOpportunity(db: MirrorDb, opportunityId: number): Promise<Paged<Approval> | undefined> {
  if (!(await db.opportunities.get(opportunityId))) return undefined;
  // The opportunity's own approvals; those about its payments (entityTypeId 20) sit under it too but the route leaves them out.
  const rows = (await db.approvals.where('opportunityId').equals(opportunityId).toArray()).filter((a) => a.entityTypeId === ENTITY_TYPES.OPPORTUNITY).sort((a, b) => newestIdFirst(a.id, b.id));
  const results = rows.map(({ opportunityId: _opportunityId, accountId: _accountId, _pending, _clientId, ...approval }): Approval => approval);
  return allInOnePage(results);
}

/** The page size of the approval-page's "Approvals you asked for" list (GET raised-approvals?size=50). */
export const RAISED_APPROVALS_PAGE_SIZE = 50;

/**
 * GET /sapna/v1/approval/raised-approvals?size from the mirror, as src/server/modules/approvals answers it: the
 * approvals the viewer asked for, every status, newest first, the first page of `size` with the whole count. The
 * device holds those under an opportunity of the viewer's scope (its own, its payments', its NP slot swaps'), not
 * slot-date extensions (about no opportunity); undefined when it holds none (the server, or its cache, answers).
 */
export async function mirrorRaisedApprovals(db: MirrorDb, viewerId: number, size = RAISED_APPROVALS_PAGE_SIZE): Promise<Paged<Approval> | undefined> {
  const rows = (await db.approvals.filter((a) => a.requestedBy.userId === viewerId).toArray()).sort((a, b) => newestIdFirst(a.id, b.id));
  if (rows.length === 0) return undefined;
  const results = rows.slice(0, size).map(({ opportunityId: _opportunityId, accountId: _accountId, _pending, _clientId, ...approval }): Approval => approval);
  return { results, totalCount: rows.length, page: 0, size };
}
