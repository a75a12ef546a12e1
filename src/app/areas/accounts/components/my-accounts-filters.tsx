import { useLayoutEffect, useState } from 'react';
import { ACCOUNT_CLIENT_STATUS_LABELS } from '../../../../domain/reference/ids';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { AccountAgent } from '../data/account-types';
import type { MyAccountsSearch } from '../data/my-accounts-search';

const CLIENT_STATUS_OPTIONS = Object.entries(ACCOUNT_CLIENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

const toId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/**
 * Search (debounced 300 ms) and the city, client status and agent filters. Each change goes to the URL and
 * sends the list back to its first page. The agent filter shows only when the user sees more than one agent.
 */
export function MyAccountsFilters({
  search,
  agents,
  onChange,
}: {
  search: MyAccountsSearch;
  agents: readonly AccountAgent[];
  onChange: (next: Partial<MyAccountsSearch>) => void;
}) {
  const reference = useReferenceData();
  const [text, setText] = useState(search.q ?? '');
  const settled = useDebouncedValue(text);
  // When the URL's q changes from elsewhere (back, a link), the box follows it.
  const [urlQ, setUrlQ] = useState(search.q);
  if (urlQ !== search.q) {
    setUrlQ(search.q);
    if ((search.q ?? '') !== settled.trim()) setText(search.q ?? '');
  }

  // In the commit of the debounce's render, not in a task after it: a search typed starts the device copy's queries
  // from here (typedSearchNavigation, issue 55).
  useLayoutEffect(() => {
    // Only what the user typed and then paused on goes to the URL (not a value the box is still catching up to).
    const q = settled.trim();
    if (settled === text && q !== (search.q ?? '')) onChange({ q: q || undefined, page: undefined });
  }, [settled, text, search.q, onChange]);

  const cities = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <div role="search" aria-label="Filter accounts" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label="Search accounts"
        type="search"
        hint="Account id, housing profile id or the start of the name; contacts by name, phone or email"
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
      />
      <SelectField
        label="City"
        placeholder="All cities"
        options={cities}
        value={search.cityId === undefined ? '' : String(search.cityId)}
        onChange={(e) => onChange({ cityId: toId(e.target.value), page: undefined })}
      />
      <SelectField
        label="Client status"
        placeholder="All client statuses"
        options={CLIENT_STATUS_OPTIONS}
        value={search.clientStatusId === undefined ? '' : String(search.clientStatusId)}
        onChange={(e) => onChange({ clientStatusId: toId(e.target.value), page: undefined })}
      />
      {agents.length > 1 && (
        <SelectField
          label="Agent"
          placeholder="All agents"
          options={agents.map((a) => ({ value: String(a.id), label: a.name }))}
          value={search.agentId === undefined ? '' : String(search.agentId)}
          onChange={(e) => onChange({ agentId: toId(e.target.value), page: undefined })}
        />
      )}
    </div>
  );
}
