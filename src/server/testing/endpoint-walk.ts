import { can, type Capability, type Principal } from '../../domain/auth/capabilities';
import { canSignIn, isReadOnly } from '../../domain/auth/roles';
import { ENDPOINT_TABLE } from '../../domain/endpoints/endpoint-table';
import { pathOf, type EndpointCapability, type EndpointDefinition, type EndpointMethod } from '../../domain/endpoints/endpoint';

/**
 * The per-area role-by-route walks iterate their area's endpoints from the endpoint table (issue 53): the method and
 * path come from the endpoint, the walk adds the params, query and body it needs per endpoint, and who may call
 * defaults to the endpoint's declared capability. A service that refines the rule (scope, a setting, the matrices)
 * names its override in `needs`. An endpoint the walk cannot call names why in `skip`.
 */

/** Who may call: a declared capability, nobody (a setting that names nobody), or a rule of a service's own. */
export type Needs = EndpointCapability | 'nobody' | ((user: Principal) => boolean);

/** What a walk sends to one endpoint beyond its method and path, and (only where a service refines it) who may call. */
export type WalkInput = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean>>;
  body?: unknown;
  needs?: Needs;
};
export type WalkSkip = { skip: string };

/** One entry per endpoint of the object: the compiler refuses a plan that leaves an endpoint out. */
export type WalkPlan<E extends Readonly<Record<string, EndpointDefinition>>> = { readonly [K in keyof E]: WalkInput | WalkSkip };

export type WalkedRoute = {
  /** The endpoint's key in its area's object (or a hand-written route's name). */
  name: string;
  endpoint?: EndpointDefinition;
  method: EndpointMethod;
  /** Fastify's form of the path (`/sapna/v1/payment/:id`). */
  template: string;
  /** The path with its params filled in, without the /api prefix. */
  path: string;
  /** The path and the query, without the /api prefix. */
  url: string;
  body?: unknown;
  needs: Needs;
  /** A write read-only users may still make (the endpoint's flag; a hand-written route's own). */
  allowReadOnly?: boolean;
};

function queryString(query: WalkInput['query']): string {
  if (!query) return '';
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `?${search}` : '';
}

/** The walked routes of one endpoint object, in its order, leaving out the skipped ones. */
export function walkRoutes<E extends Readonly<Record<string, EndpointDefinition>>>(endpoints: E, plan: WalkPlan<E>): WalkedRoute[] {
  return Object.entries(endpoints).flatMap(([name, endpoint]) => {
    const input = plan[name as keyof E];
    if (!input || 'skip' in input) return [];
    const path = pathOf(endpoint, input.params);
    const needs: Needs = input.needs ?? endpoint.capability ?? 'signedIn';
    const body = 'body' in input ? { body: input.body } : {};
    return [{ name, endpoint, method: endpoint.method, template: endpoint.path, path, url: `${path}${queryString(input.query)}`, ...body, needs, allowReadOnly: endpoint.allowReadOnly ?? false }];
  });
}

/** A route still declared by hand (not in the endpoint table yet): the walk writes its method, path and rule itself. */
export function handWritten(name: string, method: EndpointMethod, template: string, needs: Needs, input: Omit<WalkInput, 'needs'> & { allowReadOnly?: boolean } = {}): WalkedRoute {
  const path = pathOf({ path: template }, input.params);
  return { name, method, template, path, url: `${path}${queryString(input.query)}`, ...('body' in input ? { body: input.body } : {}), needs, allowReadOnly: input.allowReadOnly ?? false };
}

/** Keys of the endpoint object the plan does not name, and keys the plan names that the object lacks. */
export function unplanned(endpoints: Readonly<Record<string, EndpointDefinition>>, plan: Readonly<Record<string, unknown>>): string[] {
  const missing = Object.keys(endpoints).filter((key) => !(key in plan));
  const extra = Object.keys(plan).filter((key) => !(key in endpoints));
  return [...missing.map((key) => `not walked: ${key}`), ...extra.map((key) => `no such endpoint: ${key}`)];
}

/**
 * The table's endpoints under any of these OpenAPI tags that none of the given objects holds: an endpoint object
 * added to the area's file later shows up here until the walk plans it.
 */
export function tableEndpointsOutside(tags: readonly string[], objects: readonly Readonly<Record<string, EndpointDefinition>>[]): string[] {
  const held = new Set(objects.flatMap((object) => Object.values(object)));
  return ENDPOINT_TABLE.filter((endpoint) => endpoint.tags.some((tag) => tags.includes(tag)) && !held.has(endpoint)).map((e) => `${e.method} ${e.path}`);
}

/** OpenAPI's form of the route's path, with the /api prefix: `:id` becomes `{id}`. */
export const openApiPathOf = (route: Pick<WalkedRoute, 'template'>) => `/api${route.template.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}')}`;

const isWrite = (method: EndpointMethod) => method !== 'GET';

/**
 * Whether the user may call the route, as the access layer decides (server/http.ts): a role that may sign in,
 * no write for read-only users unless the endpoint allows it, then the route's needs.
 */
export function mayCall(route: Pick<WalkedRoute, 'method' | 'needs' | 'allowReadOnly'>, user: Principal): boolean {
  if (!canSignIn(user.roles)) return false;
  if (isReadOnly(user.roles) && isWrite(route.method) && !route.allowReadOnly) return false;
  const needs = route.needs;
  if (needs === 'nobody') return false;
  if (needs === 'signedIn') return true;
  if (typeof needs === 'function') return needs(user);
  const anyOf: readonly Capability[] = typeof needs === 'string' ? [needs] : needs;
  return anyOf.some((capability) => can(user, capability));
}
