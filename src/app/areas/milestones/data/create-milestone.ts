import { dueAmountOf } from '../../../../domain/milestones/due-amount';
import { milestoneEndpoints } from '../../../../domain/milestones/milestones.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { compareText, oldestIdFirst } from '../../../lib/offline/device/mirror-order';
import { getOfflineSession } from '../../../lib/offline/session/offline-session';
import { pendingLocalId, showWhileSaving } from '../../../lib/offline/device/pending-views';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';
import type { MilestoneDetail } from './milestone-types';

export type MilestoneFields = { name: string; amount: number; gst: number; startDate: string };
export type CreateMilestoneInput = MilestoneFields & { termsheetId: number; clientId?: string };

/** The opportunity's milestone list, as pending-views.ts names it. */
export const opportunityMilestonesList = (opportunityId: number) => `milestones:${opportunityId}`;

/** The list's order, as the server and the device copy sort it: by start date, then oldest first. */
export const milestoneOrder = (a: MilestoneDetail, b: MilestoneDetail) => compareText(a.startDate, b.startDate) || oldestIdFirst(a.id, b.id);

/**
 * Creates a milestone: through the outbox when the offline session runs (SYNC.md), else POST
 * /api/sapna/v1/milestone (paymentAdded is sent as false on create). With `shownOn`, a milestone queued on the
 * device shows in that opportunity's list from now (pending-views.ts), under the client id the command takes.
 */
export function createMilestone(input: CreateMilestoneInput, shownOn?: { opportunityId: number }): Promise<WriteResult> {
  const path = endpointPath(milestoneEndpoints.create);
  const saving = writeThroughOutbox(
    {
      name: 'createMilestone',
      args: { termsheetId: input.termsheetId, name: input.name, amount: input.amount, gst: input.gst, startDate: input.startDate },
      clientId: input.clientId,
    },
    () => call(milestoneEndpoints.create, { body: { ...input, paymentAdded: false }, notify: false }),
    { method: 'POST', path, notify: false },
  );
  if (shownOn && input.clientId && getOfflineSession()) showWhileSaving(opportunityMilestonesList(shownOn.opportunityId), queuedMilestone({ ...input, clientId: input.clientId }), saving);
  return saving;
}

/**
 * The milestone as the device copy will hold it (milestones/offline/commands.ts createMilestone). Its legal entity
 * and its actions come with the copy's row, a moment later: no action can name a milestone the device does not hold.
 */
function queuedMilestone(input: CreateMilestoneInput & { clientId: string }): MilestoneDetail & { clientId: string } {
  return {
    id: pendingLocalId(),
    termsheetId: input.termsheetId,
    name: input.name,
    amount: input.amount,
    digislateAmount: null,
    gst: input.gst,
    startDate: input.startDate,
    action: null,
    active: true,
    accountLegalEntityDetail: null,
    paymentDetails: [],
    refundDetails: [],
    invoiceDetails: null,
    paymentAdded: false,
    approvedPaymentAmount: 0,
    pendingPaymentAmount: 0,
    dueAmount: dueAmountOf({ amount: input.amount, gst: input.gst, approvedPaymentAmount: 0, pendingPaymentAmount: 0 }),
    editable: false,
    clientId: input.clientId,
    version: 1,
  };
}
