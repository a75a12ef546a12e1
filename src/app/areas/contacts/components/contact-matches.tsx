import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { groupThousands } from '../../../../domain/format/indian-grouping';
import { LoadFailed } from '../../../ui/status/load-failed';
import { sameRecord } from '../../../ui/same-record';
import { CAPPED_TOTAL_TEXT } from '../../../ui/table/pagination';
import { SectionPanel } from '../../../ui/section-panel';
import { WaitingToSyncBadge } from '../../../ui/status/waiting-to-sync-badge';
import type { Contact } from '../data/contact-types';
import { useContactSearch } from '../data/search-contacts';

/**
 * The contacts found by what was typed into a search (issue 55): name, phone number or email, best match first, the
 * first page (10) with the total; each links to its account. Answered by the device's copy where the user keeps one
 * (it says so: that is what an agent without a signal sees), otherwise by the server. While a newer search runs the
 * last answer stays, marked busy; `data-search` names the search the shown answer is for once it is not busy.
 */
export function ContactMatches({ q }: { q: string }) {
  const result = useContactSearch(q);
  const page = result.data;
  const count = page ? (page.totalCapped ? CAPPED_TOTAL_TEXT : groupThousands(page.totalCount)) : '';
  return (
    <SectionPanel title="Contacts found">
      {!page && result.error && <LoadFailed what="contacts" error={result.error} onRetry={() => void result.refresh()} />}
      {!page && !result.error && <p className="text-sm text-slate-600">Searching contacts…</p>}
      {page && (
        <div aria-busy={result.isLoading || undefined} data-search={q.trim()} className={`flex flex-col gap-2 ${result.isLoading ? 'opacity-60 transition-opacity' : ''}`}>
          <p className="text-sm text-slate-700">
            {page.totalCount === 0 ? 'No contacts match this search.' : `${count} ${page.totalCount === 1 ? 'contact matches' : 'contacts match'} this search.`}
            {result.source === 'mirror' && <span className="ml-1 font-medium">From this device’s copy of your book.</span>}
          </p>
          {page.results.length > 0 && (
            <ul aria-label="Contacts found" className="flex flex-col divide-y divide-slate-100">
              {page.results.map((contact) => (
                <ContactMatch key={contact.clientId ?? contact.id} contact={contact} />
              ))}
            </ul>
          )}
        </div>
      )}
    </SectionPanel>
  );
}

/**
 * One contact found. Each keystroke's search answers with new objects, often for the same contacts ('asha', then
 * 'ashal'); a contact whose values are the same is not drawn again (sameRecord), so such an answer redraws only the
 * count above the list (issue 55).
 */
const ContactMatch = memo(
  function ContactMatch({ contact }: { contact: Contact }) {
    return (
      <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
        <span className="font-medium break-words text-slate-900">{contact.name}</span>
        {contact.pending && <WaitingToSyncBadge />}
        {contact.phone && (
          <a href={`tel:${contact.phone}`} className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline sm:min-h-0">
            {contact.phone}
          </a>
        )}
        {contact.email && <span className="break-all text-slate-700">{contact.email}</span>}
        <Link
          to="/account/$accountId"
          params={{ accountId: contact.accountId }}
          className="inline-flex min-h-11 items-center font-medium text-brand underline-offset-2 hover:underline sm:min-h-0"
        >
          {`Account#${contact.accountId}`}
        </Link>
      </li>
    );
  },
  (previous, next) => sameRecord(previous.contact, next.contact),
);
