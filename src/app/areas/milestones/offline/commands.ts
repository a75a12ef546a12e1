import { dueAmountOf } from '../../../../domain/milestones/due-amount';
import { gstOf } from '../../../../domain/reference/limits';
import type { LocalWriter } from '../../../lib/offline/outbox/local-writer';
import type { MilestoneRow } from '../../../lib/offline/device/mirror-rows';
import { compact, defineKind, deleteKind, num, preparedCreate, preparedEdit, refArgs, refOf, rowOnDevice, str } from '../../../lib/offline/outbox/command-kind';

// Milestones: create, update, delete. Updates and deletes carry the version they were based on (the server
// refuses a stale one: "commands carry the expected current state"); the optimistic change bumps the version
// exactly as the server does, so a second queued edit of the same milestone carries the version the first
// one will have produced.

export type MilestoneFieldsInput = {
  name?: string | null;
  amount?: number | null;
  gst?: number | null;
  /** 'YYYY-MM-DD'. */
  startDate?: string | null;
  accountLegalEntityId?: number | null;
  digislateAmount?: number | null;
};

export type CreateMilestoneInput = MilestoneFieldsInput & { termsheetId: number; name: string; amount: number; startDate: string };
/** `id`: the milestone's id in the mirror (negative for one created on this device). */
export type UpdateMilestoneInput = MilestoneFieldsInput & { id: number };
export type DeleteMilestoneInput = { id: number };

function fieldArgs(input: MilestoneFieldsInput): Record<string, unknown> {
  return compact({
    name: input.name ?? undefined,
    amount: input.amount ?? undefined,
    gst: input.gst ?? undefined,
    startDate: input.startDate ?? undefined,
    accountLegalEntityId: input.accountLegalEntityId ?? undefined,
    digislateAmount: input.digislateAmount ?? undefined,
  });
}

async function legalEntityDetail(w: LocalWriter, id: number | null): Promise<MilestoneRow['accountLegalEntityDetail']> {
  if (id == null) return null;
  const entity = await w.get('legalEntities', id);
  return entity ? { id: entity.id, legalName: entity.legalName } : { id, legalName: '' };
}

export const createMilestone = defineKind<CreateMilestoneInput>({
  name: 'createMilestone',
  entity: 'milestone',
  creates: true,
  async prepare(w, input, created) {
    const termsheet = await rowOnDevice(w, 'termsheets', input.termsheetId);
    return preparedCreate({ termsheetId: input.termsheetId, ...fieldArgs(input), clientId: created.clientId }, created, termsheet.accountId);
  },
  async apply(w, command) {
    const a = command.args;
    const clientId = str(a.clientId);
    if (clientId == null || command.localId == null) return;
    if (await w.find('milestones', { clientId })) return;
    const termsheet = await w.get('termsheets', num(a.termsheetId) ?? 0);
    if (!termsheet) return;
    const amount = num(a.amount) ?? 0;
    const gst = num(a.gst) ?? gstOf(amount);
    const row: MilestoneRow = {
      id: command.localId,
      termsheetId: termsheet.id,
      opportunityId: termsheet.opportunityId,
      accountId: termsheet.accountId,
      name: str(a.name) ?? '',
      amount,
      digislateAmount: num(a.digislateAmount),
      gst,
      startDate: str(a.startDate) ?? '',
      action: null,
      active: true,
      accountLegalEntityDetail: await legalEntityDetail(w, num(a.accountLegalEntityId) ?? termsheet.accountLegalEntityId),
      paymentAdded: false,
      approvedPaymentAmount: 0,
      pendingPaymentAmount: 0,
      dueAmount: 0,
      refundDetails: [],
      clientId,
      _clientId: clientId,
      version: 1,
      createdAt: command.deviceTime,
      updatedAt: command.deviceTime,
    };
    await w.put('milestones', { ...row, dueAmount: dueAmountOf(row) });
  },
});

export const updateMilestone = defineKind<UpdateMilestoneInput>({
  name: 'updateMilestone',
  entity: 'milestone',
  creates: false,
  async prepare(w, input) {
    const row = await rowOnDevice(w, 'milestones', input.id);
    return preparedEdit({ ...refArgs('milestone', row), ...fieldArgs(input) }, row, row.version);
  },
  async apply(w, command) {
    const a = command.args;
    const row = await w.find('milestones', refOf('milestone', a));
    if (!row) return;
    const amount = num(a.amount) ?? row.amount;
    // As the server: a new amount without a gst recomputes the gst at 18%.
    const gst = num(a.gst) ?? (num(a.amount) != null ? gstOf(amount) : row.gst);
    const legalEntityId = num(a.accountLegalEntityId);
    const next: MilestoneRow = {
      ...row,
      name: str(a.name) ?? row.name,
      amount,
      gst,
      startDate: str(a.startDate) ?? row.startDate,
      digislateAmount: num(a.digislateAmount) ?? row.digislateAmount,
      accountLegalEntityDetail: legalEntityId != null ? await legalEntityDetail(w, legalEntityId) : row.accountLegalEntityDetail,
      version: row.version + 1,
      updatedAt: command.deviceTime,
    };
    await w.put('milestones', { ...next, dueAmount: dueAmountOf(next) });
    // Its payments show the milestone's name (as the server answers them).
    if (next.name !== row.name) {
      for (const payment of await w.paymentsOf(row.id)) await w.put('payments', { ...payment, milestoneName: next.name });
    }
  },
});

export const deleteMilestone = deleteKind<DeleteMilestoneInput>('deleteMilestone', 'milestone', (row) => row.version);

/** The engine's typed command inputs (lib/offline/outbox/command-registry.ts). */
declare module '../../../lib/offline/outbox/command-registry' {
  interface CommandInputs {
    createMilestone: CreateMilestoneInput;
    updateMilestone: UpdateMilestoneInput;
    deleteMilestone: DeleteMilestoneInput;
  }
}
