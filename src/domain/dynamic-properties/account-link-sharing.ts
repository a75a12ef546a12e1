import { z } from 'zod';
import { can, type Principal } from '../auth/capabilities';
import { DYNAMIC_PROPERTY_VALUE_SCHEMAS } from './dynamic-property-schema';

/**
 * Account-link sharing (spec 000 §6: "enabled for admin and owner agents through a dynamic property plus an e-mail
 * allow-list"). Our reading: all three must hold, for admins too (an admin adds their own address on the Settings
 * screen): the user holds 'shareAccountLink' (Admin, owner agent), `accountLinkSharing.enabled` is true, and the
 * user's e-mail is on `accountLinkSharing.allowList` (compared without case).
 */
export const ACCOUNT_LINK_SHARING_MESSAGES = {
  role: 'Only admins and owner agents may share account links.',
  off: 'Account-link sharing is turned off.',
  notListed: 'Your e-mail address is not on the account-link sharing allow-list.',
} as const;

export type AccountLinkSharingSettings = { enabled: boolean; allowList: readonly string[] };

/** Why the user may not share an account link now, or null when they may. */
export function accountLinkSharingRefusal(user: Principal & { email: string }, settings: AccountLinkSharingSettings): string | null {
  if (!can(user, 'shareAccountLink')) return ACCOUNT_LINK_SHARING_MESSAGES.role;
  if (!settings.enabled) return ACCOUNT_LINK_SHARING_MESSAGES.off;
  const email = user.email.trim().toLowerCase();
  if (email === '' || !settings.allowList.some((entry) => entry.trim().toLowerCase() === email)) return ACCOUNT_LINK_SHARING_MESSAGES.notListed;
  return null;
}

/** The settings as stored; a value that no longer meets its schema counts as off / empty (fail closed). */
export function accountLinkSharingSettingsOf(enabled: unknown, allowList: unknown): AccountLinkSharingSettings {
  const on = DYNAMIC_PROPERTY_VALUE_SCHEMAS['accountLinkSharing.enabled'].safeParse(enabled);
  const list = DYNAMIC_PROPERTY_VALUE_SCHEMAS['accountLinkSharing.allowList'].safeParse(allowList);
  return { enabled: on.success && on.data, allowList: list.success ? list.data : [] };
}

/** GET /sapna/v1/account-link-sharing: whether the caller may share now (the app shows or hides the action). */
export const accountLinkSharingAnswerSchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type AccountLinkSharingAnswer = z.infer<typeof accountLinkSharingAnswerSchema>;
