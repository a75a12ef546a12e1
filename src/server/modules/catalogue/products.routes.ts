import { z } from 'zod';
import { complementaryInputSchema, complementaryProductSchema, productInputSchema, productSchema } from '../../../domain/catalogue/product-schema';
import { productConfigInputSchema, productConfigSchema } from '../../../domain/catalogue/product-config-schema';
import type { AppInstance } from '../../http';
import { pagedSchema } from '../../shared/paged';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { queryId } from './catalogue-query';
import { createProductConfig, deleteProductConfig, listProductConfigs, updateProductConfig } from './product-configs.service';
import { addComplementary, complementaryOfPackage, createProduct, deleteProduct, linkedPackagesOfProduct, listProducts, removeComplementary, updateProduct } from './products.service';

const tags = ['catalogue'];
const params = z.object({ id: idParam() });
const done = z.object({ id: z.number().int(), msg: z.string() });
const configAnswer = z.object({ config: productConfigSchema, msg: z.string() });

/** product-management (products, complimentary products) and product-config. */
export async function productsRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v1/products',
    { schema: { tags, security, summary: 'Every product (type 1-10 by name, required activation parameters, NP flag)', response: { 200: pagedSchema(productSchema), ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => listProducts(ctx)),
  );
  api.post(
    '/sapna/v1/products',
    { schema: { tags, security, summary: 'Create a product', body: productInputSchema, response: { 200: productSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => createProduct(ctx, request.body)),
  );
  api.put(
    '/sapna/v1/products/:id',
    { schema: { tags, security, summary: 'Update a product', params, body: productInputSchema, response: { 200: productSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => updateProduct(ctx, request.params.id, request.body)),
  );
  api.delete(
    '/sapna/v1/products/:id',
    { schema: { tags, security, summary: 'Delete a product; 409 when a package or an opportunity uses it', params, response: { 200: done, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => deleteProduct(ctx, request.params.id)),
  );

  api.get(
    '/sapna/v1/complementary-products',
    {
      schema: { tags, security, summary: 'Products complimentary to a package', querystring: z.object({ packageId: idParam() }), response: { 200: pagedSchema(complementaryProductSchema), ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => complementaryOfPackage(ctx, request.query.packageId)),
  );
  api.get(
    '/sapna/v1/complementary-products/linked',
    {
      schema: { tags, security, summary: 'Packages a product is complimentary to', querystring: z.object({ productId: idParam() }), response: { 200: pagedSchema(complementaryProductSchema), ...errorResponses } },
    },
    async (request) => runService(api.db, request, (ctx) => linkedPackagesOfProduct(ctx, request.query.productId)),
  );
  api.post(
    '/sapna/v1/complementary-products',
    { schema: { tags, security, summary: 'Make a product complimentary to a package', body: complementaryInputSchema, response: { 200: complementaryProductSchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => addComplementary(ctx, request.body)),
  );
  api.delete(
    '/sapna/v1/complementary-products/:id',
    { schema: { tags, security, summary: 'Remove a complimentary product', params, response: { 200: done, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => removeComplementary(ctx, request.params.id)),
  );

  api.get(
    '/sapna/v1/product-configs',
    {
      schema: {
        tags,
        security,
        summary: 'Product configs, of a package or of one package-product mapping',
        querystring: z.object({ packageId: queryId(), packageProductMappingId: queryId() }),
        response: { 200: pagedSchema(productConfigSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listProductConfigs(ctx, request.query)),
  );
  api.post(
    '/sapna/v1/product-configs',
    { schema: { tags, security, summary: "Create a product config: 'Product Config Created Successfully!'", body: productConfigInputSchema, response: { 200: configAnswer, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => createProductConfig(ctx, request.body)),
  );
  api.put(
    '/sapna/v1/product-configs/:id',
    { schema: { tags, security, summary: "Update a product config: 'Product Config Updated Successfully!'", params, body: productConfigInputSchema, response: { 200: configAnswer, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => updateProductConfig(ctx, request.params.id, request.body)),
  );
  api.delete(
    '/sapna/v1/product-configs/:id',
    { schema: { tags, security, summary: "Delete a product config: 'Product Config Deleted Successfully!'", params, response: { 200: done, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => deleteProductConfig(ctx, request.params.id)),
  );
}
