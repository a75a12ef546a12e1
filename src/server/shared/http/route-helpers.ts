import { failureAnswers } from '../../../domain/endpoints/failures';

// The query flag lives with the endpoint table's schemas.
export { booleanQuery } from '../../../domain/endpoints/input-schemas';

/** The one error shape, for each failure status a route may answer. */
export const errorResponses = failureAnswers(400, 401, 403, 404, 409);

export const security = [{ session: [] }];

/** The base of links in mail and answers: PUBLIC_URL, else this server on localhost. */
export function publicBaseUrl(config: { publicUrl: string | undefined; port: number }): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
