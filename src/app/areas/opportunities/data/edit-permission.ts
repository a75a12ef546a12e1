import { isOpportunityEditable, opportunityStatusName, type OpportunityKind } from '../../../../domain/opportunities/statuses';
import type { UserDetails } from '../../../lib/session/user-details';
import type { OpportunityPage } from './opportunity-types';

/** The user may make changes at all: holds 'sell' and is not read-only. */
export function mayWrite(user: Pick<UserDetails, 'readOnly' | 'capabilities'>): boolean {
  return !user.readOnly && user.capabilities.includes('sell');
}

export type EditPermission = { canEdit: true; reason: null } | { canEdit: false; reason: string };

/**
 * May this user change this opportunity on the page of this kind? Read-only users and users without 'sell'
 * may not; nor may anyone when the server says it is not editable or when the page's kind lists its status
 * as not editable (owner pages also stop at 8). The server refuses such writes anyway.
 */
export function editPermission(user: UserDetails, kind: OpportunityKind, opportunity: Pick<OpportunityPage, 'editable' | 'statusId'>): EditPermission {
  if (!mayWrite(user)) return { canEdit: false, reason: 'You have read-only access to opportunities.' };
  if (!opportunity.editable || !isOpportunityEditable(kind, opportunity.statusId)) {
    return { canEdit: false, reason: `This opportunity is ${opportunityStatusName(opportunity.statusId)} and can no longer be edited.` };
  }
  return { canEdit: true, reason: null };
}
