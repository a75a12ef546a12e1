import {
  pathOf,
  type AnswerOf,
  type BodyInputOf,
  type EndpointDefinition,
  type ParamsInputOf,
  type QueryInputOf,
} from '../../../domain/endpoints/endpoint';
import { api } from './api';
import type { ApiClient, ApiRequestOptions, QueryValue } from './api-client';

/** A query as the caller sends it: what the schema takes, a coerced field as any query value. */
type QueryInput<Q> = { [K in keyof Q]: unknown extends Q[K] ? QueryValue : Q[K] };

type ParamsPart<E> = ParamsInputOf<E> extends undefined ? { params?: undefined } : { params: ParamsInputOf<E> };
type QueryPart<E> =
  QueryInputOf<E> extends undefined
    ? { query?: undefined }
    : Record<never, never> extends QueryInputOf<E>
      ? { query?: QueryInput<QueryInputOf<E>> }
      : { query: QueryInput<QueryInputOf<E>> };
/** A multipart endpoint (its `consumes` names multipart/form-data) takes its parts as FormData; its route reads them. */
type Multipart<E> = E extends { consumes: readonly (infer C)[] } ? ('multipart/form-data' extends C ? true : false) : false;
type BodyPart<E> = BodyInputOf<E> extends undefined ? (Multipart<E> extends true ? { body: FormData } : { body?: undefined }) : { body: BodyInputOf<E> };

/** The client's options (notice, timeout, cache, abort, headers) beside the endpoint's params, query and body. */
export type CallOptions = Omit<ApiRequestOptions, 'query' | 'body' | 'form'>;
export type CallInput<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & CallOptions;
type CallArgs<E> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The path an endpoint is called at (the outbox records it beside the queued command). */
export function endpointPath<E extends EndpointDefinition>(endpoint: E, ...[params]: ParamsInputOf<E> extends undefined ? [] : [ParamsInputOf<E>]): string {
  return pathOf(endpoint, params as Readonly<Record<string, string | number>> | undefined);
}

/** A typed caller of the endpoint table over an API client (tests pass their own). */
export function createCall(client: ApiClient) {
  return function call<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
    const { params, query, body, ...options } = (input ?? {}) as CallInput<EndpointDefinition> & {
      params?: Readonly<Record<string, string | number>>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    return client.request<AnswerOf<E>>(endpoint.method, pathOf(endpoint, params), { ...options, query, body });
  };
}

/**
 * Calls an endpoint of the table (domain/endpoints): the path built from `params`, `query` and `body` typed by its
 * schemas, the answer typed by its response; the api client's options (notify, timeout, cache, signal) as ever.
 *   call(contactEndpoints.update, { params: { contactId }, body, notify: false })
 */
export const call = createCall(api);
