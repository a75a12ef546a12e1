import { useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { markOpportunityLost, type MarkLostResult } from '../data/mark-opportunity-lost';
import type { OpportunityPage } from '../data/opportunity-types';

/** Mark as lost with a reason, optionally creating a child opportunity to carry the deal on. */
export function MarkLostDialog({ opportunity, onClose, onMarked }: { opportunity: OpportunityPage; onClose: () => void; onMarked: (result: MarkLostResult) => void }) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [createChild, setCreateChild] = useState(false);
  const [childName, setChildName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await markOpportunityLost({
        opportunityId: opportunity.id,
        lostReason: reason.trim(),
        createChild,
        ...(createChild && childName.trim() ? { childName: childName.trim() } : {}),
        baseVersion: opportunity.version,
      });
      notify.success();
      onMarked(result);
      onClose();
    } catch (failure) {
      notify.error(failureText(failure, FAILURE_MESSAGES.markLostFailed));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Mark opportunity #${opportunity.id} as lost`}
      description="A lost opportunity can no longer be edited."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="mark-lost-form" variant="danger" busy={busy}>
            Mark as lost
          </Button>
        </>
      }
    >
      <form id="mark-lost-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <TextField label="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} error={error} maxLength={1000} autoFocus />
        <Checkbox label="Create a child opportunity" checked={createChild} onChange={(e) => setCreateChild(e.target.checked)} />
        {createChild && (
          <TextField label="Child opportunity name" value={childName} onChange={(e) => setChildName(e.target.value)} maxLength={200} hint={`Leave empty to reuse “${opportunity.name}”.`} />
        )}
      </form>
    </Dialog>
  );
}
