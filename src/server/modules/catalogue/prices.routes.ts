import multipart from '@fastify/multipart';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { PRICE_CSV_MAX_BYTES } from '../../../domain/catalogue/price-csv';
import { catalogueEndpoints as endpoints } from '../../../domain/catalogue/catalogue.endpoints';
import { priceHistory } from './price-changes.service';
import { ApiError, errorBody } from '../../errors';
import type { AppInstance } from '../../http';
import { csvExportStream } from '../../lib/csv/csv-export';
import { CsvFileError } from '../../lib/csv/csv-import';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { CsvImportFailed, importPrices, priceExport } from './price-csv.service';
import { localitiesOfCity } from './catalogue-lookups';
import { catalogueCities } from './city-lookup.service';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { deletePrice, findPrices, savePrices, updatePrice } from './prices.service';

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

/**
 * package-pricing: prices, and the CSV in and out. The export streams a file with its own headers; the import reads
 * a multipart body and answers 422 with a report through the reply.
 */
export async function pricesRoutes(api: AppInstance): Promise<void> {
  await api.register(multipart, { limits: { fileSize: PRICE_CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(api, endpoints.priceCsv).handle(async (request, reply) => {
    const { header, pages } = await runService(api.db, request, (ctx) => priceExport(ctx, api.db, request.query));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="package-prices${request.query.packageId ? `-${request.query.packageId}` : ''}.csv"`);
    return reply.send(csvExportStream(header, pages));
  });

  route(api, endpoints.importPriceCsv).handle(async (request, reply) => {
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
  });

  route(api, endpoints.localities).service((ctx, { query }) => localitiesOfCity(ctx.tx, query.cityId));
  route(api, endpoints.cities).service((ctx) => catalogueCities(ctx.tx, istDateOf(ctx.now)));
  route(api, endpoints.prices).service((ctx, { params, query }) => findPrices(ctx, params.id, query));
  route(api, endpoints.savePrices).service((ctx, { params, body }) => savePrices(ctx, params.id, body.prices, body.replace));
  route(api, endpoints.updatePrice).service((ctx, { params, body }) => updatePrice(ctx, params.priceId, body));
  route(api, endpoints.priceHistory).service((ctx, { params }) => priceHistory(ctx, params.priceId));
  route(api, endpoints.deletePrice).service((ctx, { params }) => deletePrice(ctx, params.priceId));
}
