import { api } from '../../../lib/api/api';

/** GET /api/sapna/v2/opportunity/reshare-payment-link?opportunityId: mails the payment request again. */
export function resharePaymentLink(opportunityId: number): Promise<{ message: string; sentTo: string }> {
  return api.get<{ message: string; sentTo: string }>('/sapna/v2/opportunity/reshare-payment-link', { query: { opportunityId } });
}
