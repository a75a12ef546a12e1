import type { InvoiceToRaise } from '../../../domain/invoices/invoices-to-raise.endpoints';
import { termsheetStatusName } from '../../../domain/termsheets/statuses';
import type { ServiceContext } from '../../shared/http/service-context';
import { pagingOf, type Paged } from '../../shared/http/paged';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import { assertFinance } from './invoice-access';
import { countInvoicesToRaise, invoicesToRaisePage, toRaiseConditions } from './invoices-to-raise.repo';

/**
 * GET /sapna/v1/invoice/to-raise: finance's queue of tax invoices to raise, across termsheets (the rule:
 * domain/invoices/invoices-to-raise.ts), a page with its (capped) total. Finance/Admin, like raising one.
 */
export async function listInvoicesToRaise(ctx: ServiceContext, query: { page: number; size: number }): Promise<Paged<InvoiceToRaise>> {
  assertFinance(ctx);
  const where = toRaiseConditions(ctx.scope);
  const rows = await invoicesToRaisePage(ctx.tx, where, pagingOf(query.page, query.size));
  const total = await countInvoicesToRaise(ctx.tx, where);
  return {
    results: rows.map((row) => ({
      ...row,
      termsheetStatus: termsheetStatusName(row.termsheetStatusId),
      approvedAmount: rupeesOfNumeric(row.approvedAmount),
    })),
    ...total,
    page: query.page,
    size: query.size,
  };
}
