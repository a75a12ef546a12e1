import multipart from '@fastify/multipart';
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { PRICE_CSV_MAX_BYTES } from '../../../domain/catalogue/price-csv';
import { priceChangeSchema, priceInputSchema, priceSchema, pricesInputSchema } from '../../../domain/catalogue/price-schema';
import { priceHistory } from './price-changes.service';
import { ApiError, errorBody } from '../../errors';
import type { AppInstance } from '../../http';
import { csvExportStream } from '../../lib/csv/csv-export';
import { CsvFileError } from '../../lib/csv/csv-import';
import { pagedSchema, pageQuery } from '../../shared/paged';
import { booleanQuery, errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { errorResponseSchema } from '../../shared/error-response';
import { queryId, queryText, queryWhole } from './catalogue-query';
import { CsvImportFailed, importPrices, priceExport } from './price-csv.service';
import { localitiesOfCity } from './catalogue-lookups';
import { catalogueCities } from './city-lookup.service';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { deletePrice, findPrices, savePrices, updatePrice } from './prices.service';

const tags = ['catalogue'];
const filterQuery = { cityId: queryId(), localityId: queryId(), regionId: queryWhole(10_000), tier: queryWhole(3), localityName: queryText() };
const reportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  toAdd: z.number().int(),
  toUpdate: z.number().int(),
  unchanged: z.number().int(),
  applied: z.boolean(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

/** package-pricing: prices, and the CSV in and out. */
export async function pricesRoutes(api: AppInstance): Promise<void> {
  await api.register(multipart, { limits: { fileSize: PRICE_CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  api.get(
    '/sapna/v2/package-price/csv',
    {
      schema: {
        tags,
        security,
        summary: 'CSV export of the filtered prices, streamed (header packageId, cityName, localityName, regionId, tier, ratePrice, salesPrice, validityDays, then other pricing parameters)',
        querystring: z.object({ packageId: queryId(), ...filterQuery }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { header, pages } = await runService(api.db, request, (ctx) => priceExport(ctx, api.db, request.query));
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="package-prices${request.query.packageId ? `-${request.query.packageId}` : ''}.csv"`);
      return reply.send(csvExportStream(header, pages));
    },
  );

  api.post(
    '/sapna/v2/package-price/csv',
    {
      schema: {
        tags,
        security,
        summary: 'CSV import (multipart field "file", 20 MB at most). The whole file is checked first; any failing row: 422 with every failing row, nothing written',
        description: 'dryRun=true answers the counts (to add, to update, unchanged) without writing.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: booleanQuery() }),
        response: { 200: reportSchema, 422: errorResponseSchema.extend({ report: reportSchema }), 413: errorResponseSchema, 415: errorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        if (!request.isMultipart()) throw new ApiError(415, CATALOGUE_MESSAGES.csvFileMissing);
        const file = await request.file();
        if (!file) throw new ApiError(400, CATALOGUE_MESSAGES.csvFileMissing);
        const name = file.filename.toLowerCase();
        if (!name.endsWith('.csv') && !name.endsWith('.txt')) throw new ApiError(415, CATALOGUE_MESSAGES.csvNotCsv);
        if (!CSV_TYPES.includes(file.mimetype.toLowerCase())) throw new ApiError(415, CATALOGUE_MESSAGES.csvNotCsv);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') throw new ApiError(413, CATALOGUE_MESSAGES.csvTooLarge);
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, CATALOGUE_MESSAGES.csvFileMissing);
        throw new ApiError(400, CATALOGUE_MESSAGES.csvNotCsv);
      }
      try {
        return await runService(api.db, request, (ctx) => importPrices(ctx, bytes, request.query.dryRun));
      } catch (error) {
        if (error instanceof CsvImportFailed) return reply.status(422).send({ ...errorBody(422, error.message, error.details), report: error.report });
        if (error instanceof CsvFileError) throw new ApiError(error.problem === 'encoding' ? 415 : 400, error.message);
        throw error;
      }
    },
  );

  api.get(
    '/sapna/v2/package-price/localities',
    {
      schema: {
        tags,
        security,
        summary: 'The localities of a city a price can name, by name, with their region',
        querystring: z.object({ cityId: idParam() }),
        response: { 200: z.array(z.object({ id: z.number().int(), name: z.string(), regionId: z.number().int().nullable() })), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => localitiesOfCity(ctx.tx, request.query.cityId)),
  );

  api.get(
    '/sapna/v2/package-price/cities',
    {
      schema: {
        tags,
        security,
        summary: "The catalogue's cities (spec 001 §9, package 232 is used for city lookup): the cities where package 232 has a price in effect today, by name",
        response: { 200: z.array(z.object({ id: z.number().int(), name: z.string(), tier: z.number().int(), uuid: z.string() })), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => catalogueCities(ctx.tx, istDateOf(ctx.now))),
  );

  api.get(
    '/sapna/v2/package-price/:id',
    {
      // priceOf builds each row in the schema's shape: no zod encode in production.
      config: { trustedResponse: true },
      schema: {
        tags,
        security,
        summary: 'Prices of package {id}, filtered by city, locality, region, tier (blank values are no filter), 10 a page',
        params: z.object({ id: idParam() }),
        querystring: z.object({ ...filterQuery, ...pageQuery }),
        response: { 200: pagedSchema(priceSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => findPrices(ctx, request.params.id, request.query)),
  );
  api.post(
    '/sapna/v2/package-price/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Add prices of package {id} (or edit them by id) (spec 001 §7); the validity rules of spec 001 §9 apply',
        description: 'A new price for a city, locality, region, tier and parameters that already have one: 409 unless replace is true. Region ids must be regions of the city (400). Every change is recorded (GET …/entry/{priceId}/history).',
        params: z.object({ id: idParam() }),
        body: pricesInputSchema,
        response: { 200: z.array(priceSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => savePrices(ctx, request.params.id, request.body.prices, request.body.replace)),
  );
  api.put(
    '/sapna/v2/package-price/entry/:priceId',
    {
      schema: { tags, security, summary: 'Update one price', params: z.object({ priceId: idParam() }), body: priceInputSchema, response: { 200: priceSchema, ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => updatePrice(ctx, request.params.priceId, request.body)),
  );
  api.get(
    '/sapna/v2/package-price/entry/:priceId/history',
    {
      schema: {
        tags,
        security,
        summary: 'The changes of one price, newest first (the latest 200): who, when, old → new; a deleted price keeps its history',
        params: z.object({ priceId: idParam() }),
        response: { 200: z.array(priceChangeSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => priceHistory(ctx, request.params.priceId)),
  );
  api.delete(
    '/sapna/v2/package-price/entry/:priceId',
    {
      schema: { tags, security, summary: 'Delete one price', params: z.object({ priceId: idParam() }), response: { 200: z.object({ id: z.number().int(), msg: z.string() }), ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => deletePrice(ctx, request.params.priceId)),
  );
}
