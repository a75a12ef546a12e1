// campaign-module (issue 13; spec 001 §7, 002 §7): GET/POST/DELETE agent-campaign, the definition, and the Manual
// campaign's CSV upload (multipart, file field mFile). Teams only.
import multipart from '@fastify/multipart';
import { manualCampaignFieldsSchema } from '../../../domain/calling/calling';
import { campaignEndpoints as endpoints } from '../../../domain/calling/calling.endpoints';
import { ApiError, errorBody } from '../../errors';
import type { AppInstance } from '../../http';
import { CsvFileError } from '../../lib/csv/csv-import';
import { route } from '../../shared/http/endpoint-route';
import { parseInput } from '../../shared/http/parse-input';
import { runService } from '../../shared/http/service-context';
import { CampaignUploadRefused, campaignDefinition, createManualCampaign, deleteCampaign, listCampaigns, saveCampaign } from './campaigns.service';

/** 50,000 ids of up to 10 digits and a line break each, with room to spare. */
const MANUAL_CSV_MAX_BYTES = 1024 * 1024;

/** The campaign endpoints (domain/calling/calling.endpoints.ts). */
export async function campaignsRoutes(api: AppInstance): Promise<void> {
  await api.register(multipart, { limits: { fileSize: MANUAL_CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(api, endpoints.list).service((ctx) => listCampaigns(ctx));
  route(api, endpoints.definition).handle(() => campaignDefinition());
  route(api, endpoints.save).service((ctx, { body }) => saveCampaign(ctx, body));
  route(api, endpoints.remove).service((ctx, { query }) => deleteCampaign(ctx, query.id));
  route(api, endpoints.uploadManual).handle(async (request, reply) => {
    const fields: Record<string, string> = {};
    let bytes: Buffer | null = null;
    try {
      if (!request.isMultipart()) throw new ApiError(415, 'Send the CSV as multipart/form-data in the field mFile');
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'mFile') throw new ApiError(400, 'The CSV goes in the field mFile');
          bytes = await part.toBuffer();
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(413, 'The file is too large');
      throw new ApiError(400, 'The upload could not be read');
    }
    if (!bytes) throw new ApiError(400, 'Choose a CSV file (field mFile)');
    const input = parseInput(manualCampaignFieldsSchema, fields);
    const file = bytes;
    try {
      return await runService(api.db, request, (ctx) => createManualCampaign(ctx, input, file));
    } catch (error) {
      if (error instanceof CampaignUploadRefused) return reply.status(422).send({ ...errorBody(422, error.message), report: error.report });
      if (error instanceof CsvFileError) throw new ApiError(error.problem === 'encoding' ? 415 : 400, error.message);
      throw error;
    }
  });
}
