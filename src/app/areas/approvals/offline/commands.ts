import { compact, defineKind } from '../../../lib/offline/outbox/command-kind';

// Approvals acted on offline (SYNC.md): a reviewer's review or the approver's decision is queued with the version
// of the approval the screen showed. The device holds no copy of approvals, so nothing changes locally; on sync the
// server re-checks the approval, and a changed one is a rejected command with the reason (the outbox shows it).

export type ProcessApprovalInput = {
  approvalId: number;
  path: 'review' | 'approval';
  status: 'Approved' | 'Rejected';
  remark?: string | null;
  /** The approval's version as the screen showed it. */
  version: number;
};

declare module '../../../lib/offline/outbox/command-registry' {
  interface CommandInputs {
    processApproval: ProcessApprovalInput;
  }
}

export const processApproval = defineKind<ProcessApprovalInput>({
  name: 'processApproval',
  entity: 'approval',
  creates: false,
  async prepare(_w, input) {
    return {
      args: compact({ approvalId: input.approvalId, path: input.path, status: input.status, remark: input.remark || undefined, version: input.version }),
      baseVersion: input.version,
      entityId: input.approvalId,
      entityClientId: null,
      accountId: null,
    };
  },
  async apply() {
    // No device copy of approvals: the server's answer (on the approval's screen) is the record.
  },
});
