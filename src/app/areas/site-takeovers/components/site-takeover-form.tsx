import { z } from 'zod';
import { PRODUCT_TYPE_LABELS, SITE_TAKEOVER_PRODUCT_ID } from '../../../../domain/reference/ids';
import { siteTakeoverCardKind } from '../../../../domain/reference/limits';
import {
  SITE_TAKEOVER_ENTITY_TYPES,
  SITE_TAKEOVER_MESSAGES,
  SITE_TAKEOVER_PROMOTION_TYPES,
  siteTakeoverCardsSchema,
  siteTakeoverInputSchema,
  type SiteTakeoverSlot,
} from '../../../../domain/site-takeovers/site-takeover';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import { Form, FormSubmit } from '../../../ui/form/form';
import { FormError } from '../../../ui/form/form-error';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { RecordMultiPicker, RecordPicker } from '../../../ui/form/record-picker';
import { TextField } from '../../../ui/form/text-field';
import { useSoldAmountPrefill } from '../../../lib/data/use-sold-amount-prefill';
import { createSiteTakeover, updateSiteTakeover, updateSiteTakeoverCards } from '../data/site-takeovers-api';

type CardValues = { priority: string; title: string; sub_title: string; content: string; image_url: string; status: string };
const BLANK_CARD: CardValues = { priority: '', title: '', sub_title: '', content: '', image_url: '', status: 'active' };

const BLANK = {
  opportunityId: '',
  entityId: '',
  entityTypeId: '3',
  promotionType: '',
  productType: '',
  polygonUuids: '',
  amount: '',
  supplyUserUuid: '',
  builderProjectIds: '',
  productActivationId: '',
  startDate: '',
  endDate: '',
  organicHardTarget: '',
  organicSoftTarget: '',
  innerChurnRadius: '',
  outerChurnRadius: '',
  profileType: '',
  offerText: '',
  notes: '',
  description: '',
  sendActivationMail: false,
  redirectionUrl: '',
  propertyVideoUrl: '',
  title: '',
  subtitle: '',
  cards: [] as CardValues[],
};
type Values = typeof BLANK;

const num = (text: string) => (text.trim() === '' ? null : Number(text));
const list = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);
const cardsInput = (cards: readonly CardValues[]) =>
  cards.map((c) => ({ priority: num(c.priority), title: c.title, sub_title: c.sub_title || null, content: c.content || null, image_url: c.image_url || null, status: c.status }));
const cardsOf = (slot: SiteTakeoverSlot): CardValues[] =>
  slot.slot_product_cards.map((c) => ({ priority: String(c.priority), title: c.title, sub_title: c.sub_title ?? '', content: c.content ?? '', image_url: c.image_url ?? '', status: c.status }));

function valuesOf(slot: SiteTakeoverSlot): Values {
  const text = (v: number | string | null) => (v === null ? '' : String(v));
  return {
    opportunityId: String(slot.opportunity_id),
    entityId: String(slot.entity_id),
    entityTypeId: String(slot.entity_type_id),
    promotionType: slot.promotion_type,
    productType: String(slot.product_type),
    polygonUuids: slot.polygon_uuids.join(', '),
    amount: String(slot.amount),
    supplyUserUuid: text(slot.supply_user_uuid),
    builderProjectIds: slot.builder_project_ids.join(', '),
    productActivationId: text(slot.product_activation_id),
    startDate: slot.start_date,
    endDate: slot.end_date,
    organicHardTarget: text(slot.organic_hard_target),
    organicSoftTarget: text(slot.organic_soft_target),
    innerChurnRadius: text(slot.inner_churn_radius),
    outerChurnRadius: text(slot.outer_churn_radius),
    profileType: text(slot.profile_type),
    offerText: text(slot.offer_text),
    notes: text(slot.notes),
    description: text(slot.description),
    sendActivationMail: slot.send_activation_mail,
    redirectionUrl: text(slot.redirection_url),
    propertyVideoUrl: text(slot.property_video_url),
    title: slot.site_takeover_title,
    subtitle: slot.site_takeover_subtitle,
    cards: cardsOf(slot),
  };
}

const ERRORS_AT = {
  opportunity_id: 'opportunityId',
  entity_id: 'entityId',
  entity_type_id: 'entityTypeId',
  promotion_type: 'promotionType',
  product_type: 'productType',
  polygon_uuids: 'polygonUuids',
  amount: 'amount',
  builder_project_ids: 'builderProjectIds',
  product_activation_id: 'productActivationId',
  start_date: 'startDate',
  end_date: 'endDate',
  organic_hard_target: 'organicHardTarget',
  organic_soft_target: 'organicSoftTarget',
  inner_churn_radius: 'innerChurnRadius',
  outer_churn_radius: 'outerChurnRadius',
  redirection_url: 'redirectionUrl',
  property_video_url: 'propertyVideoUrl',
  site_takeover_title: 'title',
  site_takeover_subtitle: 'subtitle',
  slot_product_cards: 'cards',
} as const;

