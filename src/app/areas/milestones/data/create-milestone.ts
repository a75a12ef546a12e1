import { api } from '../../../lib/api/api';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/queued-write';
import type { MilestoneDetail } from './milestone-types';

export type MilestoneFields = { name: string; amount: number; gst: number; startDate: string };
export type CreateMilestoneInput = MilestoneFields & { termsheetId: number; clientId?: string };

/**
 * Creates a milestone: through the outbox when the offline session runs (SYNC.md), else POST
 * /api/sapna/v1/milestone (paymentAdded is sent as false on create).
 */
export function createMilestone(input: CreateMilestoneInput): Promise<WriteResult> {
  const path = '/sapna/v1/milestone';
  return writeThroughOutbox(
    { name: 'createMilestone', args: { termsheetId: input.termsheetId, name: input.name, amount: input.amount, gst: input.gst, startDate: input.startDate } },
    () => api.post<MilestoneDetail>(path, { ...input, paymentAdded: false }, { notify: false }),
    { method: 'POST', path, notify: false },
  );
}
