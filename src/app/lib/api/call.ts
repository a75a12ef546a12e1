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
/** An endpoint that also takes a form (its `consumes` names application/x-www-form-urlencoded: sign-in) takes its body as one. */
type Urlencoded<E> = E extends { consumes: readonly (infer C)[] } ? ('application/x-www-form-urlencoded' extends C ? true : false) : false;
type FormOf<B> = { [K in keyof B]-?: string };
type BodyPart<E> =
  BodyInputOf<E> extends undefined
    ? Multipart<E> extends true
      ? { body: FormData }
      : { body?: undefined }
    : Urlencoded<E> extends true
      ? { body: BodyInputOf<E>; form?: undefined } | { form: FormOf<BodyInputOf<E>>; body?: undefined }
      : { body: BodyInputOf<E> };

/** The client's options (notice, timeout, cache, abort, headers) beside the endpoint's params, query and body. */
export type CallOptions = Omit<ApiRequestOptions, 'query' | 'body' | 'form'>;
export type CallInput<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & CallOptions;
type CallArgs<E> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The path an endpoint is called at (the outbox records it beside the queued command). */
export function endpointPath<E extends EndpointDefinition>(endpoint: E, ...[params]: ParamsInputOf<E> extends undefined ? [] : [ParamsInputOf<E>]): string {
  return pathOf(endpoint, params as Readonly<Record<string, string | number>> | undefined);
}

/**
 * An endpoint's method and path alone, as a first screen holds it (domain/<area>/<area>.paths.ts): the endpoint's
 * declaration spreads the same object, so a reference whose method or path differs from its endpoint's fails tsc.
 */
export type RouteRef<E extends EndpointDefinition> = Readonly<Pick<E, 'method' | 'path'>>;

function send<T>(client: ApiClient, route: Pick<EndpointDefinition, 'method' | 'path'>, input: unknown): Promise<T> {
  const { params, query, body, form, ...options } = (input ?? {}) as CallOptions & {
    params?: Readonly<Record<string, string | number>>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    form?: Record<string, string>;
  };
  return client.request<T>(route.method, pathOf(route, params), { ...options, query, body, form });
}

/** A typed caller of the endpoint table over an API client (tests pass their own). */
export function createCall(client: ApiClient) {
  return function call<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
    return send<AnswerOf<E>>(client, endpoint, input);
  };
}

/**
 * A typed caller of route references over an API client: the endpoint is named by its type alone, so its module
 * (and zod, which its schemas need) stays out of the bundle. `E` must be given: without it nothing is callable.
 */
export function createCallRoute(client: ApiClient) {
  return function callRoute<E extends EndpointDefinition = never>(route: NoInfer<RouteRef<E>>, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
    return send<AnswerOf<E>>(client, route, input);
  };
}

/**
 * Calls an endpoint of the table (domain/endpoints): the path built from `params`, `query` and `body` typed by its
 * schemas, the answer typed by its response; the api client's options (notify, timeout, cache, signal) as ever.
 *   call(contactEndpoints.update, { params: { contactId }, body, notify: false })
 */
export const call = createCall(api);

/**
 * Calls an endpoint of the table by its route reference, for the first screens (sign-in, home, my-accounts), which
 * must not load zod: params, query, body and answer typed by the endpoint, imported as a type only.
 *   import type { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
 *   callRoute<typeof approvalEndpoints.inbox>(approvalRoutes.inbox, { query, signal })
 */
export const callRoute = createCallRoute(api);
