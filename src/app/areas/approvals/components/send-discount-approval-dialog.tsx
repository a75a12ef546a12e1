import { useState, type FormEvent } from 'react';
import { SNACKBAR_FALLBACK_MESSAGE, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { sendForDiscountApproval, type DiscountApprovalSent } from '../data/send-for-discount-approval';

/** Send the opportunity's discounted packages for approval, with a remark. */
export function SendDiscountApprovalDialog({ opportunityId, onClose, onSent }: { opportunityId: number; onClose: () => void; onSent: (sent: DiscountApprovalSent) => void }) {
  const notify = useNotify();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!remark.trim()) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const sent = await sendForDiscountApproval(opportunityId, remark.trim());
      notify.success(SUCCESS_MESSAGES.discountApprovalSent);
      onSent(sent);
      onClose();
    } catch (failure) {
      notify.error(failureText(failure, SNACKBAR_FALLBACK_MESSAGE));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Send for discount approval"
      description="The packages whose discount needs approval go to the reviewers and the approving authority."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="discount-approval-form" busy={busy}>
            Send for approval
          </Button>
        </>
      }
    >
      <form id="discount-approval-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField label="Remark" required value={remark} onChange={(e) => setRemark(e.target.value)} error={error} maxLength={1000} autoFocus />
      </form>
    </Dialog>
  );
}
