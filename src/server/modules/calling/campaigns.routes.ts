// campaign-module (issue 13; spec 001 §7, 002 §7): GET/POST/DELETE agent-campaign, the definition, and the Manual
// campaign's CSV upload (multipart, file field mFile). Teams only.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { campaignInputSchema, campaignViewSchema, manualCampaignFieldsSchema, uploadReportSchema } from '../../../domain/calling/calling';
import { ApiError, errorBody } from '../../errors';
import type { AppInstance } from '../../http';
import { CsvFileError } from '../../lib/csv/csv-import';
import { errorResponseSchema } from '../../shared/error-response';
import { parseInput } from '../../shared/parse-input';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { CampaignUploadRefused, campaignDefinition, createManualCampaign, deleteCampaign, listCampaigns, saveCampaign } from './campaigns.service';

const tags = ['campaigns'];
const failures = { ...errorResponses, 422: errorResponseSchema };
/** 50,000 ids of up to 10 digits and a line break each, with room to spare. */
const MANUAL_CSV_MAX_BYTES = 1024 * 1024;

export async function campaignsRoutes(api: AppInstance): Promise<void> {
  await api.register(multipart, { limits: { fileSize: MANUAL_CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  api.get(
    '/mystique/v1/agent-campaign',
    { config: { capability: 'teams' }, schema: { tags, security, summary: 'Campaigns of the brand with their agents, cases and CSV totals', response: { 200: z.array(campaignViewSchema), ...failures } } },
    async (request) => runService(api.db, request, (ctx) => listCampaigns(ctx)),
  );

  api.get(
    '/mystique/v1/agent-campaign/definition',
    {
      config: { capability: 'teams' },
      schema: {
        tags,
        security,
        summary: 'What a campaign may filter on (campaignDefinitionFilter keys and values), its case types and campaign types',
        response: {
          200: z.object({
            caseTypeIds: z.array(z.string()),
            types: z.array(z.string()),
            filters: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.union([z.string(), z.number(), z.boolean()])) })),
          }),
          ...failures,
        },
      },
    },
    async () => campaignDefinition(),
  );

  api.post(
    '/mystique/v1/agent-campaign',
    {
      schema: {
        tags,
        security,
        summary: "Creates a Normal or Manual Rechurn campaign ('Successfully created new campaign'), or with an id updates it ('Campaigns Updated'); agents are kept only when they are owner agents without admin roles",
        body: campaignInputSchema,
        response: { 200: z.object({ message: z.string(), campaign: campaignViewSchema }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => saveCampaign(ctx, request.body)),
  );

  api.delete(
    '/mystique/v1/agent-campaign',
    {
      schema: { tags, security, summary: "Deletes a campaign ('Successfully deleted campaign'); its cases stay", querystring: z.object({ id: idParam() }), response: { 200: z.object({ message: z.string() }), ...failures } },
    },
    async (request) => runService(api.db, request, (ctx) => deleteCampaign(ctx, request.query.id)),
  );

  api.post(
    '/mystique/v1/agent-campaign/manual-campaign',
    {
      schema: {
        tags,
        security,
        summary: "A Manual campaign from a CSV of owner case ids (multipart: name, startDate, agentIds comma list, file mFile with header caseId) ('Campaign Added' with rows, accepted, rejected); a wrong header or non-case ids: 422 with the per-row report, nothing created",
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ message: z.string(), campaign: campaignViewSchema, report: uploadReportSchema }), 422: errorResponseSchema.extend({ report: uploadReportSchema.optional() }), 413: errorResponseSchema, 415: errorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
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
    },
  );
}