/** Each card's messages at its own fields. */
const CARD_ERRORS_AT: Record<string, `cards.${number}.${'priority' | 'title' | 'image_url'}`> = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) =>
    (['priority', 'title', 'image_url'] as const).map((key) => [`slot_product_cards.${i}.${key}`, `cards.${i}.${key}` as const] as const),
  ).flat(),
);

const PRIORITY_OPTIONS = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: `${i + 1} (${siteTakeoverCardKind(i + 1) ?? ''})` }));

/** Create (no slot) or edit (a slot) the whole site-takeover slot: `sell`. What was typed is kept per form. */
export function SiteTakeoverForm({ slot, onSaved }: { slot?: SiteTakeoverSlot; onSaved: (slot: SiteTakeoverSlot) => void | Promise<void> }) {
  const draftKey = slot ? `site-takeover:${slot.slot_id}` : 'site-takeover:create';
  const saved = slot ? valuesOf(slot) : BLANK;
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: siteTakeoverInputSchema,
    toInput: (v: Values) => ({
      opportunity_id: num(v.opportunityId),
      entity_id: num(v.entityId),
      entity_type_id: num(v.entityTypeId),
      promotion_type: v.promotionType,
      product_type: num(v.productType),
      polygon_uuids: list(v.polygonUuids),
      amount: num(v.amount),
      supply_user_uuid: v.supplyUserUuid || null,
      builder_project_ids: list(v.builderProjectIds).map(Number),
      product_activation_id: num(v.productActivationId),
      start_date: v.startDate,
      end_date: v.endDate,
      organic_hard_target: num(v.organicHardTarget),
      organic_soft_target: num(v.organicSoftTarget),
      inner_churn_radius: num(v.innerChurnRadius),
      outer_churn_radius: num(v.outerChurnRadius),
      profile_type: v.profileType || null,
      offer_text: v.offerText || null,
      notes: v.notes || null,
      description: v.description || null,
      send_activation_mail: v.sendActivationMail,
      redirection_url: v.redirectionUrl || null,
      property_video_url: v.propertyVideoUrl || null,
      site_takeover_title: v.title,
      site_takeover_subtitle: v.subtitle,
      slot_product_cards: cardsInput(v.cards),
    }),
    errorsAt: { ...ERRORS_AT, ...CARD_ERRORS_AT },
    save: (input) => (slot ? updateSiteTakeover(slot.slot_id, input) : createSiteTakeover(input)),
    success: slot ? SITE_TAKEOVER_MESSAGES.updated : SITE_TAKEOVER_MESSAGES.created,
    onSaved,
  });
  useSoldAmountPrefill(SITE_TAKEOVER_PRODUCT_ID, form.values.opportunityId, form.values.amount, (v) => form.setValue('amount', v));

  return (
    <Form form={form} label={slot ? 'Edit site-takeover slot' : 'Create site-takeover slot'}>
      <SectionPanel title="Booking">
        <div className="grid gap-3 sm:grid-cols-3">
          <RecordPicker kind="opportunity" label="Opportunity" required {...form.field('opportunityId')} />
          <RecordPicker kind="account" label="Entity" hint="The builder or seller promoted" required {...form.field('entityId')} />
          <SelectField label="Entity type" options={SITE_TAKEOVER_ENTITY_TYPES.map((t) => ({ value: String(t.id), label: t.label }))} {...form.field('entityTypeId')} />
          <SelectField label="Promotion type" placeholder="Select…" required options={SITE_TAKEOVER_PROMOTION_TYPES.map((p) => ({ value: p, label: p }))} {...form.field('promotionType')} />
          <SelectField label="Product type" placeholder="Select…" required options={Object.entries(PRODUCT_TYPE_LABELS).map(([id, name]) => ({ value: id, label: name }))} {...form.field('productType')} />
          <TextField label="Amount (₹)" inputMode="decimal" hint="From the opportunity's sold package; blank takes its price" {...form.field('amount')} />
          <RecordMultiPicker kind="polygon" label="Polygons" hint="Cities or localities" required {...form.field('polygonUuids')} />
          <RecordMultiPicker kind="project" label="Builder projects" {...form.field('builderProjectIds')} />
          <RecordPicker kind="profile" label="Supply user" hint="The seller's profile" {...form.field('supplyUserUuid')} />
          <TextField label="Start date" type="date" required {...form.field('startDate')} />
          <TextField label="End date" type="date" required {...form.field('endDate')} />
          <RecordPicker
            kind="product_activation"
            label="Product activation"
            of={form.values.opportunityId || null}
            hint={form.values.opportunityId ? "A product of the opportunity's packages" : 'Pick the opportunity first'}
            {...form.field('productActivationId')}
          />
          <TextField label="Organic hard target" inputMode="numeric" {...form.field('organicHardTarget')} />
          <TextField label="Organic soft target" inputMode="numeric" {...form.field('organicSoftTarget')} />
          <TextField label="Profile type" {...form.field('profileType')} />
          <TextField label="Inner churn radius" inputMode="numeric" {...form.field('innerChurnRadius')} />
          <TextField label="Outer churn radius" inputMode="numeric" {...form.field('outerChurnRadius')} />
          <Checkbox label="Send activation mail" {...form.check('sendActivationMail')} />
        </div>
      </SectionPanel>
      <SectionPanel title="Content">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Title" required {...form.field('title')} />
          <TextField label="Subtitle" required {...form.field('subtitle')} />
          <TextField label="Offer text" {...form.field('offerText')} />
          <TextField label="Redirection URL" {...form.field('redirectionUrl')} />
          <TextField label="Property video URL" {...form.field('propertyVideoUrl')} />
          <TextAreaField label="Description" {...form.field('description')} />
          <TextAreaField label="Notes" {...form.field('notes')} />
        </div>
      </SectionPanel>
      <CardsEditor form={form} />
      <FormSubmit busy={form.busy}>{slot ? 'Save slot' : 'Create slot'}</FormSubmit>
    </Form>
  );
}

