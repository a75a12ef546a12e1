import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { PAYMENT_STATUS_GROUP_KEYS, PAYMENT_STATUS_GROUP_LABELS, type PaymentListRow } from '../../../../domain/payments/payment-list';
import type { PaymentStatusGroup } from '../../../../domain/payments/statuses';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { PaymentListSearch } from '../data/payment-list-search';
import { paymentCsvUrl, usePaymentList } from '../data/search-payments';
import { urlPageOf } from '../../../lib/list/page-base';
import { OnlineButton } from '../../../ui/online-button';
import { accountColumn } from '../../../ui/table/record-columns';

const linkClass = 'text-brand underline-offset-2 hover:underline';

const COLUMNS: Column<PaymentListRow>[] = [
  { key: 'id', header: 'Payment', cell: (p) => <Link to="/payment/$paymentId" params={{ paymentId: p.id }} className={linkClass}>{p.id}</Link> },
  { key: 'amount', header: 'Amount', cell: (p) => formatRupees(p.amount), value: (p) => p.amount, align: 'right' },
  { key: 'status', header: 'Status', cell: (p) => p.statusName, className: 'whitespace-nowrap' },
  { key: 'mode', header: 'Mode', priority: 3, cell: (p) => p.modeOfPaymentName, className: 'whitespace-nowrap' },
  { key: 'type', header: 'Type', priority: 4, cell: (p) => (p.paymentType === 'normal' ? 'Normal' : p.paymentType) },
  { key: 'reference', header: 'Reference', priority: 3, cell: (p) => p.referenceNumber ?? '--' },
  { key: 'milestone', header: 'Milestone', priority: 2, cell: (p) => <Link to="/termsheet/$termsheetId" params={{ termsheetId: p.termsheetId }} className={linkClass}>{p.milestoneName}</Link> },
  accountColumn(),
  { key: 'paymentDate', header: 'Payment date', cell: (p) => formatDate(p.paymentDate), className: 'whitespace-nowrap' },
  { key: 'createdAt', header: 'Recorded', priority: 4, cell: (p) => formatDateTime(p.createdAt), className: 'whitespace-nowrap' },
];

type Draft = { q: string; from: string; to: string };

/** `payment`: every payment in the user's scope, newest recorded first, filtered and exported as CSV (online only). */
export function PaymentListPage({ search, onSearchChange }: { search: PaymentListSearch; onSearchChange: (next: PaymentListSearch) => void }) {
  const online = useOnline();
  const reference = useReferenceData();
  const result = usePaymentList(search);
  const fromUrl: Draft = { q: search.q ?? '', from: search.from ?? '', to: search.to ?? '' };
  const [draft, setDraft] = useState<Draft>(fromUrl);
  const [shown, setShown] = useState(JSON.stringify(fromUrl));
  // The boxes follow the URL when it changes from outside (back button, a link).
  if (shown !== JSON.stringify(fromUrl)) {
    setShown(JSON.stringify(fromUrl));
    setDraft(fromUrl);
  }
  const rangeProblem = draft.from && draft.to && draft.from > draft.to ? 'The start date must not be after the end date.' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rangeProblem) return;
    onSearchChange({ ...search, q: draft.q.trim() || undefined, from: draft.from || undefined, to: draft.to || undefined, page: undefined });
  }

  const modes = (reference.data?.paymentModes ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const groups = PAYMENT_STATUS_GROUP_KEYS.map((g) => ({ value: g, label: PAYMENT_STATUS_GROUP_LABELS[g] }));
  return (
    <ListScreen
      title="Payments"
      description="Payments in your scope, newest recorded first. Dates are days in India time, from the start of the first to the end of the last."
      exportAction={
        online ? (
          <a href={paymentCsvUrl(search)} download className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}>
            Export CSV
          </a>
        ) : (
          <Button variant="secondary" disabled>
            Export CSV
          </Button>
        )
      }
      filters={
        <form role="search" aria-label="Filter payments" onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
          <TextField label="Key" hint="Payment, account, opportunity or milestone id; reference number" type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} maxLength={100} />
          <SelectField
            label="Status group"
            placeholder="All statuses"
            options={groups}
            value={search.statusGroup ?? ''}
            onChange={(e) => onSearchChange({ ...search, statusGroup: (e.target.value as PaymentStatusGroup) || undefined, page: undefined })}
          />
          <SelectField
            label="Mode"
            placeholder="All modes"
            options={modes}
            value={search.modeId ? String(search.modeId) : ''}
            onChange={(e) => onSearchChange({ ...search, modeId: e.target.value ? Number(e.target.value) : undefined, page: undefined })}
          />
          <TextField label="From" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          <TextField label="To" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} error={rangeProblem} />
          <OnlineButton type="submit">
            Search
          </OnlineButton>
        </form>
      }
      what="payments"
      caption="Payments"
      columns={COLUMNS}
      rowKey={(p) => p.id}
      resource={result}
      empty="No payments found."
      onPageChange={(page) => onSearchChange({ ...search, page: urlPageOf(page) })}
      pagerLabel="Payment pages"
    />
  );
}
