import { useState } from 'react';
import { CANCEL_REASON_MAX, SLOT_RULE_MESSAGES } from '../../../domain/ad-products/slot-rules';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';
import { TextAreaField } from '../form/text-area-field';

/**
 * Cancelling a slot of any kind (issue 50): the reason is asked for (required), then the kind's cancel call runs;
 * the slot becomes final and its place is freed.
 */
export function CancelSlotDialog<R>({
  description,
  confirm,
  success = SLOT_RULE_MESSAGES.cancelledOk,
  onSaved,
  onClose,
}: {
  description: string;
  confirm: (reason: string) => Promise<R>;
  success?: string;
  onSaved: (answer: R) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  return (
    <ConfirmDialog
      title="Cancel this slot?"
      description={description}
      confirmLabel="Cancel slot"
      disabled={blank}
      confirm={() => confirm(reason.trim())}
      success={success}
      onSaved={onSaved}
      onClose={onClose}
    >
      <TextAreaField label="Reason" required maxLength={CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} hint={blank ? SLOT_RULE_MESSAGES.reasonRequired : undefined} />
    </ConfirmDialog>
  );
}

/** The 'Cancel slot' button of a slot's page and its reason dialog; `onCancelled` gets the server's answer. */
export function CancelSlotButton<R>({ description, confirm, onCancelled, disabled }: { description: string; confirm: (reason: string) => Promise<R>; onCancelled: (answer: R) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="danger" disabled={disabled} onClick={() => setOpen(true)}>
        Cancel slot
      </Button>
      {open && (
        <CancelSlotDialog
          description={description}
          confirm={confirm}
          onSaved={(answer) => {
            setOpen(false);
            onCancelled(answer);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
