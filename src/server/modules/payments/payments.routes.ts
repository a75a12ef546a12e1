import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { accountPayments, paymentPage } from './payment-queries';
import { paymentEndpointVersions } from '../../../domain/payments/payment-contract';
import { paymentEndpoints as endpoints, recordPaymentEndpoints } from '../../../domain/payments/payments.endpoints';
import { recordPayment, updatePayment } from './payments.service';

/** Recording and editing payments, and an account's payments (domain/payments/payments.endpoints.ts). */
export async function paymentsRoutes(api: AppInstance): Promise<void> {
  for (const version of paymentEndpointVersions) {
    route(api, recordPaymentEndpoints[version]).service((ctx, { body }) => recordPayment(ctx, version, body));
  }
  route(api, endpoints.page).service((ctx, { params }) => paymentPage(ctx, params.id));
  route(api, endpoints.update).service((ctx, { params, query, body }) => updatePayment(ctx, params.id, { ...body, sendToRcm: query.sendToRCM }));
  route(api, endpoints.ofAccount).service((ctx, { params, query }) => accountPayments(ctx, params.accountId, { modeId: query.modeId, page: query.page, size: query.size }));
}
