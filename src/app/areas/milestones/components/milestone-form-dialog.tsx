import { useState } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { gstOf } from '../../../../domain/reference/limits';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { uuidv7 } from '../../../lib/offline/outbox/uuidv7';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { createMilestone } from '../data/create-milestone';
import { milestoneFormInput, milestoneFormSchema } from '../data/milestone-form';
import type { MilestoneDetail, TermsheetChoice } from '../data/milestone-types';
import { updateMilestone } from '../data/update-milestone';

/** The GST the form proposes for an amount: 18% of it, while the user has not typed one. */
function proposedGst(amount: string): string {
  return amount.trim() !== '' && Number.isFinite(Number(amount)) ? String(gstOf(Number(amount))) : '';
}

/** Create a milestone on one of the opportunity's termsheets, or update one. GST proposes 18% of the amount. */
export function MilestoneFormDialog({
  opportunityId,
  milestone,
  termsheets,
  onClose,
  onSaved,
}: {
  /** The opportunity whose list shows a milestone created offline from the tap. */
  opportunityId: number;
  /** Absent: create. */
  milestone?: MilestoneDetail;
  termsheets: readonly TermsheetChoice[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const writable = termsheets.filter((t) => t.editable);
  const [gstTouched, setGstTouched] = useState(Boolean(milestone));
  // One id per dialog: a retried create after a lost answer finds the same milestone.
  const [clientId] = useState(() => uuidv7());
  // Built once per dialog: the form renders on every keystroke and again while it saves.
  const [schema] = useState(() => milestoneFormSchema({ needsTermsheet: !milestone }));
  const form = useSchemaForm({
    defaultValues: {
      termsheetId: milestone ? String(milestone.termsheetId) : writable.length === 1 && writable[0] ? String(writable[0].id) : '',
      name: milestone?.name ?? '',
      amount: milestone ? String(milestone.amount) : '',
      gst: milestone ? String(milestone.gst) : '',
      startDate: milestone?.startDate ?? istDateOf(new Date()),
    },
    schema,
    toInput: milestoneFormInput,
    save: ({ termsheetId, ...fields }) =>
      milestone
        ? updateMilestone(milestone.id, { ...fields, baseVersion: milestone.version })
        : // On create the schema requires the termsheet, so it is there.
          createMilestone({ ...fields, termsheetId: termsheetId ?? 0, clientId }, { opportunityId }),
    success: milestone ? SUCCESS_MESSAGES.milestoneUpdated : SUCCESS_MESSAGES.milestoneCreated,
    onSaved: () => {
      onSaved();
      onClose();
    },
    // The spec gives a fallback for create; an update failure shows what the server said, else the general text.
    failure: { inline: [], notice: { fallback: milestone ? 'Unable to update milestone' : FAILURE_MESSAGES.createMilestoneFailed } },
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={milestone ? (milestone.id > 0 ? `Edit milestone #${milestone.id}` : `Edit milestone ${milestone.name}`) : 'Create milestone'}
      submitLabel={milestone ? 'Save' : 'Create milestone'}
    >
      {!milestone && (
        <SelectField
          label="Termsheet"
          required
          placeholder={writable.length ? 'Select…' : 'No termsheet open for milestones'}
          options={writable.map((t) => ({ value: String(t.id), label: t.label }))}
          {...form.field('termsheetId')}
        />
      )}
      <TextField label="Milestone name" required {...form.field('name')} maxLength={200} />
      <TextField
        label="Amount (₹)"
        required
        inputMode="decimal"
        {...form.field('amount')}
        onChange={(e) => {
          form.setValue('amount', e.target.value);
          if (!gstTouched) form.setValue('gst', proposedGst(e.target.value));
        }}
      />
      <TextField
        label="GST (₹)"
        required
        inputMode="decimal"
        {...form.field('gst')}
        onChange={(e) => {
          setGstTouched(true);
          form.setValue('gst', e.target.value);
        }}
        hint="18% of the amount unless you change it."
      />
      <TextField label="Start date" required type="date" {...form.field('startDate')} />
    </FormDialog>
  );
}
