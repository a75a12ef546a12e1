import { catalogueEndpoints as endpoints } from '../../../domain/catalogue/catalogue.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { createProductConfig, deleteProductConfig, listProductConfigs, updateProductConfig } from './product-configs.service';
import { addComplementary, complementaryOfPackage, createProduct, deleteProduct, linkedPackagesOfProduct, listProducts, removeComplementary, updateProduct } from './products.service';

/** product-management (products, complimentary products) and product-config. */
export async function productsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.products).service((ctx) => listProducts(ctx));
  route(api, endpoints.createProduct).service((ctx, { body }) => createProduct(ctx, body));
  route(api, endpoints.updateProduct).service((ctx, { params, body }) => updateProduct(ctx, params.id, body));
  route(api, endpoints.deleteProduct).service((ctx, { params }) => deleteProduct(ctx, params.id));

  route(api, endpoints.complementary).service((ctx, { query }) => complementaryOfPackage(ctx, query.packageId));
  route(api, endpoints.linkedPackages).service((ctx, { query }) => linkedPackagesOfProduct(ctx, query.productId));
  route(api, endpoints.addComplementary).service((ctx, { body }) => addComplementary(ctx, body));
  route(api, endpoints.removeComplementary).service((ctx, { params }) => removeComplementary(ctx, params.id));

  route(api, endpoints.productConfigs).service((ctx, { query }) => listProductConfigs(ctx, query));
  route(api, endpoints.createProductConfig).service((ctx, { body }) => createProductConfig(ctx, body));
  route(api, endpoints.updateProductConfig).service((ctx, { params, body }) => updateProductConfig(ctx, params.id, body));
  route(api, endpoints.deleteProductConfig).service((ctx, { params }) => deleteProductConfig(ctx, params.id));
}
