/** Incentive constants (spec 001 §4/§9, 002 §9). */
import { statusTable } from '../format/status-table';

export const INCENTIVE_FREQUENCIES = ['Monthly', 'Quarterly'] as const;
export type IncentiveFrequency = (typeof INCENTIVE_FREQUENCIES)[number];

/** Status groups as the spec gives them; 3 is both signed off and visible as manager-approvable. */
export const INCENTIVE_STATUS_GROUPS = {
  pending: [1, 2],
  signOff: [3],
  managerApproved: [3, 4],
} as const satisfies Record<string, readonly number[]>;

/** Names are ours (the spec names only the groups). Paid is recorded by paidIncentive, not a status id. */
export const INCENTIVE_STATUS = statusTable({ 1: 'Pending', 2: 'Pending Review', 3: 'Signed Off', 4: 'Manager Approved' }, { unknown: String });

/** The remark a sign-off carries. */
export const SIGN_OFF_REMARK = 'Signed Off';
/** How many incentive cycles are fetched. */
export const INCENTIVE_CYCLES_COUNT = 3;
