import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { pagedSchema, pageQueryOf } from '../../shared/paged';
import { listTermsheets, termsheetPage } from './termsheet-page.service';
import {
  termsheetCreateInputSchema,
  termsheetListItemSchema,
  termsheetPageSchema,
  termsheetUpdateInputSchema,
} from '../../../domain/termsheets/termsheet-contract';
import { createTermsheet, updateTermsheet } from './termsheets.service';
import {
  atListPriceQuerySchema,
  termsheetActionAnswerSchema,
  termsheetShareInputSchema,
  termsheetStatusInputSchema,
} from '../../../domain/termsheets/termsheet-contract';
import { changeTermsheetStatus, correctRcmCase, sendTermsheetToRcm, shareTermsheet, termsheetPdf } from './termsheet-actions.service';
import { sendPdf } from '../../lib/pdf/pdf-reply';
import { termsheetSummarySchema } from '../../../domain/money/termsheet-summary';
import { termsheetSummary } from './termsheet-summary.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** An opportunity has a handful of termsheets: one page normally holds them all. */
const TERMSHEET_LIST_SIZE = 100;

export async function termsheetsRoutes(api: AppInstance): Promise<void> {
  const platform = api.deps.config.platform;
  api.post(
    '/sapna/v1/termsheet',
    {
      schema: {
        tags: ['termsheets'],
        summary: "Create a termsheet for an opportunity (legal entity and contact of its account; some of its packages). UI: 'New Termsheet Created'",
        body: termsheetCreateInputSchema,
        response: { 200: termsheetPageSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => createTermsheet(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/termsheet/:id',
    {
      schema: {
        tags: ['termsheets'],
        summary: "Update a termsheet's contact, legal entity and packages; refused in status 4, 5, 6. UI: 'Termsheet Updated!'",
        params: idParams,
        body: termsheetUpdateInputSchema,
        response: { 200: termsheetPageSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateTermsheet(ctx, request.params.id, request.body)),
  );

  api.get(
    '/sapna/v3/termsheet-page/:id',
    {
      schema: {
        tags: ['termsheets'],
        summary: 'A termsheet with its milestones, payments, refunds, legal entity addresses and packages',
        params: idParams,
        response: { 200: termsheetPageSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => termsheetPage(ctx, request.params.id)),
  );

  api.get(
    '/sapna/v1/termsheet/:id/summary',
    {
      schema: {
        tags: ['termsheets'],
        summary: 'The termsheet’s summary band (ours): order value, discount approved and pending, GST, receivable, invoiced, collected, refunded, due, from the ledger',
        params: idParams,
        response: { 200: termsheetSummarySchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => termsheetSummary(ctx, request.params.id)),
  );

  api.get(
    '/sapna/v1/termsheet',
    {
      schema: {
        tags: ['termsheets'],
        summary: 'The termsheets of an opportunity, newest first',
        querystring: z.object({ opportunityId: z.coerce.number().int().positive(), ...pageQueryOf(TERMSHEET_LIST_SIZE, TERMSHEET_LIST_SIZE) }),
        response: { 200: pagedSchema(termsheetListItemSchema) },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => listTermsheets(ctx, request.query.opportunityId, request.query.page, request.query.size)),
  );

  api.get(
    '/sapna/v1/termsheet/:id/pdf',
    {
      schema: {
        tags: ['termsheets'],
        summary:
          'The termsheet (order form) as a PDF (attachment); allowed in status 1 or 2, 409 with the reason otherwise; 409 naming the package while a discount awaits approval or was rejected, unless atListPrice=true (spec path not shown: ours)',
        params: idParams,
        querystring: atListPriceQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await runService(api.db, request, (ctx) => termsheetPdf(ctx, request.params.id, platform, request.query.atListPrice));
      return sendPdf(reply, file.fileName, file.bytes);
    },
  );

  api.post(
    '/sapna/v1/termsheet/:id/share',
    {
      schema: {
        tags: ['termsheets'],
        summary: "Share the termsheet by mail with its PDF attached, to its contact or a chosen POC; Created becomes Shared. UI: 'Termsheet will be shared shortly' (path ours)",
        params: idParams,
        body: termsheetShareInputSchema,
        response: { 200: termsheetActionAnswerSchema },
      },
    },
    async (request) => {
      const { answer, mail } = await runService(api.db, request, (ctx) => shareTermsheet(ctx, request.params.id, request.body, platform));
      // 'Will be shared shortly': the mail leaves after the commit; a failed send is logged, the share stands.
      void api.deps.mailer.send(mail).catch((err: unknown) => request.log.error({ err, termsheetId: request.params.id }, 'termsheet share mail failed'));
      return answer;
    },
  );

  api.put(
    '/sapna/v1/termsheet/:id/send-to-rcm',
    {
      schema: {
        tags: ['termsheets'],
        summary: "Send a Created or Shared termsheet to RCM for verification (its RCM case). UI: 'Termsheet sent to RCM' (path ours)",
        params: idParams,
        response: { 200: termsheetActionAnswerSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => sendTermsheetToRcm(ctx, request.params.id)),
  );

  api.put(
    '/sapna/v1/termsheet/:id/correct-rcm-case',
    {
      schema: {
        tags: ['termsheets'],
        summary: "Correct the RCM case of a termsheet sent back to RAM (7): it goes back to RCM. 409 'Unable to fix the RCM Case!' in any other status (path ours)",
        params: idParams,
        response: { 200: termsheetActionAnswerSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => correctRcmCase(ctx, request.params.id)),
  );

  api.put(
    '/sapna/v1/termsheet/:id/status',
    {
      config: { capability: ['sell', 'finance'] },
      schema: {
        tags: ['termsheets'],
        summary: 'RCM (finance) approves (3) or sends back to RAM (7) a termsheet with RCM; a seller or finance cancels (5); a seller records acceptance (5, 6, 7) (path ours)',
        params: idParams,
        body: termsheetStatusInputSchema,
        response: { 200: termsheetActionAnswerSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => changeTermsheetStatus(ctx, request.params.id, request.body)),
  );
}
