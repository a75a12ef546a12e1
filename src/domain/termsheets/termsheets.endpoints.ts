import { z } from 'zod';
import { idParam } from '../endpoints/params';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { termsheetSummarySchema } from '../money/termsheet-summary';
import { pagedSchema } from '../paging/paged';
import { pageQueryOf } from '../paging/page-query';
import {
  atListPriceQuerySchema,
  termsheetActionAnswerSchema,
  termsheetCreateInputSchema,
  termsheetListItemSchema,
  termsheetPageSchema,
  termsheetShareInputSchema,
  termsheetStatusInputSchema,
  termsheetUpdateInputSchema,
} from './termsheet-contract';

const params = z.object({ id: idParam() });
/** An opportunity has a handful of termsheets: one page normally holds them all. */
const TERMSHEET_LIST_SIZE = 100;

/** Termsheets (spec 001 §7): reads for whoever reads sales (scope decides), writes for the roles that sell. */
export const termsheetEndpoints = defineEndpoints({ tags: ['termsheets'], capability: 'sell' }, {
  create: {
    method: 'POST',
    path: '/sapna/v1/termsheet',
    summary: "Create a termsheet for an opportunity (legal entity and contact of its account; some of its packages). UI: 'New Termsheet Created'",
    body: termsheetCreateInputSchema,
    response: termsheetPageSchema,
  },
  update: {
    method: 'PUT',
    path: '/sapna/v1/termsheet/:id',
    summary: "Update a termsheet's contact, legal entity and packages; refused in status 4, 5, 6. UI: 'Termsheet Updated!'",
    params,
    body: termsheetUpdateInputSchema,
    response: termsheetPageSchema,
  },
  page: {
    method: 'GET',
    path: '/sapna/v3/termsheet-page/:id',
    capability: 'readSales',
    summary: 'A termsheet with its milestones, payments, refunds, legal entity addresses and packages',
    params,
    response: termsheetPageSchema,
  },
  summary: {
    method: 'GET',
    path: '/sapna/v1/termsheet/:id/summary',
    capability: 'readSales',
    summary: 'The termsheet’s summary band (ours): order value, discount approved and pending, GST, receivable, invoiced, collected, refunded, due, from the ledger',
    params,
    response: termsheetSummarySchema,
  },
  ofOpportunity: {
    method: 'GET',
    path: '/sapna/v1/termsheet',
    capability: 'readSales',
    summary: 'The termsheets of an opportunity, newest first',
    query: z.object({ opportunityId: idParam(), ...pageQueryOf(TERMSHEET_LIST_SIZE, TERMSHEET_LIST_SIZE) }),
    response: pagedSchema(termsheetListItemSchema),
  },
  /** A file (the handler sends the PDF through the reply): the app links to it, the browser saves it. */
  pdf: {
    method: 'GET',
    path: '/sapna/v1/termsheet/:id/pdf',
    capability: 'readSales',
    summary:
      'The termsheet (order form) as a PDF (attachment); allowed in status 1 or 2, 409 with the reason otherwise; 409 naming the package while a discount awaits approval or was rejected, unless atListPrice=true (spec path not shown: ours)',
    params,
    query: atListPriceQuerySchema,
    produces: ['application/pdf'],
    response: uncheckedAnswer<Blob>(),
  },
  share: {
    method: 'POST',
    path: '/sapna/v1/termsheet/:id/share',
    summary: "Share the termsheet by mail with its PDF attached, to its contact or a chosen POC; Created becomes Shared. UI: 'Termsheet will be shared shortly' (path ours)",
    params,
    body: termsheetShareInputSchema,
    response: termsheetActionAnswerSchema,
  },
  sendToRcm: {
    method: 'PUT',
    path: '/sapna/v1/termsheet/:id/send-to-rcm',
    summary: "Send a Created or Shared termsheet to RCM for verification (its RCM case). UI: 'Termsheet sent to RCM' (path ours)",
    params,
    response: termsheetActionAnswerSchema,
  },
  correctRcmCase: {
    method: 'PUT',
    path: '/sapna/v1/termsheet/:id/correct-rcm-case',
    summary: "Correct the RCM case of a termsheet sent back to RAM (7): it goes back to RCM. 409 'Unable to fix the RCM Case!' in any other status (path ours)",
    params,
    response: termsheetActionAnswerSchema,
  },
  changeStatus: {
    method: 'PUT',
    path: '/sapna/v1/termsheet/:id/status',
    capability: ['sell', 'finance'],
    summary: 'RCM (finance) approves (3) or sends back to RAM (7) a termsheet with RCM; a seller or finance cancels (5); a seller records acceptance (5, 6, 7) (path ours)',
    params,
    body: termsheetStatusInputSchema,
    response: termsheetActionAnswerSchema,
  },
});
