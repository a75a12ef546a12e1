import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import { resharePaymentLink } from '../data/reshare-payment-link';

/** Mails the payment request again; allowed in any status (collection goes on after a deal closes). */
export function ResharePaymentLinkButton({ opportunityId }: { opportunityId: number }) {
  const reshare = useSave({
    success: (result: { message: string }) => result.message || SUCCESS_MESSAGES.linkShared,
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.linkShareFailed } },
  });

  return (
    <Button variant="secondary" busy={reshare.busy} onClick={() => void reshare.run(() => resharePaymentLink(opportunityId))}>
      Reshare payment link
    </Button>
  );
}
