import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { createOpportunity } from '../data/create-opportunity';
import { useReferenceData } from '../../../lib/reference/use-reference-data';

export type CreateOpportunityButtonProps = {
  accountId: number;
  /** The account's city, proposed as the opportunity's. */
  cityId: number | null;
  /** Called with the new id before the app opens the new opportunity. */
  onCreated?: (id: number) => void;
};

type Errors = Partial<Record<'name' | 'typeId' | 'cityId', string>>;

const TYPE_OPTIONS = Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** "Create opportunity" and its dialog (name, type, city): POST /sapna/v1/opportunity, then opens the new opportunity. */
export function CreateOpportunityButton({ accountId, cityId, onCreated }: CreateOpportunityButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create opportunity</Button>
      {open && <CreateOpportunityDialog accountId={accountId} cityId={cityId} onCreated={onCreated} onClose={() => setOpen(false)} />}
    </>
  );
}

function CreateOpportunityDialog({ accountId, cityId, onCreated, onClose }: CreateOpportunityButtonProps & { onClose: () => void }) {
  const reference = useReferenceData();
  const notify = useNotify();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState('');
  const [city, setCity] = useState(cityId ? String(cityId) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = VALIDATION_MESSAGES.required;
    if (!typeId) found.typeId = VALIDATION_MESSAGES.required;
    if (!city) found.cityId = VALIDATION_MESSAGES.required;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const created = await createOpportunity({ name: name.trim(), typeId: Number(typeId), accountId, cityId: Number(city) });
      notify.success();
      onCreated?.(created.id);
      onClose();
      await navigate({ to: opportunityPagePath(created.kind, created.id) });
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.createOpportunityFailed));
      setBusy(false);
    }
  }

  const cityOptions = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Dialog
      open
      onClose={onClose}
      title="Create opportunity"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="create-opportunity-form" busy={busy}>
            Create
          </Button>
        </>
      }
    >
      <form id="create-opportunity-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <TextField label="Opportunity name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={200} autoFocus />
        <SelectField label="Type" required placeholder="Select…" options={TYPE_OPTIONS} value={typeId} onChange={(e) => setTypeId(e.target.value)} error={errors.typeId} />
        <SelectField
          label="City"
          required
          placeholder={reference.isLoading ? 'Loading…' : 'Select…'}
          options={cityOptions}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          error={errors.cityId}
        />
      </form>
    </Dialog>
  );
}
