import { invoicesToRaiseEndpoints as endpoints } from '../../../domain/invoices/invoices-to-raise.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { listInvoicesToRaise } from './invoices-to-raise.service';

/** Finance's queue of tax invoices to raise (domain/invoices/invoices-to-raise.endpoints.ts; issue 51). */
export async function invoicesToRaiseRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.list).service((ctx, { query }) => listInvoicesToRaise(ctx, query));
}
