import { MICROSITE_SLOT_MESSAGES, MICROSITE_STATUSES, micrositeSlotInputSchema, type MicrositeSlot } from '../../../../domain/microsites/microsite';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { Form, FormSubmit } from '../../../ui/form/form';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { RecordPicker } from '../../../ui/form/record-picker';
import { TextField } from '../../../ui/form/text-field';
import { createMicrosite, updateMicrosite } from '../data/microsites-api';

const BLANK = { opportunityId: '', projectId: '', polygonId: '', startDate: '', endDate: '', status: 'new' };
type Values = typeof BLANK;

const num = (text: string) => (text.trim() === '' ? null : Number(text));
const STATUS_OPTIONS = MICROSITE_STATUSES.map((s) => ({ value: s, label: s === 'new' ? 'New' : 'Active' }));

function valuesOf(slot: MicrositeSlot): Values {
  return {
    opportunityId: String(slot.opportunityId),
    projectId: String(slot.entityId),
    polygonId: slot.polygonId ?? '',
    startDate: slot.startDate,
    endDate: slot.endDate,
    status: slot.status,
  };
}

/**
 * Create (no slot) or edit (a slot) a microsite slot: `sell`. Online only: offline the button waits and what was
 * typed is kept in session storage per form until it is saved.
 */
export function MicrositeSlotForm({ slot, onSaved }: { slot?: MicrositeSlot; onSaved: (slot: MicrositeSlot) => void | Promise<void> }) {
  const draftKey = slot ? `microsite:${slot.slotId}` : 'microsite:create';
  const saved = slot ? valuesOf(slot) : BLANK;
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: micrositeSlotInputSchema,
    toInput: (v: Values) => ({
      opportunityId: num(v.opportunityId),
      projectId: num(v.projectId),
      polygonId: v.polygonId.trim() || null,
      startDate: v.startDate,
      endDate: v.endDate,
      status: v.status,
    }),
    save: (input) => (slot ? updateMicrosite(slot.slotId, input) : createMicrosite(input)),
    success: slot ? MICROSITE_SLOT_MESSAGES.updated : MICROSITE_SLOT_MESSAGES.created,
    onSaved,
  });

  return (
    <Form form={form} label={slot ? 'Edit microsite slot' : 'Create microsite slot'}>
      <SectionPanel title="Slot">
        <div className="grid gap-3 sm:grid-cols-3">
          <RecordPicker kind="opportunity" label="Opportunity" required {...form.field('opportunityId')} />
          <RecordPicker kind="project" label="Project" required {...form.field('projectId')} />
          <RecordPicker kind="polygon" label="Polygon" hint="A city or locality; blank: the project's city" {...form.field('polygonId')} />
          <TextField label="Start date" type="date" required {...form.field('startDate')} />
          <TextField label="End date" type="date" required {...form.field('endDate')} />
          <SelectField label="Status" options={STATUS_OPTIONS} {...form.field('status')} />
        </div>
      </SectionPanel>
      <FormSubmit busy={form.busy}>{slot ? 'Save slot' : 'Create slot'}</FormSubmit>
    </Form>
  );
}
