import { Link, useNavigate } from '@tanstack/react-router';
import {
  AUDIENCE_MAXIMIZER_PRODUCT_ID,
  AUDIENCE_MAXIMIZER_TYPE_LABELS,
  PACKAGE_SLOT_FIELD_TITLES as T,
  PACKAGE_SLOT_MESSAGES,
  REQUIRED_FIELDS_BY_TYPE,
  packageSlotInputSchema,
  slotCardsInputSchema,
  type PackageSlotView,
} from '../../../../domain/ad-products/package-slot';
import { AUDIENCE_MAXIMIZER_TYPES, PACKAGE_SLOT_STATUSES, SLOT_CARD_COUNT, type AudienceMaximizerType } from '../../../../domain/reference/limits';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Checkbox } from '../../../ui/form/checkbox';
import { Form, FormSubmit } from '../../../ui/form/form';
import { Screen } from '../../../ui/screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { RecordMultiPicker, RecordPicker } from '../../../ui/form/record-picker';
import { TextField } from '../../../ui/form/text-field';
import { cancelPackageSlot, createPackageSlot, savePackageSlotCards, updatePackageSlot, useHelperList, usePackageSlot } from '../data/ad-products-api';
import { useSoldAmountPrefill } from '../../../lib/data/use-sold-amount-prefill';
import { CancelSlotButton } from '../../../ui/dialog/cancel-slot-dialog';
import { LoadStates } from '../../../ui/status/load-states';

const PRIORITIES = Array.from({ length: SLOT_CARD_COUNT }, (_, i) => i + 1);
type CardValues = Record<`card${number}${'Title' | 'Sub' | 'Content'}`, string>;

function blankValues(slot: PackageSlotView | null) {
  const cards: CardValues = {};
  for (const p of PRIORITIES) {
    const card = slot?.cards.find((c) => c.priority === p);
    cards[`card${p}Title`] = card?.title ?? '';
    cards[`card${p}Sub`] = card?.sub_title ?? '';
    cards[`card${p}Content`] = card?.content ?? '';
  }
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const base = {
    audience_maximizer_type: slot?.audience_maximizer_type ?? '',
    opportunity_id: text(slot?.opportunity_id),
    opportunity_package_mapping_id: text(slot?.opportunity_package_mapping_id),
    start_date: slot?.start_date ?? '',
    end_date: slot?.end_date ?? '',
    amount: text(slot?.amount),
    impressions_count: text(slot?.impressions_count),
    city: '',
    polygon_id: slot?.polygon_id ?? '',
    locality_city: slot?.locality_city ?? '',
    am_target_polygon_id: slot?.am_target_polygon_id ?? '',
    min_budget: text(slot?.min_budget),
    max_budget: text(slot?.max_budget),
    primary_project: text(slot?.project_ids[0]),
    competitor_projects: slot?.project_ids.slice(1).join(', ') ?? '',
    inner_churn_radius: text(slot?.inner_churn_radius),
    outer_churn_radius: text(slot?.outer_churn_radius),
    notes: slot?.notes ?? '',
    status: slot?.status ?? 'new',
    send_activation_mail: slot?.send_activation_mail ?? false,
    is_locality_churn: slot?.is_locality_churn ?? false,
  };
  return { ...base, ...cards } as typeof base & CardValues;
}
type Values = ReturnType<typeof blankValues>;

const num = (v: string): number | null => (v.trim() === '' ? null : Number(v));
function cardsOf(v: CardValues) {
  return PRIORITIES.filter((p) => (v[`card${p}Title`] ?? '').trim() !== '').map((p) => ({
    priority: p,
    title: v[`card${p}Title`] ?? '',
    sub_title: v[`card${p}Sub`] || null,
    content: v[`card${p}Content`] || null,
    status: 'active' as const,
  }));
}

function toInput(v: Values, slotId: number | null) {
  const competitors = v.competitor_projects
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
  return {
    slot_id: slotId,
    audience_maximizer_type: v.audience_maximizer_type || null,
    opportunity_id: num(v.opportunity_id),
    opportunity_package_mapping_id: num(v.opportunity_package_mapping_id),
    start_date: v.start_date,
    end_date: v.end_date,
    amount: num(v.amount),
    impressions_count: num(v.impressions_count),
    polygon_id: v.polygon_id || null,
    locality_city: v.locality_city || null,
    am_target_polygon_id: v.am_target_polygon_id || null,
    min_budget: num(v.min_budget),
    max_budget: num(v.max_budget),
    project_ids: v.audience_maximizer_type === 'project_level' ? [...(v.primary_project.trim() ? [Number(v.primary_project)] : []), ...competitors] : [],
    inner_churn_radius: num(v.inner_churn_radius),
    outer_churn_radius: num(v.outer_churn_radius),
    notes: v.notes || null,
    status: v.status,
    send_activation_mail: v.send_activation_mail,
    is_locality_churn: v.is_locality_churn,
    entity_type_id: 2,
    cards: cardsOf(v),
  };
}

