import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';

export type CreateOpportunityButtonProps = {
  accountId: number;
  /** The account's city, proposed as the opportunity's. */
  cityId: number | null;
  /** Called with the new id before the app opens the new opportunity. */
  onCreated?: (id: number) => void;
};

const TYPE_OPTIONS = Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

type CreateValues = { name: string; typeId: string; cityId: string };

/** Name, type and city are required. */
const createRules = formRules((values: CreateValues, refuse) => {
  for (const field of ['name', 'typeId', 'cityId'] as const) if (!values[field].trim()) refuse(field, VALIDATION_MESSAGES.required);
  return { name: values.name.trim(), typeId: Number(values.typeId), cityId: Number(values.cityId) };
});

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
  const navigate = useNavigate();
  const form = useSchemaForm({
    defaultValues: { name: '', typeId: '', cityId: cityId ? String(cityId) : '' },
    schema: createRules,
    // The caller becomes the owner; the answer is the new opportunity's page.
    save: (fields) => call(opportunityEndpoints.create, { body: { ...fields, accountId }, notify: false }),
    onSaved: async (created) => {
      onCreated?.(created.id);
      onClose();
      await navigate({ to: opportunityPagePath(created.kind, created.id) });
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.createOpportunityFailed } },
  });

  const cityOptions = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FormDialog form={form} onClose={onClose} title="Create opportunity" submitLabel="Create">
      <TextField label="Opportunity name" required {...form.field('name')} maxLength={200} autoFocus />
      <SelectField label="Type" required placeholder="Select…" options={TYPE_OPTIONS} {...form.field('typeId')} />
      <SelectField label="City" required placeholder={reference.isLoading ? 'Loading…' : 'Select…'} options={cityOptions} {...form.field('cityId')} />
    </FormDialog>
  );
}
