import { SelectField } from '../../../ui/form/select-field';
import type { AccountSortKey, MyAccountsSearch } from '../data/my-accounts-search';

const OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'Recently updated first' },
  { value: 'updatedAt:asc', label: 'Least recently updated first' },
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'accountName:asc', label: 'Name A–Z' },
  { value: 'accountName:desc', label: 'Name Z–A' },
  { value: 'accountId:asc', label: 'Account id, lowest first' },
  { value: 'accountId:desc', label: 'Account id, highest first' },
];

/** On a phone the cards have no column headers to sort by, so the order is a select. */
export function PhoneSortSelect({ search, onChange }: { search: MyAccountsSearch; onChange: (next: Partial<MyAccountsSearch>) => void }) {
  const value = search.sort ? `${search.sort}:${search.order ?? 'asc'}` : '';
  return (
    <SelectField
      label="Sort by"
      options={OPTIONS}
      value={OPTIONS.some((o) => o.value === value) ? value : ''}
      onChange={(e) => {
        const [sort, order] = e.target.value.split(':');
        onChange({ sort: (sort || undefined) as AccountSortKey | undefined, order: (order || undefined) as 'asc' | 'desc' | undefined, page: undefined });
      }}
    />
  );
}
