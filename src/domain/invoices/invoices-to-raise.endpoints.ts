import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { pageQuery } from '../paging/page-query';
import { INVOICES_TO_RAISE_PATH } from './invoices-to-raise';


/** One termsheet whose approved payments are not yet invoiced (invoices-to-raise.ts says the rule). */
export const invoiceToRaiseSchema = z.object({
  termsheetId: z.number().int(),
  termsheetStatusId: z.number().int(),
  termsheetStatus: z.string(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  /** The legal entity the invoice is made out to. */
  legalEntityName: z.string().nullable(),
  /** The approved payments (status 6) on its milestones: how many, and their sum in rupees (incl. GST, as paid). */
  approvedPayments: z.number().int(),
  approvedAmount: z.number(),
  /** The latest approved payment's payment date (else the day it was recorded), YYYY-MM-DD. */
  lastPaymentDate: z.string().nullable(),
});
export type InvoiceToRaise = z.infer<typeof invoiceToRaiseSchema>;

/**
 * Tax invoices to raise across termsheets (issue 51): finance's queue; each is raised on its termsheet's page
 * (POST /sapna/v1/invoice/tax-invoice). Its own file: the invoice routes move to the table elsewhere.
 */
export const invoicesToRaiseEndpoints = defineEndpoints({ tags: ['invoices'], documentFailures: true, capability: 'finance' }, {
  list: {
    method: 'GET',
    path: INVOICES_TO_RAISE_PATH,
    summary:
      'The approved (3) or completed (4) termsheets in scope with an approved payment (status 6) and no live tax invoice, oldest first, 10 a page; past 10,000 totalCount is 10,001 and totalCapped true. Finance/Admin (path ours)',
    query: z.object({ ...pageQuery }),
    response: pagedSchema(invoiceToRaiseSchema),
  },
});
