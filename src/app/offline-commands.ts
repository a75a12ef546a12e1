import { processApproval } from './areas/approvals/offline/commands';
import { logCallOutcome } from './areas/calling/offline/commands';
import { addComment } from './areas/comments/offline/commands';
import { createContact, deleteContact, updateContact } from './areas/contacts/offline/commands';
import { createMilestone, deleteMilestone, updateMilestone } from './areas/milestones/offline/commands';
import { recordPayment } from './areas/payments/offline/commands';
import { provideCommandKinds, type CommandKinds } from './lib/offline/outbox/command-registry';

/**
 * The composition root of the offline commands: which areas' commands the device may queue. The sync engine
 * (lib/offline) receives them here and imports no area. Imported once by main.tsx and by test support.
 */
export const COMMAND_KINDS: CommandKinds = {
  addComment,
  createContact,
  updateContact,
  deleteContact,
  recordPayment,
  createMilestone,
  updateMilestone,
  deleteMilestone,
  processApproval,
  logCallOutcome,
};

provideCommandKinds(COMMAND_KINDS);
