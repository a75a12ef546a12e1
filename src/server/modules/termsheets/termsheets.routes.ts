import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { listTermsheets, termsheetPage } from './termsheet-page.service';
import { termsheetEndpoints as endpoints } from '../../../domain/termsheets/termsheets.endpoints';
import { createTermsheet, updateTermsheet } from './termsheets.service';
import { changeTermsheetStatus, correctRcmCase, sendTermsheetToRcm, shareTermsheet, termsheetPdf } from './termsheet-actions.service';
import { sendPdf } from '../../lib/pdf/pdf-reply';
import { termsheetSummary } from './termsheet-summary.service';

/** The termsheet endpoints (domain/termsheets/termsheets.endpoints.ts); the PDF is sent through the reply. */
export async function termsheetsRoutes(api: AppInstance): Promise<void> {
  const platform = api.deps.config.platform;
  route(api, endpoints.create).service((ctx, { body }) => createTermsheet(ctx, body));
  route(api, endpoints.update).service((ctx, { params, body }) => updateTermsheet(ctx, params.id, body));
  route(api, endpoints.page).service((ctx, { params }) => termsheetPage(ctx, params.id));
  route(api, endpoints.summary).service((ctx, { params }) => termsheetSummary(ctx, params.id));
  route(api, endpoints.ofOpportunity).service((ctx, { query }) => listTermsheets(ctx, query.opportunityId, query.page, query.size));

  route(api, endpoints.pdf).handle(async (request, reply) => {
    const file = await runService(api.db, request, (ctx) => termsheetPdf(ctx, request.params.id, platform, request.query.atListPrice));
    return sendPdf(reply, file.fileName, file.bytes);
  });

  route(api, endpoints.share).handle(async (request) => {
    const { answer, mail } = await runService(api.db, request, (ctx) => shareTermsheet(ctx, request.params.id, request.body, platform));
    // 'Will be shared shortly': the mail leaves after the commit; a failed send is logged, the share stands.
    void api.deps.mailer.send(mail).catch((err: unknown) => request.log.error({ err, termsheetId: request.params.id }, 'termsheet share mail failed'));
    return answer;
  });
  route(api, endpoints.sendToRcm).service((ctx, { params }) => sendTermsheetToRcm(ctx, params.id));
  route(api, endpoints.correctRcmCase).service((ctx, { params }) => correctRcmCase(ctx, params.id));
  route(api, endpoints.changeStatus).service((ctx, { params, body }) => changeTermsheetStatus(ctx, params.id, body));
}
