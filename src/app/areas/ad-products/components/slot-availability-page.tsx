import { useState } from 'react';
import { adProductEndpoints } from '../../../../domain/ad-products/ad-products.endpoints';
import { slotCapacityInputSchema, SLOT_AVAILABILITY_MESSAGES, type PlaceAvailability, type SlotCapacity } from '../../../../domain/ad-products/slot-availability';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { formatDate } from '../../../../domain/format/date-time';
import { useKeepDraft } from '../../../lib/forms/kept-draft';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Column } from '../../../ui/table/data-table';
import { Form } from '../../../ui/form/form';
import { ListTable } from '../../../ui/table/list-screen';
import { LoadFailed } from '../../../ui/status/load-failed';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { saveSlotCapacity, useHelperList, useSlotAvailability, useSlotCapacities } from '../data/ad-products-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';

const DRAFT = 'slot-availability:query';

/**
 * `slot-availability` (spec 000 §2 Administration): booked and free slots of a product by city or polygon over a
 * date range. Every reader views; catalogue roles edit each product's capacity (slots per place and day).
 */
export function SlotAvailabilityPage() {
  const user = useSignedInUser();
  const mapping = useResource('products-mapping', (signal) => call(adProductEndpoints.productsMapping, { signal }));
  const cities = useHelperList(1);
  const blank = { productId: '83', cityUuid: '', polygonId: '', from: '', to: '' };
  const [values, setValues] = useState(() => readKeptQuery(blank));
  useKeepDraft(DRAFT, values, blank);
  const localities = useHelperList(values.cityUuid ? 2 : null, values.cityUuid || undefined);
  const [asked, setAsked] = useState<typeof values | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const availability = useSlotAvailability(
    asked ? { productId: Number(asked.productId), ...(asked.polygonId ? { polygonId: asked.polygonId } : { cityUuid: asked.cityUuid }), from: asked.from, to: asked.to } : null,
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value, ...(key === 'cityUuid' ? { polygonId: '' } : {}) }));

  const columns: Column<PlaceAvailability>[] = [
    { key: 'place', header: 'Place', cell: (p) => p.placeName },
    { key: 'capacity', header: 'Slots a day', align: 'right', cell: (p) => p.capacity, total: (rows) => rows.reduce((sum, p) => sum + p.capacity, 0) },
    {
      key: 'booked',
      header: 'Booked',
      cell: (p) => (p.booked.length ? p.booked.map((b) => `${formatDate(b.startDate)} to ${formatDate(b.endDate)}${b.opportunityId ? ` (opportunity ${b.opportunityId})` : ''}`).join('; ') : 'Free'),
    },
    { key: 'full', header: 'Full days', align: 'right', value: (p) => p.fullDays.length, cell: (p) => p.fullDays.length },
    { key: 'free', header: 'Days with a free slot', align: 'right', cell: (p) => p.freeDayCount },
  ];

  return (
    <Screen width="xl" title="Slot Availability" description="Booked and free slots by product, city or polygon and dates.">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Check availability"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!values.cityUuid && !values.polygonId) return setProblem(SLOT_AVAILABILITY_MESSAGES.cityOrPolygon);
          if (!values.from || !values.to) return setProblem('Please enter the dates');
          setProblem(null);
          setAsked(values);
        }}
      >
        <SelectField label="Product" options={(mapping.data ?? []).map((p) => ({ value: String(p.productId), label: p.productName }))} value={values.productId} onChange={set('productId')} />
        <SelectField label="City" placeholder="Select a city…" options={(cities.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={values.cityUuid} onChange={set('cityUuid')} />
        <SelectField label="Locality" placeholder="Whole city" options={(localities.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }))} value={values.polygonId} onChange={set('polygonId')} />
        <TextField label="From" type="date" value={values.from} onChange={set('from')} />
        <TextField label="To" type="date" value={values.to} onChange={set('to')} />
        <OnlineButton type="submit">
          Check availability
        </OnlineButton>
      </form>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {availability.data && (
        <h2 className="text-base font-semibold">
          {availability.data.productName}: {formatDate(availability.data.from)} to {formatDate(availability.data.to)}
        </h2>
      )}
      {asked && (
        <ListTable
          what="availability"
          caption={availability.data ? `${availability.data.productName}: ${availability.data.from} to ${availability.data.to}` : 'Availability'}
          columns={columns}
          rowKey={(p) => p.placeKey}
          resource={{ ...availability, data: availability.data?.places }}
          empty="No places."
        />
      )}
      <CapacitySettings canEdit={user.capabilities.includes('catalogue')} onSaved={() => void availability.refresh()} />
    </Screen>
  );
}

/** The kept query (read once, by the state initialiser). */
function readKeptQuery<V extends Record<string, unknown>>(blank: V): V {
  try {
    const raw = sessionStorage.getItem(`draft:${DRAFT}`);
    return raw ? { ...blank, ...(JSON.parse(raw) as Partial<V>) } : blank;
  } catch {
    return blank;
  }
}

function CapacitySettings({ canEdit, onSaved }: { canEdit: boolean; onSaved: () => void }) {
  const capacities = useSlotCapacities();
  if (capacities.error) return <LoadFailed what="capacities" error={capacities.error} onRetry={() => void capacities.refresh()} />;
  if (!capacities.data) return null;
  return (
    <SectionPanel title="Slots per place and day">
      <ul className="flex flex-col gap-2">
        {capacities.data.map((c) => (
          <li key={c.productId}>{canEdit ? <CapacityForm capacity={c} onSaved={async () => { await capacities.refresh(); onSaved(); }} /> : <span className="text-sm">{c.productName}: {c.capacity}</span>}</li>
        ))}
      </ul>
    </SectionPanel>
  );
}

function CapacityForm({ capacity, onSaved }: { capacity: SlotCapacity; onSaved: () => Promise<void> }) {
  const key = `slot-capacity:${capacity.productId}`;
  const saved = { capacity: String(capacity.capacity) };
  const form = useDraftForm(key, {
    defaultValues: saved,
    schema: slotCapacityInputSchema,
    toInput: (v) => ({ capacity: v.capacity.trim() === '' ? null : Number(v.capacity) }),
    save: (input) => saveSlotCapacity(capacity.productId, input.capacity),
    success: SLOT_AVAILABILITY_MESSAGES.saved,
    onSaved,
  });
  return (
    <Form form={form} label={`Capacity of ${capacity.productName}`}>
      <div className="flex items-end gap-2">
        <TextField label={`${capacity.productName} (#${capacity.productId})`} inputMode="numeric" {...form.field('capacity')} />
        <OnlineButton type="submit" size="sm" busy={form.busy}>
          Save
        </OnlineButton>
      </div>
    </Form>
  );
}
