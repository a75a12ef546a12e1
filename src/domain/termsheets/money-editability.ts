import { ACCOUNT_STATUS, isAccountEditable, opportunityStatusName, stageBucketOf } from '../opportunities/statuses';
import { isTermsheetEditable, termsheetStatusName } from './statuses';

// Whether an opportunity's money records (termsheets, milestones, payments) may change. The server refuses a
// write with the reason (409); the device marks records editable when there is none. Our decision: the
// not-editable statuses guard the opportunity's own details; money is collected after a deal closes (status 2,
// and owner status 8), so only a lost or dropped deal (the lost bucket) or a not-editable account refuses money
// writes, and a termsheet that is finished (4, 5, 6) refuses them for itself and what is under it.

export function opportunityNotEditableMessage(statusId: number): string {
  return `This opportunity is ${opportunityStatusName(statusId)} and can no longer be edited.`;
}

export function accountNotEditableMessage(statusId: number): string {
  const name = ACCOUNT_STATUS.lookup(statusId) ?? `in status ${statusId}`;
  return `This account is ${name} and can no longer be edited.`;
}

/** Why the opportunity's money records may not change, or null when they may. */
export function opportunityMoneyProblem(opportunity: { statusId: number; accountStatusId: number }): string | null {
  if (!isAccountEditable(opportunity.accountStatusId)) return accountNotEditableMessage(opportunity.accountStatusId);
  if (stageBucketOf(opportunity.statusId) === 'lost') return opportunityNotEditableMessage(opportunity.statusId);
  return null;
}

/** Why a termsheet (and its milestones and payments) may not change, or null when they may. */
export function termsheetMoneyProblem(termsheetStatusId: number, opportunity: { statusId: number; accountStatusId: number }): string | null {
  if (!isTermsheetEditable(termsheetStatusId)) return `This termsheet is ${termsheetStatusName(termsheetStatusId)} and can no longer be edited.`;
  return opportunityMoneyProblem(opportunity);
}
