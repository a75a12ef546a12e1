import {
  accountLinkSharingRefusal,
  accountLinkSharingSettingsOf,
  type AccountLinkSharingAnswer,
  type AccountLinkSharingSettings,
} from '../../../domain/dynamic-properties/account-link-sharing';
import { ApiError, forbidden } from '../../errors';
import type { SessionUser } from '../../shared/http/session-user';
import type { DynamicPropertyCache } from './dynamic-properties.service';

async function valueOf(cache: DynamicPropertyCache, key: string): Promise<unknown> {
  try {
    return await cache.get(key);
  } catch (error) {
    // A missing row reads as unset (sharing off, nobody listed); anything else is a real failure.
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

export async function accountLinkSharingSettings(cache: DynamicPropertyCache): Promise<AccountLinkSharingSettings> {
  return accountLinkSharingSettingsOf(await valueOf(cache, 'accountLinkSharing.enabled'), await valueOf(cache, 'accountLinkSharing.allowList'));
}

/** GET /sapna/v1/account-link-sharing: whether the caller may share an account link now, and why not. */
export async function accountLinkSharingFor(user: SessionUser, cache: DynamicPropertyCache): Promise<AccountLinkSharingAnswer> {
  const reason = accountLinkSharingRefusal(user, await accountLinkSharingSettings(cache));
  return { allowed: reason === null, reason };
}

/** The gate of every account-link share route: 403 with the reason, before anything is read, sent or stored. */
export async function assertMayShareAccountLink(user: SessionUser, cache: DynamicPropertyCache): Promise<void> {
  const reason = accountLinkSharingRefusal(user, await accountLinkSharingSettings(cache));
  if (reason !== null) throw forbidden(reason);
}
