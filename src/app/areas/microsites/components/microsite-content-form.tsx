import {
  MICROSITE_LIMITS,
  MICROSITE_SLOT_MESSAGES,
  MICROSITE_THEMES,
  micrositeContentSchema,
  type MicrositeContentView,
  type MicrositeSlot,
} from '../../../../domain/microsites/microsite';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { type SchemaForm } from '../../../lib/forms/use-schema-form';
import { Button } from '../../../ui/button';
import { Form, FormSubmit } from '../../../ui/form/form';
import { FormError } from '../../../ui/form/form-error';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { saveMicrositeContent } from '../data/microsites-api';

type Carousel = { title: string; imageUrl: string; caption: string };
type Offer = { title: string; description: string };
type Plan = { name: string; description: string };
type Testimonial = { author: string; text: string };
type Values = {
  themeName: string;
  primaryColor: string;
  carousels: Carousel[];
  offers: Offer[];
  usp: string;
  highlights: string;
  paymentPlans: Plan[];
  testimonials: Testimonial[];
  digitour: string;
};

function valuesOf(content: MicrositeContentView): Values {
  return {
    themeName: content.theme.name,
    primaryColor: content.theme.primaryColor,
    carousels: content.carousels.map((c) => ({ ...c })),
    offers: content.offers.map((o) => ({ ...o })),
    usp: content.usp.join('\n'),
    highlights: content.highlights.join('\n'),
    paymentPlans: content.paymentPlans.map((p) => ({ ...p })),
    testimonials: content.testimonials.map((t) => ({ ...t })),
    digitour: content.digitour ?? '',
  };
}

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** Messages of one line of the USP and highlight boxes show at the box. */
const LINE_ERRORS_AT = Object.fromEntries(
  (['usp', 'highlights'] as const).flatMap((key) => Array.from({ length: 20 }, (_, i) => [`${key}.${i}`, key] as const)),
) as Record<string, 'usp' | 'highlights'>;

type RowField<R> = { key: keyof R & string; label: string; area?: boolean };

/** A repeating section (carousels, offers, payment plans, testimonials): one fieldset per row, add and remove. */
function RowsEditor<R extends Record<string, string>, K extends 'carousels' | 'offers' | 'paymentPlans' | 'testimonials'>({
  form,
  name,
  title,
  item,
  fields,
  blank,
  max,
}: {
  form: SchemaForm<Values>;
  name: K;
  title: string;
  item: string;
  fields: readonly RowField<R>[];
  blank: R;
  max: number;
}) {
  const rows = (form.values[name] ?? []) as unknown as R[];
  // The row type is this section's (the caller names both); the form's setter types each path separately.
  const setValue = form.setValue as unknown as (path: K, value: R[]) => void;
  const setRows = (next: R[]) => setValue(name, next);
  const change = (index: number, key: keyof R & string) => (e: { target: { value: string } }) => setRows(rows.map((r, i) => (i === index ? { ...r, [key]: e.target.value } : r)));
  return (
    <SectionPanel title={title}>
      <div className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <fieldset key={index} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold">
              {item} {index + 1}
            </legend>
            {fields.map((f) => {
              const props = { label: `${item} ${index + 1} ${f.label}`, value: row[f.key] ?? '', onChange: change(index, f.key), error: form.error(`${name}.${index}.${f.key}` as never) };
              return f.area ? <TextAreaField key={f.key} {...props} /> : <TextField key={f.key} {...props} />;
            })}
            <div className="flex items-end">
              <Button variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                Remove {item.toLowerCase()} {index + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        <FormError message={form.error(name)} />
        {rows.length < max && (
          <div>
            <Button variant="secondary" onClick={() => setRows([...rows, { ...blank }])}>
              Add {item.toLowerCase()}
            </Button>
          </div>
        )}
      </div>
    </SectionPanel>
  );
}

/**
 * The microsite's content: theme, carousels, offers, USPs, highlights, payment plans, testimonials, digitour.
 * Content roles (any slot) and sellers (slots in scope) save it; what was typed is kept while offline.
 */
export function MicrositeContentForm({ slot, onSaved }: { slot: MicrositeSlot; onSaved: (slot: MicrositeSlot) => void | Promise<void> }) {
  const draftKey = `microsite-content:${slot.slotId}`;
  const saved = valuesOf(slot.content);
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: micrositeContentSchema,
    toInput: (v: Values) => ({
      theme: { name: v.themeName, primaryColor: v.primaryColor.trim() },
      carousels: v.carousels,
      offers: v.offers,
      usp: lines(v.usp),
      highlights: lines(v.highlights),
      paymentPlans: v.paymentPlans,
      testimonials: v.testimonials,
      digitour: v.digitour.trim() || null,
    }),
    errorsAt: { 'theme.name': 'themeName', 'theme.primaryColor': 'primaryColor', ...LINE_ERRORS_AT },
    save: (input) => saveMicrositeContent(slot.slotId, input),
    success: MICROSITE_SLOT_MESSAGES.contentSaved,
    onSaved,
  });

  return (
    <Form form={form} label="Microsite content">
      <SectionPanel title="Look and tour">
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label="Theme" options={MICROSITE_THEMES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))} {...form.field('themeName')} />
          <TextField label="Primary colour" hint="Like #1d4ed8" {...form.field('primaryColor')} />
          <TextField label="Digitour URL" hint="The project's digital tour link" {...form.field('digitour')} />
        </div>
      </SectionPanel>
      <RowsEditor<Carousel, 'carousels'>
        form={form}
        name="carousels"
        title="Carousels"
        item="Carousel"
        max={MICROSITE_LIMITS.carousels}
        blank={{ title: '', imageUrl: '', caption: '' }}
        fields={[
          { key: 'title', label: 'title' },
          { key: 'imageUrl', label: 'image URL' },
          { key: 'caption', label: 'caption' },
        ]}
      />
      <RowsEditor<Offer, 'offers'>
        form={form}
        name="offers"
        title="Offers"
        item="Offer"
        max={MICROSITE_LIMITS.offers}
        blank={{ title: '', description: '' }}
        fields={[
          { key: 'title', label: 'title' },
          { key: 'description', label: 'description', area: true },
        ]}
      />
      <SectionPanel title="Selling points">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextAreaField label="USPs" hint={`One per line, at most ${MICROSITE_LIMITS.usp}`} rows={4} {...form.field('usp')} />
          <TextAreaField label="Highlights" hint={`One per line, at most ${MICROSITE_LIMITS.highlights}`} rows={4} {...form.field('highlights')} />
        </div>
      </SectionPanel>
      <RowsEditor<Plan, 'paymentPlans'>
        form={form}
        name="paymentPlans"
        title="Payment plans"
        item="Plan"
        max={MICROSITE_LIMITS.paymentPlans}
        blank={{ name: '', description: '' }}
        fields={[
          { key: 'name', label: 'name' },
          { key: 'description', label: 'description', area: true },
        ]}
      />
      <RowsEditor<Testimonial, 'testimonials'>
        form={form}
        name="testimonials"
        title="Testimonials"
        item="Testimonial"
        max={MICROSITE_LIMITS.testimonials}
        blank={{ author: '', text: '' }}
        fields={[
          { key: 'author', label: 'author' },
          { key: 'text', label: 'text', area: true },
        ]}
      />
      <FormSubmit busy={form.busy}>Save content</FormSubmit>
    </Form>
  );
}
