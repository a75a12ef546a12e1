import { useState } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextField } from '../../../ui/form/text-field';
import { sendForApproval } from '../data/send-for-approval';

const DAYS_MESSAGE = 'Please enter the extension in days (a whole number of at least 1).';

/** The extension in days: required, a whole number of at least 1 (the server's durationInvalid). */
const daysRules = formRules((values: { durationInDays: string }, refuse) => {
  const days = Number(values.durationInDays);
  if (!values.durationInDays.trim()) refuse('durationInDays', VALIDATION_MESSAGES.required);
  else if (!Number.isInteger(days) || days < 1) refuse('durationInDays', DAYS_MESSAGE);
  return days;
});

/**
 * Ask to extend the slot dates of a package mapping (ExtendSlotDate, entityTypeId 18). The entity is the
 * package mapping whose slots run on: our reading, as the slots themselves come with the ad-product area.
 */
export function ExtensionRequestButton({ packageMappingId, packageName }: { packageMappingId: number; packageName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={`Request extension for ${packageName}`}>
        Request extension
      </Button>
      {open && <ExtensionRequestDialog packageMappingId={packageMappingId} packageName={packageName} onClose={() => setOpen(false)} />}
    </>
  );
}

function ExtensionRequestDialog({ packageMappingId, packageName, onClose }: { packageMappingId: number; packageName: string; onClose: () => void }) {
  const form = useSchemaForm({
    defaultValues: { durationInDays: '' },
    schema: daysRules,
    save: (durationInDays) => sendForApproval({ approvalType: 'ExtendSlotDate', entityId: packageMappingId, durationInDays }),
    success: SUCCESS_MESSAGES.extensionApprovalSent,
    onSaved: onClose,
    // The API client has shown the server's reason.
    failure: { inline: [], notice: 'announced' },
  });

  return (
    <FormDialog form={form} onClose={onClose} title={`Request extension: ${packageName}`} submitLabel="Send for approval">
      <TextField label="Extend by (days)" required inputMode="numeric" {...form.field('durationInDays')} autoFocus />
    </FormDialog>
  );
}
