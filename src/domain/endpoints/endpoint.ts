import type { z } from 'zod';
import type { Capability } from '../auth/capabilities';
import type { FailureStatus } from './failures';

/**
 * The endpoint table (issue 53): each route of the API declared once, here in domain, with its method, path,
 * params, query, body and answer schemas, the capability that may call it and its access flags. The server
 * registers its Fastify route from the declaration (server/shared/http/endpoint-route.ts), the app calls it through one
 * typed client (app/lib/api/call.ts), and the OpenAPI document and the route-by-role walk see what the server
 * registered from it. An area declares its endpoints in domain/<area>/<area>.endpoints.ts with defineEndpoints: what
 * they share (tag, capability, OpenAPI failures) once, then each endpoint with its own fields.
 */

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: any one of these capabilities, or 'signedIn' for every user with an allowed role. */
export type EndpointCapability = Capability | readonly [Capability, ...Capability[]] | 'signedIn';

/** Per-route access options: the server's route `config` (server/http.ts RouteAccess is this type). */
export type EndpointAccess = {
  /** No session needed (sign-in, health checks, reset password). */
  public?: boolean;
  /** A write that read-only users may still make (sign-out, own activity). */
  allowReadOnly?: boolean;
  /** Reachable by a signed-in user without an allowed role (so the app can read who they are and sign out). */
  allowDisallowed?: boolean;
  /**
   * Who may call the route (PERMISSIONS.md), checked before the body is read: any one of these capabilities, or
   * 'signedIn' for every user with an allowed role (scope then decides which rows). Every non-public /api route
   * declares it; route-access.walk.test.ts walks each route with each kind of user against this declaration.
   * Services keep their finer checks (scope, status, reviewer or approver).
   */
  capability?: EndpointCapability;
  /** The refusal's message when `capability` refuses (the spec's, where it gives one). */
  refusal?: string;
  /**
   * A GET that sends, shares or generates something (e.g. reshare-payment-link mails the customer): the request
   * defence (shared/request-defence.ts) treats it as a write, so a link on another site cannot trigger it.
   */
  sideEffect?: boolean;
  /** Called by another server, never a browser (a signed webhook): its signature is its defence, not the console's origin. */
  serverToServer?: boolean;
  /**
   * Sign-in (POST /api/login): a request that carries no browser provenance at all (no Origin, no Sec-Fetch-Site,
   * no console header) is a script or an API client, as ARCHITECTURE.md's sign-in contract allows (curl with a form
   * body), and cannot be a forged browser request; it is accepted. A request a browser marks as from elsewhere is
   * still refused (shared/request-defence.ts).
   */
  scriptedSignIn?: boolean;
  /**
   * A hot list route whose service builds its answer field by field in the schema's shape (a typed literal per row):
   * in production its 200 answer is written with JSON.stringify, without zod's encode pass over every row (issue 48's
   * benchmark: about half of the serialisation of a 100-row my-accounts page). Tests and development still check the
   * answer against its schema (app.ts), so a service that drifts from the schema fails there.
   */
  trustedResponse?: boolean;
};

/** The access flags an endpoint may carry, in the order the server copies them into the route's config. */
export const ENDPOINT_ACCESS_KEYS = [
  'public',
  'allowReadOnly',
  'allowDisallowed',
  'capability',
  'refusal',
  'sideEffect',
  'serverToServer',
  'scriptedSignIn',
  'trustedResponse',
] as const satisfies readonly (keyof EndpointAccess)[];

/**
 * An answer the server sends without a schema (no serialisation check, absent from the OpenAPI answers): only its
 * type is declared, for the app's client and the server's handler.
 */
export type UncheckedAnswer<T> = { readonly unchecked: true; readonly answer?: T };

export function uncheckedAnswer<T>(): UncheckedAnswer<T> {
  return { unchecked: true };
}

/** A 204 answer with no body (a beacon's): the server answers it when the handler is done; `description` is the OpenAPI text. */
export type NoContentAnswer = { readonly noContent: true; readonly description: string };

export function noContent(description: string): NoContentAnswer {
  return { noContent: true, description };
}

type EndpointBase = Omit<EndpointAccess, 'public' | 'capability'> & {
  method: EndpointMethod;
  /** Fastify's form: `/sapna/v1/contact/:contactId`; each `:name` is a key of `params`. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The 200 answer, or a 204 with no body. */
  response: z.ZodType | UncheckedAnswer<unknown> | NoContentAnswer;
  /** OpenAPI: the area's tag, and what the route does. */
  tags: readonly string[];
  description?: string;
  summary?: string;
  /**
   * OpenAPI: list the session cookie and the failure answers (400, 401, 403, 404, 409) in the document; a list of
   * statuses lists the session cookie and those answers only.
   */
  documentFailures?: boolean | readonly FailureStatus[];
  /** OpenAPI: more failure answers, or answers of their own shape (a 422 with a report); no session cookie implied. */
  failures?: Readonly<Partial<Record<FailureStatus, z.ZodType>>>;
  /** OpenAPI: the request's content types when not JSON alone (a form, a multipart upload). */
  consumes?: readonly string[];
  /** OpenAPI: the answer's content types when not JSON (a download). */
  produces?: readonly string[];
  /** Request headers the route reads (the live view's Last-Event-ID). */
  headers?: z.ZodObject;
  /**
   * The body may also come as text/plain holding JSON, up to `bodyLimit` bytes (navigator.sendBeacon cannot send a
   * JSON content type): it is parsed as JSON (400 'The body is not JSON.' otherwise), then checked by `body` as usual.
   */
  textPlainJson?: { readonly bodyLimit: number };
};

