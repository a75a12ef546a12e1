import type { CommandName } from '../local-types';
import { addComment, type AddCommentInput } from './comment-commands';
import type { CommandKind } from './command-kind';
import {
  createContact,
  deleteContact,
  updateContact,
  type CreateContactInput,
  type DeleteContactInput,
  type UpdateContactInput,
} from './contact-commands';
import {
  createMilestone,
  deleteMilestone,
  updateMilestone,
  type CreateMilestoneInput,
  type DeleteMilestoneInput,
  type UpdateMilestoneInput,
} from './milestone-commands';
import { recordPayment, type RecordPaymentInput } from './payment-commands';

/** What a screen passes for each command (rows named by their ids in the mirror). */
export type CommandInputs = {
  addComment: AddCommentInput;
  createContact: CreateContactInput;
  updateContact: UpdateContactInput;
  deleteContact: DeleteContactInput;
  recordPayment: RecordPaymentInput;
  createMilestone: CreateMilestoneInput;
  updateMilestone: UpdateMilestoneInput;
  deleteMilestone: DeleteMilestoneInput;
};

/** A command to queue: `{ name: 'recordPayment', args: {...} }`. */
export type QueuedCommand = { [K in CommandName]: { name: K; args: CommandInputs[K] } }[CommandName];

export const COMMAND_KINDS: { [K in CommandName]: CommandKind<CommandInputs[K]> } = {
  addComment,
  createContact,
  updateContact,
  deleteContact,
  recordPayment,
  createMilestone,
  updateMilestone,
  deleteMilestone,
};

export function kindOf(name: string): CommandKind<unknown> | undefined {
  return (COMMAND_KINDS as Record<string, CommandKind<unknown>>)[name];
}
