import { APPROVAL_COMMANDS } from './approval-commands';
import { CALLING_COMMANDS } from './calling-commands';
import type { CommandDefinition } from './command';
import { COMMENT_COMMANDS } from './comment-commands';
import { CONTACT_COMMANDS } from './contact-commands';
import { MONEY_COMMANDS } from './money-commands';

/**
 * Every command a device may push, by name. An unknown name is a stored rejection, so a device on an older or
 * newer release never blocks its queue on it.
 */
export const PUSH_COMMANDS: Record<string, CommandDefinition<unknown>> = {
  ...COMMENT_COMMANDS,
  ...CONTACT_COMMANDS,
  ...MONEY_COMMANDS,
  ...APPROVAL_COMMANDS,
  ...CALLING_COMMANDS,
};
