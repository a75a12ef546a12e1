import { useState, type FormEvent } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { sendForApproval } from '../data/send-for-approval';

const DAYS_MESSAGE = 'Please enter the extension in days (a whole number of at least 1).';

/**
 * Ask to extend the slot dates of a package mapping (ExtendSlotDate, entityTypeId 18). The entity is the
 * package mapping whose slots run on: our reading, as the slots themselves come with the ad-product area.
 */
export function ExtensionRequestButton({ packageMappingId, packageName }: { packageMappingId: number; packageName: string }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(days);
    if (!days.trim()) return setError(VALIDATION_MESSAGES.required);
    if (!Number.isInteger(value) || value < 1) return setError(DAYS_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      await sendForApproval({ approvalType: 'ExtendSlotDate', entityId: packageMappingId, durationInDays: value });
      notify.success(SUCCESS_MESSAGES.extensionApprovalSent);
      setOpen(false);
      setDays('');
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={`Request extension for ${packageName}`}>
        Request extension
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          title={`Request extension: ${packageName}`}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`extension-form-${packageMappingId}`} busy={busy}>
                Send for approval
              </Button>
            </>
          }
        >
          <form id={`extension-form-${packageMappingId}`} noValidate onSubmit={(e) => void submit(e)}>
            <TextField label="Extend by (days)" required inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} error={error} autoFocus />
          </form>
        </Dialog>
      )}
    </>
  );
}
