import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { listPageSchema, pageQuerySchema } from '../../shared/list-page';
import { listTermsheets, termsheetPage } from './termsheet-page.service';
import {
  termsheetCreateInputSchema,
  termsheetListItemSchema,
  termsheetPageSchema,
  termsheetUpdateInputSchema,
} from '../../../domain/termsheets/termsheet-contract';
import { createTermsheet, updateTermsheet } from './termsheets.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** An opportunity has a handful of termsheets: one page normally holds them all. */
const TERMSHEET_LIST_SIZE = 100;

export async function termsheetsRoutes(api: AppInstance): Promise<void> {
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
    '/sapna/v1/termsheet',
    {
      schema: {
        tags: ['termsheets'],
        summary: 'The termsheets of an opportunity, newest first',
        querystring: z.object({ opportunityId: z.coerce.number().int().positive(), ...pageQuerySchema(TERMSHEET_LIST_SIZE, TERMSHEET_LIST_SIZE) }),
        response: { 200: listPageSchema(termsheetListItemSchema) },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => listTermsheets(ctx, request.query.opportunityId, request.query.page, request.query.size)),
  );
}
