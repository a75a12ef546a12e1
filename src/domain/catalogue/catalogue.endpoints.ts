import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { errorResponseSchema, failureAnswers } from '../endpoints/failures';
import { booleanQuery } from '../endpoints/input-schemas';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { pageQuery } from '../paging/page-query';
import { queryBoolean, queryId, queryText, queryWhole } from './catalogue-query';
import { PACKAGE_AGENT_TYPES } from './constants';
import { familyCopyInputSchema, familyCopySchema, familyInputSchema, familySchema } from './family-schema';
import { packageDeleteInputSchema, packageDetailSchema, packageInputSchema, packageRowSchema, packagesDeletedSchema } from './package-schema';
import { priceChangeSchema, priceInputSchema, priceSchema, pricesInputSchema } from './price-schema';
import { productConfigInputSchema, productConfigSchema } from './product-config-schema';
import { complementaryInputSchema, complementaryProductSchema, productInputSchema, productSchema } from './product-schema';

/** Every catalogue route: its tag, and the session cookie and failure answers in the OpenAPI document. */
const doc = { tags: ['catalogue'], documentFailures: true } as const;
const id = z.object({ id: idParam() });
const priceId = z.object({ priceId: idParam() });
const done = z.object({ id: z.number().int(), msg: z.string() });
const configAnswer = z.object({ config: productConfigSchema, msg: z.string() });
/** What a price import (or its dry run) answers (price-csv.ts CsvImportReport). */
const importReport = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  toAdd: z.number().int(),
  toUpdate: z.number().int(),
  unchanged: z.number().int(),
  applied: z.boolean(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
/** The filter of package-pricing (spec 001 §5: blank values are no filter); the CSV export takes it too. */
export const priceFilterQuery = { cityId: queryId(), localityId: queryId(), regionId: queryWhole(10_000), tier: queryWhole(3), localityName: queryText() };

/**
 * The catalogue (spec 001): package families, packages, prices, products, complimentary products and product
 * configs. Every signed-in user reads; `catalogue` writes (packages: `packages`, Custom Package included).
 */
export const catalogueEndpoints = defineEndpoints({ ...doc, capability: 'catalogue' }, {
  families: {
    method: 'GET', path: '/sapna/v3/package-families', capability: 'signedIn',
    summary: 'Package families with their packages, pricing parameters and product mappings',
    description: 'campaignPackagesOnly=true: a campaign family keeps only its packages with Value in the name (spec 001 §5).',
    query: z.object({ name: queryText(), campaignPackagesOnly: queryBoolean() }), response: z.array(familySchema),
  },
  createFamily: { method: 'POST', path: '/sapna/v2/package-family', summary: 'Create a package family', body: familyInputSchema, response: familySchema },
  updateFamily: {
    method: 'PUT', path: '/sapna/v2/package-family/:id',
    summary: 'Rename or (de)activate a package family',
    params: id, body: familyInputSchema, response: familySchema,
  },
  deleteFamily: {
    method: 'DELETE', path: '/sapna/v2/package-family/:id',
    summary: 'Delete a family with its packages; 409 when one of them was sold',
    params: id, response: done,
  },
  copyFamily: {
    method: 'POST', path: '/sapna/v2/package-family/:id/copy',
    summary: 'Copy a family with its packages, product mappings and product configs under a new name (prices when copyPrices)',
    params: id, body: familyCopyInputSchema, response: familyCopySchema,
  },

  packages: {
    method: 'GET',
    path: '/sapna/v2/package',
    capability: 'signedIn',
    summary: 'manage-packages: packages with the spec 001 §3 columns, filtered by family, city, agent type and active; 10 a page with the total',
    query: z.object({
      familyId: queryId(),
      cityId: queryId(),
      agentType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PACKAGE_AGENT_TYPES).optional()),
      active: queryBoolean(),
      ...pageQuery,
    }),
    response: pagedSchema(packageRowSchema),
  },
  package: { method: 'GET', path: '/sapna/v2/package/:id', capability: 'signedIn', summary: 'One package with its mappings and pricing parameters', params: id, response: packageDetailSchema },
  createPackage: { method: 'POST', path: '/sapna/v2/package', capability: 'packages', summary: 'Create a package (with its product mappings)', body: packageInputSchema, response: packageDetailSchema },
  updatePackage: {
    method: 'PUT', path: '/sapna/v2/package/:id', capability: 'packages',
    summary: 'Update a package; given mappings replace its mappings',
    params: id, body: packageInputSchema, response: packageDetailSchema,
  },
  setPackageActive: {
    method: 'PUT', path: '/sapna/v2/package/:id/active', capability: 'packages',
    summary: 'Deactivate (hidden from pickers, kept for history) or reactivate a package',
    params: id, body: z.object({ active: z.boolean({ error: 'This field is required.' }) }), response: packageDetailSchema,
  },
  deletePackages: {
    method: 'POST', path: '/sapna/v2/package/delete', capability: 'packages',
    summary: "Delete packages: 'Packages deleted successfully'; 409 'Package is in use and cannot be deleted' when any was sold (nothing deleted)",
    body: packageDeleteInputSchema, response: packagesDeletedSchema,
  },

  localities: {
    method: 'GET', path: '/sapna/v2/package-price/localities', capability: 'signedIn',
    summary: 'The localities of a city a price can name, by name, with their region',
    query: z.object({ cityId: idParam() }), response: z.array(z.object({ id: z.number().int(), name: z.string(), regionId: z.number().int().nullable() })),
  },
  cities: {
    method: 'GET', path: '/sapna/v2/package-price/cities', capability: 'signedIn',
    summary: "The catalogue's cities (spec 001 §9, package 232 is used for city lookup): the cities where package 232 has a price in effect today, by name",
    response: z.array(z.object({ id: z.number().int(), name: z.string(), tier: z.number().int(), uuid: z.string() })),
  },
  // priceOf builds each row in the schema's shape: no zod encode in production.
  prices: {
    method: 'GET', path: '/sapna/v2/package-price/:id', capability: 'signedIn', trustedResponse: true,
    summary: 'Prices of package {id}, filtered by city, locality, region, tier (blank values are no filter), 10 a page',
    params: id, query: z.object({ ...priceFilterQuery, ...pageQuery }), response: pagedSchema(priceSchema),
  },
  savePrices: {
    method: 'POST', path: '/sapna/v2/package-price/:id',
    summary: 'Add prices of package {id} (or edit them by id) (spec 001 §7); the validity rules of spec 001 §9 apply',
    description:
      'A new price for a city, locality, region, tier and parameters that already have one: 409 unless replace is true. Region ids must be regions of the city (400). Every change is recorded (GET …/entry/{priceId}/history).',
    params: id, body: pricesInputSchema, response: z.array(priceSchema),
  },
  updatePrice: { method: 'PUT', path: '/sapna/v2/package-price/entry/:priceId', summary: 'Update one price', params: priceId, body: priceInputSchema, response: priceSchema },
  priceHistory: {
    method: 'GET', path: '/sapna/v2/package-price/entry/:priceId/history', capability: 'signedIn',
    summary: 'The changes of one price, newest first (the latest 200): who, when, old → new; a deleted price keeps its history',
    params: priceId, response: z.array(priceChangeSchema),
  },
  /** A file (streamed): the app links to it, the browser saves it. */
  priceCsv: {
    documentFailures: [], method: 'GET', path: '/sapna/v2/package-price/csv', capability: 'signedIn',
    summary: 'CSV export of the filtered prices, streamed (header packageId, cityName, localityName, regionId, tier, ratePrice, salesPrice, validityDays, then other pricing parameters)',
    query: z.object({ packageId: queryId(), ...priceFilterQuery }), produces: ['text/csv'], response: uncheckedAnswer<Blob>(),
  },
  /** Multipart (field "file"): the server reads the file itself; a failing row answers 422 with the whole report. */
  importPriceCsv: {
    method: 'POST', path: '/sapna/v2/package-price/csv', consumes: ['multipart/form-data'],
    summary: 'CSV import (multipart field "file", 20 MB at most). The whole file is checked first; any failing row: 422 with every failing row, nothing written',
    description: 'dryRun=true answers the counts (to add, to update, unchanged) without writing.',
    query: z.object({ dryRun: booleanQuery() }), response: importReport,
    failures: { ...failureAnswers(413, 415), 422: errorResponseSchema.extend({ report: importReport }) },
  },
  deletePrice: { method: 'DELETE', path: '/sapna/v2/package-price/entry/:priceId', summary: 'Delete one price', params: priceId, response: done },

  products: {
    method: 'GET', path: '/sapna/v1/products', capability: 'signedIn',
    summary: 'Every product (type 1-10 by name, required activation parameters, NP flag)',
    response: pagedSchema(productSchema),
  },
  createProduct: { method: 'POST', path: '/sapna/v1/products', summary: 'Create a product', body: productInputSchema, response: productSchema },
  updateProduct: { method: 'PUT', path: '/sapna/v1/products/:id', summary: 'Update a product', params: id, body: productInputSchema, response: productSchema },
  deleteProduct: {
    method: 'DELETE', path: '/sapna/v1/products/:id',
    summary: 'Delete a product; 409 when a package or an opportunity uses it',
    params: id, response: done,
  },
  complementary: {
    method: 'GET', path: '/sapna/v1/complementary-products', capability: 'signedIn',
    summary: 'Products complimentary to a package',
    query: z.object({ packageId: idParam() }), response: pagedSchema(complementaryProductSchema),
  },
  linkedPackages: {
    method: 'GET', path: '/sapna/v1/complementary-products/linked', capability: 'signedIn',
    summary: 'Packages a product is complimentary to',
    query: z.object({ productId: idParam() }), response: pagedSchema(complementaryProductSchema),
  },
  addComplementary: {
    method: 'POST', path: '/sapna/v1/complementary-products',
    summary: 'Make a product complimentary to a package',
    body: complementaryInputSchema, response: complementaryProductSchema,
  },
  removeComplementary: { method: 'DELETE', path: '/sapna/v1/complementary-products/:id', summary: 'Remove a complimentary product', params: id, response: done },
  productConfigs: {
    method: 'GET', path: '/sapna/v1/product-configs', capability: 'signedIn',
    summary: 'Product configs, of a package or of one package-product mapping',
    query: z.object({ packageId: queryId(), packageProductMappingId: queryId() }), response: pagedSchema(productConfigSchema),
  },
  createProductConfig: {
    method: 'POST', path: '/sapna/v1/product-configs',
    summary: "Create a product config: 'Product Config Created Successfully!'",
    body: productConfigInputSchema, response: configAnswer,
  },
  updateProductConfig: {
    method: 'PUT', path: '/sapna/v1/product-configs/:id',
    summary: "Update a product config: 'Product Config Updated Successfully!'",
    params: id, body: productConfigInputSchema, response: configAnswer,
  },
  deleteProductConfig: {
    method: 'DELETE', path: '/sapna/v1/product-configs/:id',
    summary: "Delete a product config: 'Product Config Deleted Successfully!'",
    params: id, response: done,
  },
});
