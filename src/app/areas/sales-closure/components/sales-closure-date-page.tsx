import { useState } from 'react';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { SALES_CLOSURE_MESSAGES, salesClosureInputSchema, type SalesClosureView } from '../../../../domain/sales-closure/sales-closure-schemas';
import { salesClosureEndpoints } from '../../../../domain/sales-closure/sales-closure.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { closureWindow, lastDayOf } from '../../../../domain/sales-closure/sales-month';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { formatDate } from '../../../../domain/format/date-time';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { Form } from '../../../ui/form/form';
import { ListScreen } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { OnlineButton } from '../../../ui/online-button';

/**
 * `sales-closure-date` (admin menu tab 'Sales Closure Date', people: Admin): the closure date of each sales month
 * of a year. A date lies between the 1st of its month and the 15th of the next; once it has passed the month is
 * closed and cannot change (the server answers 'Sales month is already closed: …' with the reason: its closure date or its last day has passed).
 */
export function SalesClosureDatePage() {
  const user = useSignedInUser();
  const canEdit = user.capabilities.includes('people');
  const [year, setYear] = useState(() => Number(istDateOf(new Date()).slice(0, 4)));
  const months = useResource(`sales-closure:${year}`, (signal) => call(salesClosureEndpoints.year, { query: { year }, signal }));

  const columns: Column<SalesClosureView>[] = [
    { key: 'month', header: 'Month', sortable: false, cell: (m) => m.month },
    {
      key: 'closureDate',
      header: 'Closure date',
      value: (m) => m.closureDate,
      cell: (m) => (m.closureDate ? formatDate(m.closureDate) : <span className="text-slate-500">Not set (closes {formatDate(lastDayOf(m))})</span>),
    },
    { key: 'status', header: 'Status', cell: (m) => (m.closed ? 'Closed' : 'Open') },
  ];

  return (
    <ListScreen
      title="Sales Closure Date"
      description="Deals and payments count in the sales month whose closure date they fall on or before."
      filters={
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => setYear((y) => y - 1)} aria-label="Previous year">
          ‹
        </Button>
        <h2 className="min-w-16 text-center text-lg font-semibold" aria-live="polite">
          {year}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setYear((y) => y + 1)} aria-label="Next year">
          ›
        </Button>
      </div>
      }
      before={
        canEdit &&
        months.data && (
          <SectionPanel title={`Set a closure date in ${year}`}>
            <ClosureForm key={year} year={year} months={months.data.months} onSaved={months.refresh} />
          </SectionPanel>
        )
      }
      what="closure dates"
      caption={`Sales months of ${year}`}
      columns={columns}
      rowKey={(m) => m.monthNumber}
      resource={{ ...months, data: months.data?.months }}
      empty="No sales months."
      csvFileName={`sales-closure-dates-${year}.csv`}
    />
  );
}

function ClosureForm({ year, months, onSaved }: { year: number; months: readonly SalesClosureView[]; onSaved: () => Promise<void> }) {
  const draftKey = `sales-closure-date:${year}`;
  const blank = { monthNumber: '', closureDate: '' };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: salesClosureInputSchema,
    toInput: (values) => ({ year, monthNumber: values.monthNumber ? Number(values.monthNumber) : null, closureDate: values.closureDate }),
    save: (input) => call(salesClosureEndpoints.save, { body: input }),
    success: SALES_CLOSURE_MESSAGES.saved,
    resetAfterSave: true,
    onSaved,
  });
  const monthNumber = Number(form.values.monthNumber) || null;
  const window = monthNumber ? closureWindow({ year, monthNumber }) : null;
  const options = months.map((m) => ({ value: String(m.monthNumber), label: m.closed ? `${m.month} (closed)` : m.month, disabled: m.closed }));
  return (
    <Form form={form} label="Closure date">
      <div className="grid gap-2 sm:grid-cols-3 sm:items-end">
        <SelectField label="Month" required placeholder="Select a month…" options={options} {...form.field('monthNumber')} />
        <TextField
          label="Closure date"
          type="date"
          required
          min={window?.from}
          max={window?.to}
          hint={window ? `${window.from} to ${window.to}` : `Between the 1st of the month and the 15th of the next`}
          {...form.field('closureDate')}
        />
        <OnlineButton type="submit" busy={form.busy}>
          Save closure date
        </OnlineButton>
      </div>
    </Form>
  );
}

