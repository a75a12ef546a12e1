import { useEffect } from 'react';
import { recentRecordsKey as keyOf } from '../lib/recent-records-store';

export { forgetRecentRecords } from '../lib/recent-records-store';

/**
 * The records a user opened recently (issue 51 "go to screen or record"): kept on this device per user (localStorage),
 * newest first, at most RECENT_RECORDS_MAX, each once. Named as its page titles it ("Acme Builders · Account#12")
 * once the page has loaded; until then by its kind and id. "Go to" lists them before the screens.
 */
export type RecentRecord = { to: string; label: string; kind: string };

export const RECENT_RECORDS_MAX = 10;

/** The record pages, by the first segment of their path: what "go to" calls each. */
const RECORD_KINDS: Record<string, string> = {
  account: 'Account',
  opportunity: 'Opportunity',
  'broker-opportunity': 'Opportunity',
  'builder-opportunity': 'Opportunity',
  'owner-opportunity': 'Opportunity',
  'tenant-opportunity': 'Opportunity',
  termsheet: 'Termsheet',
  payment: 'Payment',
  approval: 'Approval',
  ticket: 'Ticket',
  microsite: 'Microsite',
  'site-takeover': 'Site Takeover',
  'virtual-tour': 'Virtual Tour',
  'audience-maximizer': 'Audience Maximizer',
  'np-slot': 'NP Slot',
};

/** The record a path opens ('/account/12' → Account 12), or null for a screen. */
export function recordOfPath(pathname: string): RecentRecord | null {
  const match = /^\/([a-z-]+)\/(\d{1,10})\/?$/.exec(pathname);
  const kind = match && RECORD_KINDS[match[1]!];
  if (!match || !kind) return null;
  return { to: `/${match[1]}/${match[2]}`, label: `${kind} #${match[2]}`, kind };
}

/** The user's recent records on this device, newest first (nothing when storage is unreadable). */
export function recentRecords(userId: number): RecentRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((r): r is RecentRecord => typeof r === 'object' && r !== null && typeof r.to === 'string' && typeof r.label === 'string' && typeof r.kind === 'string')
      .slice(0, RECENT_RECORDS_MAX);
  } catch {
    return [];
  }
}

/** Puts the record first (once; a known record keeps its name unless a new one is given), capped at RECENT_RECORDS_MAX. */
export function rememberRecord(userId: number, record: RecentRecord, named = false): void {
  const before = recentRecords(userId);
  const known = before.find((r) => r.to === record.to);
  const kept = named || !known ? record : { ...record, label: known.label };
  const next = [kept, ...before.filter((r) => r.to !== record.to)].slice(0, RECENT_RECORDS_MAX);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Storage full or refused: the list is a convenience, the page works without it.
  }
}

/** The recent records whose name holds every typed word (all of them when nothing is typed). */
export function matchingRecords(records: readonly RecentRecord[], typed: string): RecentRecord[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  return records.filter((r) => words.every((w) => r.label.toLowerCase().includes(w)));
}

/** The page's name from the document title ('Acme · Account#12 · Housing Sales Console' → 'Acme · Account#12'). */
function pageName(): string {
  const parts = document.title.split(' · ');
  return parts.length > 1 ? parts.slice(0, -1).join(' · ') : '';
}

/**
 * Remembers each record page the user opens, and names it by the page's title once the page sets it (the title
 * changes when the record has loaded). Shell-wide: the record screens need not know.
 */
export function useRecentRecords(userId: number, pathname: string): void {
  useEffect(() => {
    const record = recordOfPath(pathname);
    if (!record) return;
    rememberRecord(userId, record);
    let named = '';
    const name = () => {
      const title = pageName();
      // The title names this record (holds its id), not the page before it; written once per new name.
      if (!title || title === named || !title.includes(record.to.split('/')[2]!)) return;
      named = title;
      rememberRecord(userId, { ...record, label: title }, true);
    };
    name();
    const observer = new MutationObserver(name);
    const head = document.head;
    observer.observe(head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [userId, pathname]);
}