/** `audience-maximizer/create-slot`: a new package slot. */
export function CreatePackageSlotPage() {
  const user = useSignedInUser();
  return (
    <Screen width="md" tabTitle="Create slot" title="Create audience maximizer slot" description="The fields each type needs are marked required.">
      {user.capabilities.includes('sell') ? <PackageSlotForm slot={null} /> : <p>Only sellers create slots.</p>}
    </Screen>
  );
}

/** `audience-maximizer/{slotId}`: view and edit one slot (sellers: the slot; content roles: its cards). */
export function PackageSlotPage({ slotId }: { slotId: number }) {
  const user = useSignedInUser();
  const slot = usePackageSlot(slotId);
  return (
    <Screen width="md" tabTitle={`Slot ${slotId}`} title={`Audience maximizer slot ${slotId}`} description={slot.data ? `${AUDIENCE_MAXIMIZER_TYPE_LABELS[slot.data.audience_maximizer_type]} · ${slot.data.opportunity_name} · updated ${slot.data.updated_at}` : undefined}>
      <Link to="/audience-maximizer" className="text-sm text-sky-700 underline">
        Back to the list
      </Link>
      <LoadStates resource={slot} what="slot" loading="Loading slot…" />
      {slot.data &&
        (slot.data.status === 'cancelled' ? (
          <SlotSummary slot={slot.data} />
        ) : user.capabilities.includes('sell') ? (
          <>
            <PackageSlotForm key={slot.data.updated_at} slot={slot.data} onSaved={slot.refresh} />
            <CancelSlotButton
              description="The slot becomes cancelled (final) and its place's days are freed."
              confirm={(reason) => cancelPackageSlot(slotId, reason)}
              onCancelled={() => void slot.refresh()}
            />
          </>
        ) : user.capabilities.includes('content') ? (
          <CardsForm key={slot.data.updated_at} slot={slot.data} onSaved={slot.refresh} />
        ) : (
          <SlotSummary slot={slot.data} />
        ))}
    </Screen>
  );
}

function SlotSummary({ slot }: { slot: PackageSlotView }) {
  return (
    <SectionPanel title="Slot">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt>Dates</dt>
        <dd>
          {slot.start_date} to {slot.end_date}
        </dd>
        <dt>Amount</dt>
        <dd>₹{slot.amount.toLocaleString('en-IN')}</dd>
        <dt>Polygon</dt>
        <dd>{slot.polygon_name ?? '-'}</dd>
        <dt>Status</dt>
        <dd>{slot.status}</dd>
        <dt>Cards</dt>
        <dd>{slot.cards.map((c) => `${c.priority}. ${c.title}`).join('; ') || '-'}</dd>
      </dl>
    </SectionPanel>
  );
}

function CardFields({ form }: { form: SchemaForm<Values> | SchemaForm<CardValues> }) {
  const f = form as unknown as { field: (name: string) => { value: string; onChange: (e: { target: { value: string } }) => void; error: string | undefined } };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-medium">Cards (up to {SLOT_CARD_COUNT}; a card with a title is saved)</legend>
      {PRIORITIES.map((p) => (
        <div key={p} className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-3">
          <TextField label={`Card ${p} title`} {...f.field(`card${p}Title`)} />
          <TextField label={`Card ${p} sub title`} {...f.field(`card${p}Sub`)} />
          <TextField label={`Card ${p} content`} {...f.field(`card${p}Content`)} />
        </div>
      ))}
    </fieldset>
  );
}

