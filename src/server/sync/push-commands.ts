import { APPROVAL_COMMANDS } from '../modules/approvals/approval-commands.sync';
import { CALLING_COMMANDS } from '../modules/calling/calling-commands.sync';
import type { CommandDefinition } from './command';
import { COMMENT_COMMANDS } from '../modules/comments/comment-commands.sync';
import { CONTACT_COMMANDS } from '../modules/contacts/contact-commands.sync';
import { MILESTONE_COMMANDS } from '../modules/milestones/milestone-commands.sync';
import { PAYMENT_COMMANDS } from '../modules/payments/payment-commands.sync';

/**
 * Every command a device may push, by name. An unknown name is a stored rejection, so a device on an older or
 * newer release never blocks its queue on it.
 */
export const PUSH_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  ...COMMENT_COMMANDS,
  ...CONTACT_COMMANDS,
  ...MILESTONE_COMMANDS,
  ...PAYMENT_COMMANDS,
  ...APPROVAL_COMMANDS,
  ...CALLING_COMMANDS,
};
