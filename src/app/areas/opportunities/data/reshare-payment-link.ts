import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';

/** GET /api/sapna/v2/opportunity/reshare-payment-link?opportunityId: mails the payment request again. */
export function resharePaymentLink(opportunityId: number) {
  return call(opportunityEndpoints.resharePaymentLink, { query: { opportunityId } });
}
