import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import { useAccountLinkSharing } from '../data/account-link-sharing';
import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';

/**
 * Mails the payment request again; allowed in any status (collection goes on after a deal closes). Shown only to
 * those who may share account links now (spec 000 §6); the server refuses everyone else anyway.
 */
export function ResharePaymentLinkButton({ opportunityId }: { opportunityId: number }) {
  const mayShare = useAccountLinkSharing();
  const reshare = useSave({
    success: (result: { message: string }) => result.message || SUCCESS_MESSAGES.linkShared,
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.linkShareFailed } },
  });

  if (!mayShare) return null;
  return (
    <Button variant="secondary" busy={reshare.busy} onClick={() => void reshare.run(() => call(opportunityEndpoints.resharePaymentLink, { query: { opportunityId } }))}>
      Reshare payment link
    </Button>
  );
}
