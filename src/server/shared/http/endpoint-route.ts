import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINT_ACCESS_KEYS,
  type AnswerOf,
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
} from '../../../domain/endpoints/endpoint';
import type { AppInstance, RouteAccess } from '../../http';
import { failureAnswers } from '../../../domain/endpoints/failures';
import { errorResponses, security } from './route-helpers';
import { runReadService, runService, type ServiceContext } from './service-context';

/** The request as a handler of an endpoint sees it: params, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<E> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

type Answer<E> = AnswerOf<E> | Promise<AnswerOf<E>>;

export type EndpointRoute<E extends EndpointDefinition> = {
  /** A check before the handler (e.g. the ticket service's brand): throws to refuse. */
  guard(check: (request: FastifyRequest) => void): EndpointRoute<E>;
  /**
   * Registers the route with its handler. A handler that answers otherwise than with its 200 (a redirect, a
   * status with a header, a stream, a page sent as text) does so through `reply` and returns what reply.send returns.
   */
  handle(handler: (request: EndpointRequest<E>, reply: FastifyReply) => Answer<E> | FastifyReply | Promise<FastifyReply>): void;
  /** Registers the route running `fn` in one transaction (runService): the shape of most routes. */
  service(fn: (ctx: ServiceContext, request: EndpointRequest<E>) => Promise<AnswerOf<E>>): void;
  /** Registers the route running a read-only `fn` on the pool, without a transaction (runReadService). */
  readService(fn: (ctx: ServiceContext, request: EndpointRequest<E>) => Promise<AnswerOf<E>>): void;
};

/** The route's config: the endpoint's access flags (a fresh object: app.ts and register.ts complete it). */
function accessOf(endpoint: EndpointDefinition): RouteAccess {
  const config: Record<string, unknown> = {};
  for (const key of ENDPOINT_ACCESS_KEYS) if (endpoint[key] !== undefined) config[key] = endpoint[key];
  return config as RouteAccess;
}

/** The route's schema: validation of params, query and body, the 200 answer's serialisation, and the OpenAPI text. */
function schemaOf(endpoint: EndpointDefinition): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { tags: [...endpoint.tags] };
  if (endpoint.documentFailures) schema.security = security;
  if (endpoint.summary !== undefined) schema.summary = endpoint.summary;
  if (endpoint.description !== undefined) schema.description = endpoint.description;
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  if (endpoint.produces) schema.produces = [...endpoint.produces];
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const documented = endpoint.documentFailures;
  const listed = typeof documented === 'object' ? failureAnswers(...documented) : {};
  const failures = { ...(documented === true ? errorResponses : listed), ...endpoint.failures };
  const answer = endpoint.response;
  if ('noContent' in answer) schema.response = { 204: z.null().describe(answer.description), ...failures };
  else if (!('unchecked' in answer)) schema.response = { 200: answer, ...failures };
  else if (Object.keys(failures).length > 0) schema.response = failures;
  return schema;
}

/** A declared text/plain body holding JSON (a beacon's): parsed as JSON in the route's own scope, 400 when it is not. */
function parseTextPlainJson(scope: AppInstance, bodyLimit: number): void {
  scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined);
    }
  });
}

/**
 * The route of an endpoint of the table (domain/endpoints): method, path, schemas and access come from the
 * declaration, so an area's route file is one line a route:
 *   route(api, contactEndpoints.create).service((ctx, { body }) => createContact(ctx, body));
 */
export function route<E extends EndpointDefinition>(api: AppInstance, endpoint: E): EndpointRoute<E> {
  const guards: ((request: FastifyRequest) => void)[] = [];
  const noContent = 'noContent' in endpoint.response;
  const register = (handler: (request: EndpointRequest<E>, reply: FastifyReply) => Answer<E> | FastifyReply | Promise<FastifyReply>) => {
    const add = (scope: AppInstance) =>
      scope.route({
        method: endpoint.method,
        url: endpoint.path,
        config: accessOf(endpoint),
        schema: schemaOf(endpoint),
        handler: async (request, reply) => {
          for (const check of guards) check(request);
          // Fastify has parsed params, query and body with the endpoint's own schemas (the validator compiler).
          const answer = await handler(request as unknown as EndpointRequest<E>, reply);
          // A 204 endpoint's handler returns nothing: the route answers 204 with no body.
          return noContent && !reply.sent ? reply.code(204).send(null) : answer;
        },
      });
    // A content-type parser applies to a whole Fastify scope: the route gets a scope of its own, so the other routes keep
    // Fastify's text/plain parse (the body as a string).
    const limit = endpoint.textPlainJson?.bodyLimit;
    if (limit === undefined) add(api);
    else
      void api.register(async (scope) => {
        parseTextPlainJson(scope, limit);
        add(scope);
      });
  };
  const builder: EndpointRoute<E> = {
    guard(check) {
      guards.push(check);
      return builder;
    },
    handle: register,
    service: (fn) => register((request) => runService(api.db, request, (ctx) => fn(ctx, request))),
    readService: (fn) => register((request) => runReadService(api.db, request, (ctx) => fn(ctx, request))),
  };
  return builder;
}
