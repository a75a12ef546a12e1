import type { Paged } from '../../../../domain/paging/paged';
import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call } from '../../../lib/api/call';
import { startMirrorQuery, useMirrorResource, type MirrorQuery, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import { searchMirrorContacts } from '../offline/queries';
import type { Contact } from './contact-types';

/** The most the contact search route takes (contacts.routes.ts: q of 1 to 100 characters). */
const MAX_Q = 100;

/** GET /api/sapna/v1/contact/search?q=: the first page (10) of the contacts in scope found by what was typed, best first. */
export async function fetchContactSearch(q: string, signal?: AbortSignal): Promise<Paged<Contact>> {
  return call(contactEndpoints.search, { query: { q }, signal });
}

/** A User Timing measure of the copy's answer ('device-search:contacts'; the offline benchmark reads it). */
function measureDeviceSearch(started: number): void {
  try {
    performance.measure('device-search:contacts', { start: started, end: performance.now() });
  } catch {
    // No User Timing.
  }
}

/**
 * Contact search for a typed name, phone number or email (issue 55). A device that keeps a copy of the user's
 * book answers from it (searchMirrorContacts: the server's terms, ranking and capped total), online or not, so a
 * field agent with no signal finds a contact as with one; otherwise (no copy, or not yet downloaded) the server.
 * The last search typed wins: a new q unsubscribes the copy's query for the old one and aborts the old request, and
 * an older answer never replaces a newer (use-mirror-resource.ts, use-resource.ts). `source` says where it came from.
 */
export function useContactSearch(typed: string): MirrorResource<Paged<Contact>> {
  const q = searchedFor(typed);
  return useMirrorResource(
    q ? contactSearchKey(q) : null,
    mirrorSearch(q),
    (signal) => fetchContactSearch(q, signal),
    // Ten rows, drawn at once: not behind the accounts' rows drawn in a transition at the same moment.
    { keepPrevious: true, urgent: true },
  );
}

const searchedFor = (typed: string) => typed.trim().slice(0, MAX_Q).trim();
const contactSearchKey = (q: string) => `contact-search:${q}`;
const mirrorSearch =
  (q: string): MirrorQuery<Paged<Contact>> =>
  async (db) => {
    const started = performance.now();
    const page = await searchMirrorContacts(db, { q });
    measureDeviceSearch(started);
    return page;
  };

/**
 * Starts the device copy's contact search for `typed` now (at the search box's debounce), for useContactSearch(typed)
 * to read once the navigation has rendered it (issue 55). The newest search's only. Resolves with the copy's answer.
 */
export function startContactSearch(typed: string): Promise<void> {
  const q = searchedFor(typed);
  return q ? startMirrorQuery('contact-search', contactSearchKey(q), mirrorSearch(q)) : Promise.resolve();
}
