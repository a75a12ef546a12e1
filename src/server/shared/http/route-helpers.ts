import { errorResponseSchema } from './error-response';

// The query flag lives with the endpoint table's schemas.
export { booleanQuery } from '../../../domain/endpoints/input-schemas';

/** The one error shape, for each failure status a route may answer. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const security = [{ session: [] }];

/** The base of links in mail and answers: PUBLIC_URL, else this server on localhost. */
export function publicBaseUrl(config: { publicUrl: string | undefined; port: number }): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
