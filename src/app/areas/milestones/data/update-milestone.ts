import { api } from '../../../lib/api/api';
import type { MilestoneFields } from './create-milestone';
import type { MilestoneDetail } from './milestone-types';

/** PUT /api/sapna/v1/milestone/{id}; baseVersion makes a change on a stale copy fail with 409 instead of overwriting. */
export function updateMilestone(milestoneId: number, fields: MilestoneFields & { baseVersion: number }): Promise<MilestoneDetail> {
  return api.put<MilestoneDetail>(`/sapna/v1/milestone/${milestoneId}`, fields, { notify: false });
}