/** The cards: priority 1-10 (banner 1, 6, 7, 8; front 2-5; logo 9, 10), title, sub title, content, image URL. */
function CardsEditor<V extends { cards: CardValues[] }>({ form }: { form: SchemaForm<V> }) {
  const typed = form as unknown as SchemaForm<{ cards: CardValues[] }>;
  const cards = typed.values.cards ?? [];
  const setCards = (next: CardValues[]) => typed.setValue('cards', next);
  const change = (index: number, key: keyof CardValues) => (e: { target: { value: string } }) =>
    setCards(cards.map((c, i) => (i === index ? { ...c, [key]: e.target.value } : c)));
  return (
    <SectionPanel title="Cards">
      <div className="flex flex-col gap-3">
        {cards.map((card, index) => (
          <fieldset key={index} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold">Card {index + 1}</legend>
            <SelectField label={`Card ${index + 1} priority`} placeholder="Select…" options={PRIORITY_OPTIONS} value={card.priority} onChange={change(index, 'priority')} error={typed.error(`cards.${index}.priority`)} />
            <TextField label={`Card ${index + 1} title`} value={card.title} onChange={change(index, 'title')} error={typed.error(`cards.${index}.title`)} />
            <TextField label={`Card ${index + 1} sub title`} value={card.sub_title} onChange={change(index, 'sub_title')} />
            <TextField label={`Card ${index + 1} content`} value={card.content} onChange={change(index, 'content')} />
            <TextField label={`Card ${index + 1} image URL`} value={card.image_url} onChange={change(index, 'image_url')} error={typed.error(`cards.${index}.image_url`)} />
            <div className="flex items-end">
              <Button variant="ghost" onClick={() => setCards(cards.filter((_, i) => i !== index))}>
                Remove card {index + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        <FormError message={typed.error('cards')} />
        {cards.length < 10 && (
          <div>
            <Button variant="secondary" onClick={() => setCards([...cards, BLANK_CARD])}>
              Add card
            </Button>
          </div>
        )}
      </div>
    </SectionPanel>
  );
}

const cardsFormSchema = z.object({ slot_product_cards: siteTakeoverCardsSchema });

/** Content roles edit only the cards of a slot. */
export function SiteTakeoverCardsForm({ slot, onSaved }: { slot: SiteTakeoverSlot; onSaved: (slot: SiteTakeoverSlot) => void | Promise<void> }) {
  const saved = { cards: cardsOf(slot) };
  const form = useSchemaForm({
    defaultValues: saved,
    schema: cardsFormSchema,
    toInput: (v: typeof saved) => ({ slot_product_cards: cardsInput(v.cards) }),
    errorsAt: { slot_product_cards: 'cards', ...CARD_ERRORS_AT },
    save: (input) => updateSiteTakeoverCards(slot.slot_id, input.slot_product_cards),
    success: SITE_TAKEOVER_MESSAGES.updated,
    onSaved,
  });
  return (
    <Form form={form} label="Edit cards">
      <CardsEditor form={form} />
      <FormSubmit busy={form.busy}>Save cards</FormSubmit>
    </Form>
  );
}
