import { useState } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { resharePaymentLink } from '../data/reshare-payment-link';

/** Mails the payment request again; allowed in any status (collection goes on after a deal closes). */
export function ResharePaymentLinkButton({ opportunityId }: { opportunityId: number }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function reshare() {
    setBusy(true);
    try {
      const result = await resharePaymentLink(opportunityId);
      notify.success(result.message || SUCCESS_MESSAGES.linkShared);
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.linkShareFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" busy={busy} onClick={() => void reshare()}>
      Reshare payment link
    </Button>
  );
}
