import { api } from '../../../lib/api/api';
import type { MilestoneDetail } from './milestone-types';

export type MilestoneFields = { name: string; amount: number; gst: number; startDate: string };
export type CreateMilestoneInput = MilestoneFields & { termsheetId: number; clientId?: string };

/** POST /api/sapna/v1/milestone (paymentAdded is sent as false on create). */
export function createMilestone(input: CreateMilestoneInput): Promise<MilestoneDetail> {
  return api.post<MilestoneDetail>('/sapna/v1/milestone', { ...input, paymentAdded: false }, { notify: false });
}
