// package-pricing CSV: the streamed export of a filter, and the import (whole file checked first, all or nothing).
import { eq, sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import { parameterListOf } from '../../../domain/catalogue/json-parameters';
import { PRICE_CSV_COLUMNS, paiseOfRupeeText, rupeeTextOfPaise, type CsvImportReport, type CsvRowError } from '../../../domain/catalogue/price-csv';
import { COLUMN_PRICING_PARAMETERS, type PriceFilter } from '../../../domain/catalogue/price-schema';
import { toPaise } from '../../../domain/money/paise';
import { packagePrices, packages } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { ApiError, badRequest } from '../../errors';
import { readCsv } from '../../lib/csv/csv-import';
import type { ServiceContext } from '../../shared/http/service-context';
import { parseJsonText } from '../../shared/sql/json-text';
import { assertCatalogueWrite } from './catalogue-access';
import { bumpReferenceVersion } from '../../shared/reference-version';
import { placesByName, regionIndex, regionNamesOf, regionOfCity } from './catalogue-lookups';
import { checkPrice, samePrice, type PriceValues } from './price-rules';
import { pricedPackages, pricePages } from './prices.service';
import { recordPriceChanges, type PriceChangeEntry } from './price-changes.service';

/** The other pricing parameters (beyond the fixed columns) of the packages an export or import covers. */
async function parameterColumns(tx: Tx, packageId: number | null | undefined): Promise<string[]> {
  const rows = await tx
    .select({ id: packages.id, parameters: packages.requiredPricingParameters })
    .from(packages)
    .where(packageId != null ? eq(packages.id, packageId) : undefined);
  const names = new Set<string>();
  for (const r of rows) for (const p of parameterListOf(parseJsonText(r.parameters, 'requiredPricingParameters', r.id))) if (!COLUMN_PRICING_PARAMETERS[p.name]) names.add(p.name);
  return [...names].sort();
}

/** GET /sapna/v2/package-price/csv: the header, and the rows in keyset pages. */
export async function priceExport(ctx: ServiceContext, db: Db, filter: PriceFilter & { packageId?: number | null | undefined }) {
  const extra = await parameterColumns(ctx.tx, filter.packageId);
  const header = [...PRICE_CSV_COLUMNS, ...extra];
  async function* pages() {
    for await (const page of pricePages(db, filter)) {
      yield page.map((p) => [
        p.packageId,
        p.cityName,
        p.localityName ?? '',
        p.regionId ?? '',
        p.tier ?? '',
        rupeeTextOfPaise(toPaise(p.ratePrice)),
        rupeeTextOfPaise(toPaise(p.salesPrice)),
        p.validityDays,
        ...extra.map((name) => {
          const v = p.pricingParameters[name];
          return v === undefined || v === null ? '' : String(v);
        }),
      ]);
    }
  }
  return { header, pages: pages() };
}

const WHOLE = /^\d{1,9}$/;

/** POST /sapna/v2/package-price/csv (?dryRun=true validates only). */
export async function importPrices(ctx: ServiceContext, bytes: Buffer, dryRun: boolean): Promise<CsvImportReport> {
  assertCatalogueWrite(ctx);
  const rows = readCsv(bytes, { encoding: CATALOGUE_MESSAGES.csvEncoding, notCsv: CATALOGUE_MESSAGES.csvNotCsv, empty: CATALOGUE_MESSAGES.csvEmpty });
  const header = (rows[0] ?? []).map((h) => h.trim());
  const fixed = header.slice(0, PRICE_CSV_COLUMNS.length);
  const extra = header.slice(PRICE_CSV_COLUMNS.length);
  if (fixed.join(',') !== PRICE_CSV_COLUMNS.join(',') || extra.some((h) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(h)) || new Set(extra).size !== extra.length) {
    throw badRequest(CATALOGUE_MESSAGES.csvHeader(PRICE_CSV_COLUMNS.join(',')));
  }
  const body = rows.slice(1);
  if (!body.length) throw badRequest(CATALOGUE_MESSAGES.csvEmpty);

  const errors: CsvRowError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const packageIds = body.map((r) => (WHOLE.test((r[0] ?? '').trim()) ? Number(r[0]) : 0)).filter((id) => id > 0);
  const [pkgs, places] = await Promise.all([pricedPackages(ctx.tx, packageIds), placesByName(ctx.tx)]);
  const cityRegions = await regionIndex(ctx.tx, [...places.cities.values()].map((c) => c.id));

  const checkedRows: { row: number; values: PriceValues }[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = index + 2; // the header is row 1
    if (cells.length > header.length) return fail(row, '', CATALOGUE_MESSAGES.csvTooManyColumns);
    const cell = (i: number) => (cells[i] ?? '').trim();
    const before = errors.length;
    const pkg = WHOLE.test(cell(0)) ? pkgs.get(Number(cell(0))) : undefined;
    if (!cell(0)) fail(row, 'packageId', 'This field is required.');
    else if (!pkg) fail(row, 'packageId', CATALOGUE_MESSAGES.packageNotFound);
    const city = places.cities.get(cell(1).toLowerCase());
    if (!cell(1)) fail(row, 'cityName', 'This field is required.');
    else if (!city) fail(row, 'cityName', CATALOGUE_MESSAGES.unknownCity);
    const locality = city && cell(2) ? places.localities.get(`${city.id}:${cell(2).toLowerCase()}`) : undefined;
    if (city && cell(2) && !locality) fail(row, 'localityName', CATALOGUE_MESSAGES.unknownLocality);
    if (cell(3) && !WHOLE.test(cell(3))) fail(row, 'regionId', 'Region must be a whole number.');
    else if (city && cell(3) && !regionOfCity(cityRegions, city.id, Number(cell(3)))) fail(row, 'regionId', CATALOGUE_MESSAGES.unknownRegion(Number(cell(3)), city.name));
    if (cell(4) && !/^[123]$/.test(cell(4))) fail(row, 'tier', CATALOGUE_MESSAGES.tier);
    const rate = paiseOfRupeeText(cell(5));
    if ('error' in rate) fail(row, 'ratePrice', rate.error);
    const sales = paiseOfRupeeText(cell(6));
    if ('error' in sales) fail(row, 'salesPrice', sales.error);
    const validity = Number(cell(7));
    if (!cell(7)) fail(row, 'validityDays', 'This field is required.');
    else if (!WHOLE.test(cell(7)) || validity < 1 || validity > 3650) fail(row, 'validityDays', CATALOGUE_MESSAGES.validityDays);
    if (errors.length > before || !pkg || !city || 'error' in rate || 'error' in sales) return;
    const parameters = Object.fromEntries(extra.map((name, i) => [name, cell(PRICE_CSV_COLUMNS.length + i)]));
    const result = checkPrice(pkg, {
      packageId: pkg.id,
      city,
      locality: locality ?? null,
      regionId: cell(3) ? Number(cell(3)) : null,
      regionNames: regionNamesOf(cityRegions, cell(3) ? Number(cell(3)) : null, locality?.id ?? null),
      tier: cell(4) ? Number(cell(4)) : null,
      ratePricePaise: rate.paise,
      salesPricePaise: sales.paise,
      validityDays: validity,
      parameters,
    });
    if ('problems' in result) return result.problems.forEach((p) => fail(row, p.column, p.message));
    const key = `${result.values.packageId}|${result.values.priceKey}`;
    const twin = seen.get(key);
    if (twin) return fail(row, 'packageId', `Same package and pricing parameters as row ${twin}.`);
    seen.set(key, row);
    checkedRows.push({ row, values: result.values });
  });

  const report: CsvImportReport = { dryRun, rows: body.length, toAdd: 0, toUpdate: 0, unchanged: 0, errors, applied: false };
  if (errors.length) throw new CsvImportFailed(report);

  // Which rows are new, changed or the same: the stored rows with the file's (package, key) pairs, looked up
  // through the unique index 1,000 pairs a query (not every stored row of the file's packages: a package may
  // have 100,000 prices).
  const stored = new Map<string, { id: number; ratePricePaise: number; salesPricePaise: number; validityDays: number; pricingParameters: string }>();
  for (let i = 0; i < checkedRows.length; i += 1000) {
    const pairs = checkedRows.slice(i, i + 1000).map(({ values: v }) => sql`(${v.packageId}::int, ${v.priceKey}::text)`);
    const existing = await ctx.tx
      .select({ id: packagePrices.id, packageId: packagePrices.packageId, priceKey: packagePrices.priceKey, ratePricePaise: packagePrices.ratePricePaise, salesPricePaise: packagePrices.salesPricePaise, validityDays: packagePrices.validityDays, pricingParameters: packagePrices.pricingParameters })
      .from(packagePrices)
      .where(sql`(${packagePrices.packageId}, ${packagePrices.priceKey}) in (values ${sql.join(pairs, sql`, `)})`);
    for (const e of existing) stored.set(`${e.packageId}|${e.priceKey}`, e);
  }
  const toInsert: PriceValues[] = [];
  const toUpdate: { id: number; values: PriceValues }[] = [];
  for (const { values } of checkedRows) {
    const current = stored.get(`${values.packageId}|${values.priceKey}`);
    if (!current) toInsert.push(values);
    else if (samePrice(current, values)) report.unchanged++;
    else toUpdate.push({ id: current.id, values });
  }
  report.toAdd = toInsert.length;
  report.toUpdate = toUpdate.length;
  if (dryRun) return report;

  await bumpReferenceVersion(ctx.tx);

  const changes: PriceChangeEntry[] = [];
  const amounts = (p: { ratePricePaise: number; salesPricePaise: number; validityDays: number }) => ({ ratePricePaise: p.ratePricePaise, salesPricePaise: p.salesPricePaise, validityDays: p.validityDays });
  for (let i = 0; i < toInsert.length; i += 500) {
    const added = await ctx.tx
      .insert(packagePrices)
      .values(toInsert.slice(i, i + 500).map((v) => ({ ...v, createdAt: ctx.now, updatedAt: ctx.now })))
      .returning({ id: packagePrices.id, packageId: packagePrices.packageId, ratePricePaise: packagePrices.ratePricePaise, salesPricePaise: packagePrices.salesPricePaise, validityDays: packagePrices.validityDays });
    for (const a of added) changes.push({ priceId: a.id, packageId: a.packageId, action: 'imported', old: null, new: amounts(a) });
  }
  for (const { id, values } of toUpdate) {
    const old = stored.get(`${values.packageId}|${values.priceKey}`)!;
    changes.push({ priceId: id, packageId: values.packageId, action: 'imported', old: amounts(old), new: amounts(values) });
  }
  // Changed rows in batches: one UPDATE … FROM (VALUES …) per 500 rows.
  for (let i = 0; i < toUpdate.length; i += 500) {
    const rows = toUpdate.slice(i, i + 500).map(({ id, values: v }) => sql`(${id}::int, ${v.ratePricePaise}::bigint, ${v.salesPricePaise}::bigint, ${v.validityDays}::int, ${v.pricingParameters}::text)`);
    await ctx.tx.execute(sql`
      update package_prices p
         set rate_price_paise = v.rate, sales_price_paise = v.sales, validity_days = v.validity, pricing_parameters = v.params, updated_at = ${ctx.now.toISOString()}::timestamptz
        from (values ${sql.join(rows, sql`, `)}) as v(id, rate, sales, validity, params)
       where p.id = v.id`);
  }
  await recordPriceChanges(ctx, changes);
  report.applied = true;
  return report;
}

/** An import whose rows failed: 422 with every failing row (nothing is written). */
export class CsvImportFailed extends ApiError {
  constructor(readonly report: CsvImportReport) {
    super(422, CATALOGUE_MESSAGES.csvRowsFailed(report.errors.length), report.errors.slice(0, 20).map((e) => `row ${e.row} ${e.column}: ${e.message}`).join('; '));
  }
}
