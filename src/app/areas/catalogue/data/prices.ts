import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import { regionEndpoints } from '../../../../domain/regions/regions.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import type { CsvImportReport } from '../../../../domain/catalogue/price-csv';
import { priceQueryOf, type Price, type PriceChange, type PriceInput } from '../../../../domain/catalogue/price-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { Price, PriceChange, CsvImportReport };
export type PriceSearch = { cityId?: string; localityName?: string; regionId?: string; tier?: string };

/** GET /sapna/v2/package-price/{id}: the query without its empty values (spec 001 §5). */
export function fetchPrices(packageId: number, search: PriceSearch, page: number, signal?: AbortSignal): Promise<Paged<Price>> {
  return call(catalogueEndpoints.prices, { params: { id: packageId }, query: priceQueryOf({ ...search, page, size: 100 }), signal });
}
/** Adds prices; a place that already has one is a 409 unless `replace` (the admin confirmed overwriting it). */
export const savePrices = (packageId: number, prices: PriceInput[], replace = false) => call(catalogueEndpoints.savePrices, { params: { id: packageId }, body: { prices, replace }, notify: false });
/** GET /sapna/v2/package-price/entry/{priceId}/history: who changed the price, when, old → new; newest first. */
export const fetchPriceHistory = (priceId: number, signal?: AbortSignal) => call(catalogueEndpoints.priceHistory, { params: { priceId }, signal });
/** The regions of a city (manage-regions): the regions a price there may name. */
export async function fetchCityRegions(cityId: number, signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  const page = await call(regionEndpoints.regions, { query: { cityId }, signal });
  return page.results.map((r) => ({ id: r.id, name: r.name }));
}
export const updatePrice = (priceId: number, input: PriceInput) => call(catalogueEndpoints.updatePrice, { params: { priceId }, body: input, notify: false });
export const deletePrice = (priceId: number) => call(catalogueEndpoints.deletePrice, { params: { priceId }, notify: false });

/** The export's URL (a plain link: the browser streams the download). */
export function priceExportUrl(packageId: number, search: PriceSearch): string {
  const query = new URLSearchParams(Object.entries(priceQueryOf({ packageId, ...search })).map(([k, v]) => [k, String(v)]));
  return `${import.meta.env.VITE_API_BASE || '/api'}${endpointPath(catalogueEndpoints.priceCsv)}?${query.toString()}`;
}

/** POST /sapna/v2/package-price/csv: a 422 carries the report of every failing row. */
export async function importPrices(file: File, dryRun: boolean): Promise<CsvImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(catalogueEndpoints.importPriceCsv, { body, query: { dryRun: dryRun ? 'true' : undefined }, notify: false, timeout: 600_000 });
}