function PackageSlotForm({ slot, onSaved }: { slot: PackageSlotView | null; onSaved?: () => Promise<void> }) {
  const navigate = useNavigate();
  const draftKey = `audience-maximizer:${slot?.slot_id ?? 'new'}`;
  const saved = blankValues(slot);
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: packageSlotInputSchema,
    toInput: (v: Values) => toInput(v, slot?.slot_id ?? null),
    errorsAt: { project_ids: 'competitor_projects' },
    save: (input) => (slot ? updatePackageSlot(input) : createPackageSlot(input)),
    success: slot ? PACKAGE_SLOT_MESSAGES.updated : PACKAGE_SLOT_MESSAGES.created,
    onSaved: async (result: PackageSlotView) => {
      if (slot) await onSaved?.();
      else await navigate({ to: '/audience-maximizer/$slotId', params: { slotId: result.slot_id } });
    },
  });
  useSoldAmountPrefill(AUDIENCE_MAXIMIZER_PRODUCT_ID, form.values.opportunity_id, form.values.amount, (v) => form.setValue('amount', v), form.values.opportunity_package_mapping_id);
  const type = form.values.audience_maximizer_type as AudienceMaximizerType | '';
  const needs = new Set<string>(type ? REQUIRED_FIELDS_BY_TYPE[type] : []);
  const cities = useHelperList(1);
  const cityOptions = (cities.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const cityUuid = form.values.city || (type === 'city_level' || type === 'city_with_budget' ? form.values.polygon_id : '');
  const localities = useHelperList(cityUuid ? 2 : null, cityUuid || undefined);
  const localityOptions = (localities.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }));

  return (
    <Form form={form} layout="grid" label="Audience maximizer slot">
      <SelectField
        label={T.audience_maximizer_type}
        required
        placeholder="Select a type…"
        options={AUDIENCE_MAXIMIZER_TYPES.map((t) => ({ value: t, label: AUDIENCE_MAXIMIZER_TYPE_LABELS[t] }))}
        {...form.field('audience_maximizer_type')}
      />
      <RecordPicker kind="opportunity" label="Opportunity" required {...form.field('opportunity_id')} />
      <RecordPicker
        kind="package_mapping"
        label="Package"
        of={form.values.opportunity_id || null}
        hint={form.values.opportunity_id ? "A package sold on the opportunity (limits the projects)" : 'Pick the opportunity first'}
        {...form.field('opportunity_package_mapping_id')}
      />
      <TextField label="Amount" inputMode="decimal" hint="From the opportunity's sold package; blank takes its price" {...form.field('amount')} />
      <TextField label={T.start_date} type="date" required {...form.field('start_date')} />
      <TextField label={T.end_date} type="date" required {...form.field('end_date')} />
      <TextField label={T.impressions_count} required={needs.has('impressions_count')} inputMode="numeric" {...form.field('impressions_count')} />
      <SelectField label="Status" options={PACKAGE_SLOT_STATUSES.map((s) => ({ value: s, label: s }))} {...form.field('status')} />
      {(type === 'city_level' || type === 'city_with_budget') && <SelectField label={T.polygon_id} required placeholder="Select a city…" options={cityOptions} {...form.field('polygon_id')} />}
      {(type === 'locality' || type === 'project_level') && <SelectField label="City" placeholder="Select a city…" options={cityOptions} {...form.field('city')} />}
      {type === 'locality' && (
        <>
          <SelectField label={T.polygon_id} required placeholder={cityUuid ? 'Select a locality…' : 'Select a city first'} options={localityOptions} {...form.field('polygon_id')} />
          <TextField label={T.locality_city} required {...form.field('locality_city')} />
        </>
      )}
      {type === 'city_with_budget' && (
        <>
          <TextField label={T.min_budget} required inputMode="decimal" {...form.field('min_budget')} />
          <TextField label={T.max_budget} required inputMode="decimal" {...form.field('max_budget')} />
        </>
      )}
      {type === 'project_level' && (
        <>
          <SelectField label={T.am_target_polygon_id} required placeholder={cityUuid ? 'Select a locality…' : 'Select a city first'} options={localityOptions} {...form.field('am_target_polygon_id')} />
          <RecordPicker kind="project" label={T.primary_project} required {...form.field('primary_project')} />
          <RecordMultiPicker kind="project" label="Competitor projects" required hint="At least 3 projects" {...form.field('competitor_projects')} />
        </>
      )}
      <TextField label="Inner churn radius" inputMode="decimal" {...form.field('inner_churn_radius')} />
      <TextField label="Outer churn radius" inputMode="decimal" {...form.field('outer_churn_radius')} />
      <Checkbox label="Send activation mail" {...form.check('send_activation_mail')} />
      <Checkbox label="Locality churn" {...form.check('is_locality_churn')} />
      <div className="sm:col-span-2">
        <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
      </div>
      <div className="sm:col-span-2">
        <CardFields form={form} />
      </div>
      <FormSubmit busy={form.busy} span>{slot ? 'Save slot' : 'Create slot'}</FormSubmit>
    </Form>
  );
}

function CardsForm({ slot, onSaved }: { slot: PackageSlotView; onSaved: () => Promise<void> }) {
  const draftKey = `audience-maximizer-cards:${slot.slot_id}`;
  const all = blankValues(slot);
  const saved: CardValues = Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('card'))) as CardValues;
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: slotCardsInputSchema,
    toInput: (v: CardValues) => ({ cards: cardsOf(v) }),
    save: (input) => savePackageSlotCards(slot.slot_id, input),
    success: PACKAGE_SLOT_MESSAGES.cardsSaved,
    onSaved,
  });
  return (
    <>
      <SlotSummary slot={slot} />
      <Form form={form} label="Slot cards">
        <CardFields form={form} />
        <FormSubmit busy={form.busy}>Save cards</FormSubmit>
      </Form>
    </>
  );
}