/** A non-public endpoint names who may call it; a public one needs no session. */
export type EndpointDefinition = EndpointBase & ({ public: true; capability?: undefined } | { public?: false; capability: EndpointCapability });

const PATH_PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1]!);
}

/**
 * Declares an endpoint; its path's parameters must be exactly its `params` schema's keys, and it names who may call
 * it unless it is public (the type says so too; this check holds for a declaration the types could not see).
 */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  const name = `Endpoint ${definition.method} ${definition.path}`;
  const inPath = pathParamNames(definition.path).sort();
  const inSchema = Object.keys(definition.params?.shape ?? {}).sort();
  if (inPath.join(',') !== inSchema.join(',')) {
    throw new Error(`${name}: path parameters [${inPath.join(', ')}] differ from params [${inSchema.join(', ')}].`);
  }
  if ((definition.public === true) === (definition.capability !== undefined)) {
    throw new Error(`${name}: ${definition.public === true ? 'a public endpoint names no capability' : 'a capability is needed unless the endpoint is public'}.`);
  }
  return Object.freeze(definition);
}

/** What an area's endpoints share, written once for the area: the OpenAPI tag and failures, and the capability by default. */
export type EndpointShared = Partial<Omit<EndpointBase, 'method' | 'path' | 'params' | 'query' | 'body' | 'response'>> & { capability?: EndpointCapability };

/** One endpoint of an area, with what it adds to or overrides in the area's shared fields. */
export type EndpointEntry = Pick<EndpointBase, 'method' | 'path' | 'response'> & Partial<EndpointBase> & { public?: boolean; capability?: EndpointCapability };

/** An endpoint as declared: its own fields over the area's shared ones. */
export type EndpointOf<S, E> = { [P in keyof S | keyof E]: P extends keyof E ? E[P] : P extends keyof S ? S[P] : never };

declare const refused: unique symbol;

/** Each entry, completed by the shared fields, must be an endpoint: tags, and a capability unless public (not both). */
type EntriesChecked<S, M> = {
  [K in keyof M]: EndpointOf<S, M[K]> extends EndpointDefinition
    ? unknown
    : { readonly [refused]: 'with the shared fields, an endpoint needs tags, and a capability unless public (a public one has none)' };
};

/**
 * Declares an area's endpoints: `shared` once (tags, the capability most of them need, documentFailures, ...), then
 * each endpoint by name with its own fields, which override the shared ones (an endpoint's own `capability` is the
 * one that counts). Each is checked as defineEndpoint checks it.
 *   export const regionEndpoints = defineEndpoints({ tags: ['regions'], capability: 'people' }, {
 *     list: { method: 'GET', path: '/sapna/v1/regions', capability: 'signedIn', response: regionsSchema },
 *   });
 */
export function defineEndpoints<const S extends EndpointShared, const M extends Readonly<Record<string, EndpointEntry>>>(
  shared: S,
  endpoints: M & EntriesChecked<S, M>,
): { readonly [K in keyof M]: EndpointOf<S, M[K]> } {
  const declared = Object.entries(endpoints).map(([name, own]) => [name, defineEndpoint({ ...shared, ...own } as EndpointDefinition)]);
  return Object.fromEntries(declared) as { readonly [K in keyof M]: EndpointOf<S, M[K]> };
}

/** The path with its parameters filled in: `/sapna/v1/contact/:contactId` with { contactId: 7 } is `/sapna/v1/contact/7`. */
export function pathOf(endpoint: Pick<EndpointDefinition, 'path'>, params?: Readonly<Record<string, string | number>>): string {
  return endpoint.path.replace(PATH_PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}.`);
    return encodeURIComponent(String(value));
  });
}

type SchemaOutput<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/** The params, query and body as the server's handler receives them (parsed by the schemas). */
export type ParamsOf<E> = E extends { params: infer S } ? SchemaOutput<S, Record<never, never>> : Record<never, never>;
export type QueryOf<E> = E extends { query: infer S } ? SchemaOutput<S, Record<never, never>> : Record<never, never>;
export type BodyOf<E> = E extends { body: infer S } ? SchemaOutput<S, undefined> : undefined;

/** The 200 answer: what the server's handler returns and what the app's client resolves to. */
export type AnswerOf<E> = E extends { response: infer R }
  ? R extends z.ZodType
    ? z.output<R>
    : R extends UncheckedAnswer<infer T>
      ? T
      : R extends NoContentAnswer
        ? void
        : never
  : never;

/** What a caller sends, before the schemas parse it. */
export type ParamsInputOf<E> = E extends { params: infer S extends z.ZodType } ? { [K in keyof z.output<S>]: string | number } : undefined;
export type QueryInputOf<E> = E extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
export type BodyInputOf<E> = E extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
