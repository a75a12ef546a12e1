/**
 * Call logging after a tel: call. A contact's phone number is a tel: link carrying data-call-* attributes
 * (CALL_LINK_ATTRIBUTES); when the user follows one, the call is remembered (who, on which record, when it
 * started). When the page is visible again, the comments panel of that record offers to log it as a Call with
 * the time it took. Kept in sessionStorage so it survives the phone discarding the page during the call.
 */

/** A call the user started from a tel: link and has not logged or dismissed yet. */
export type PendingCall = {
  contactId: number;
  contactName: string;
  accountId: number;
  /** The record whose comments panel saw the click (1 opportunity, 3 account); the call is logged on it. */
  entityTypeId: 1 | 3;
  entityId: number;
  /** ISO time the call started (the click). */
  startedAt: string;
};

/** The attributes a tel: link carries so that following it offers to log the call. */
export const CALL_LINK_ATTRIBUTES = { contactId: 'data-call-contact-id', contactName: 'data-call-contact-name', accountId: 'data-call-account-id' } as const;

export const PENDING_CALL_KEY = 'sales-console.pending-call';

/** A call older than this is not offered any more (the user surely did something else since). */
export const PENDING_CALL_MAX_AGE_MS = 3 * 3600 * 1000;

/** The longest call duration the server keeps (a day). */
export const MAX_CALL_SECONDS = 86_400;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The contact a followed tel: link names, or null when it is not a call link. */
export function callFromLink(link: Element): Pick<PendingCall, 'contactId' | 'contactName' | 'accountId'> | null {
  if (!(link.getAttribute('href') ?? '').startsWith('tel:')) return null;
  const contactId = Number(link.getAttribute(CALL_LINK_ATTRIBUTES.contactId));
  const accountId = Number(link.getAttribute(CALL_LINK_ATTRIBUTES.accountId));
  const contactName = link.getAttribute(CALL_LINK_ATTRIBUTES.contactName) ?? '';
  if (!Number.isInteger(contactId) || contactId === 0 || !Number.isInteger(accountId) || accountId <= 0) return null;
  return { contactId, contactName, accountId };
}

export function rememberCall(call: PendingCall, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(PENDING_CALL_KEY, JSON.stringify(call));
  } catch {
    // Storage refused (private mode, full): the call is simply not offered for logging.
  }
}

export function forgetCall(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(PENDING_CALL_KEY);
  } catch {
    // Nothing to forget.
  }
}

function isPendingCall(value: unknown): value is PendingCall {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.contactId === 'number' &&
    typeof v.contactName === 'string' &&
    typeof v.accountId === 'number' &&
    (v.entityTypeId === 1 || v.entityTypeId === 3) &&
    typeof v.entityId === 'number' &&
    typeof v.startedAt === 'string' &&
    !Number.isNaN(Date.parse(v.startedAt))
  );
}

/** The remembered call, unless there is none, it is unreadable or too old (then it is forgotten). */
export function readPendingCall(now: Date = new Date(), storage: Storage | null = sessionStore()): PendingCall | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(PENDING_CALL_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isPendingCall(parsed) || now.getTime() - Date.parse(parsed.startedAt) > PENDING_CALL_MAX_AGE_MS) {
    forgetCall(storage);
    return null;
  }
  return parsed;
}

/** Whole seconds from the start of the call to now (never negative, at most a day). */
export function elapsedSeconds(startedAt: string, now: Date): number {
  const ms = now.getTime() - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(MAX_CALL_SECONDS, Math.floor(ms / 1000));
}

/** '4 min 12 s', '45 s', '1 h 2 min 3 s'. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = [hours > 0 ? `${hours} h` : null, hours > 0 || minutes > 0 ? `${minutes} min` : null, `${rest} s`];
  return parts.filter(Boolean).join(' ');
}

/** 'Call with Asha Rao, 4 min 12 s'. */
export function callSummary(call: Pick<PendingCall, 'contactName'>, seconds: number): string {
  return `Call with ${call.contactName || 'the contact'}, ${formatElapsed(seconds)}`;
}

/** Minutes and seconds as typed in the prompt, as seconds; null when they are not whole numbers in range. */
export function durationFromParts(minutes: string, seconds: string): number | null {
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  const s = seconds.trim() === '' ? 0 : Number(seconds);
  if (!Number.isInteger(m) || !Number.isInteger(s) || m < 0 || s < 0 || s > 59) return null;
  const total = m * 60 + s;
  return total <= MAX_CALL_SECONDS ? total : null;
}
