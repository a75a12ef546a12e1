import { api } from '../../../lib/api/api';

/** DELETE /api/sapna/v1/milestone/{id}?baseVersion. */
export function deleteMilestone(milestoneId: number, baseVersion: number): Promise<{ id: number; version: number }> {
  return api.delete<{ id: number; version: number }>(`/sapna/v1/milestone/${milestoneId}`, { query: { baseVersion }, notify: false });
}
