import { useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { gstOf } from '../../../../domain/reference/limits';
import { failureText } from '../../../lib/api/failure-text';
import { notifySaved } from '../../../lib/offline/queued-write';
import { uuidv7 } from '../../../lib/offline/uuidv7';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { createMilestone } from '../data/create-milestone';
import { validateMilestoneForm, type MilestoneFormErrors, type MilestoneFormValues } from '../data/milestone-form';
import type { MilestoneDetail, TermsheetChoice } from '../data/milestone-types';
import { updateMilestone } from '../data/update-milestone';

/** Create a milestone on one of the opportunity's termsheets, or update one. GST proposes 18% of the amount. */
export function MilestoneFormDialog({
  milestone,
  termsheets,
  onClose,
  onSaved,
}: {
  /** Absent: create. */
  milestone?: MilestoneDetail;
  termsheets: readonly TermsheetChoice[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const writable = termsheets.filter((t) => t.editable);
  const [values, setValues] = useState<MilestoneFormValues>(() => ({
    termsheetId: milestone ? String(milestone.termsheetId) : writable.length === 1 && writable[0] ? String(writable[0].id) : '',
    name: milestone?.name ?? '',
    amount: milestone ? String(milestone.amount) : '',
    gst: milestone ? String(milestone.gst) : '',
    startDate: milestone?.startDate ?? istDateOf(new Date()),
  }));
  const [gstTouched, setGstTouched] = useState(Boolean(milestone));
  const [errors, setErrors] = useState<MilestoneFormErrors>({});
  const [busy, setBusy] = useState(false);
  // One id per dialog: a retried create after a lost answer finds the same milestone.
  const [clientId] = useState(() => uuidv7());

  function set<K extends keyof MilestoneFormValues>(key: K, value: string) {
    setValues((v) => {
      const next = { ...v, [key]: value };
      if (key === 'amount' && !gstTouched) next.gst = value.trim() !== '' && Number.isFinite(Number(value)) ? String(gstOf(Number(value))) : '';
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { errors: found, fields } = validateMilestoneForm(values, { needsTermsheet: !milestone, now: new Date() });
    setErrors(found);
    if (!fields) return;
    setBusy(true);
    try {
      if (milestone) {
        notifySaved(notify, await updateMilestone(milestone.id, { ...fields, baseVersion: milestone.version }), SUCCESS_MESSAGES.milestoneUpdated);
      } else {
        notifySaved(notify, await createMilestone({ ...fields, termsheetId: Number(values.termsheetId), clientId }), SUCCESS_MESSAGES.milestoneCreated);
      }
      onSaved();
      onClose();
    } catch (error) {
      // The spec gives a fallback for create; an update failure shows what the server said, else the general text.
      notify.error(milestone ? failureText(error, 'Unable to update milestone') : failureText(error, FAILURE_MESSAGES.createMilestoneFailed));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={milestone ? (milestone.id > 0 ? `Edit milestone #${milestone.id}` : `Edit milestone ${milestone.name}`) : 'Create milestone'}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="milestone-form" busy={busy}>
            {milestone ? 'Save' : 'Create milestone'}
          </Button>
        </>
      }
    >
      <form id="milestone-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        {!milestone && (
          <SelectField
            label="Termsheet"
            required
            placeholder={writable.length ? 'Select…' : 'No termsheet open for milestones'}
            options={writable.map((t) => ({ value: String(t.id), label: t.label }))}
            value={values.termsheetId}
            onChange={(e) => set('termsheetId', e.target.value)}
            error={errors.termsheetId}
          />
        )}
        <TextField label="Milestone name" required value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} maxLength={200} />
        <TextField label="Amount (₹)" required inputMode="decimal" value={values.amount} onChange={(e) => set('amount', e.target.value)} error={errors.amount} />
        <TextField
          label="GST (₹)"
          required
          inputMode="decimal"
          value={values.gst}
          onChange={(e) => {
            setGstTouched(true);
            set('gst', e.target.value);
          }}
          error={errors.gst}
          hint="18% of the amount unless you change it."
        />
        <TextField label="Start date" required type="date" value={values.startDate} onChange={(e) => set('startDate', e.target.value)} error={errors.startDate} />
      </form>
    </Dialog>
  );
}
