import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, defineEndpoints, pathOf, pathParamNames } from './endpoint';
import { ENDPOINT_TABLE } from './endpoint-table';

describe('defineEndpoint', () => {
  it("refuses a path whose parameters are not its params schema's keys", () => {
    const declare = (path: string, params?: z.ZodObject) =>
      defineEndpoint({ method: 'GET', path, capability: 'signedIn', tags: ['t'], ...(params ? { params } : {}), response: z.object({}) });
    expect(() => declare('/a/:id', z.object({ contactId: z.number() }))).toThrow('/a/:id: path parameters [id] differ from params [contactId].');
    expect(() => declare('/a/:id')).toThrow('path parameters [id] differ from params []');
    expect(() => declare('/a', z.object({ id: z.number() }))).toThrow('path parameters [] differ from params [id]');
    expect(declare('/a/:id/b/:key', z.object({ key: z.string(), id: z.number() })).path).toBe('/a/:id/b/:key');
  });

  it('refuses a non-public endpoint without a capability, and a public one with one', () => {
    const response = z.object({});
    // @ts-expect-error a non-public endpoint names who may call it
    expect(() => defineEndpoint({ method: 'GET', path: '/a', tags: ['t'], response })).toThrow('Endpoint GET /a: a capability is needed unless the endpoint is public.');
    // @ts-expect-error a public endpoint needs no session, so no capability
    expect(() => defineEndpoint({ method: 'GET', path: '/a', public: true, capability: 'sell', tags: ['t'], response })).toThrow(
      'Endpoint GET /a: a public endpoint names no capability.',
    );
  });

  it('builds the path a call goes to from its params', () => {
    expect(pathOf({ path: '/sapna/v1/contact/:contactId' }, { contactId: 7 })).toBe('/sapna/v1/contact/7');
    expect(pathOf({ path: '/t/:id/x/:key' }, { id: 1, key: 'a b/c' })).toBe('/t/1/x/a%20b%2Fc');
    expect(pathOf({ path: '/sapna/v1/contact' })).toBe('/sapna/v1/contact');
    expect(() => pathOf({ path: '/t/:id' }, {})).toThrow('/t/:id: no value for :id.');
    expect(pathParamNames('/t/:id/x/:key')).toEqual(['id', 'key']);
  });
});

describe('defineEndpoints', () => {
  const response = z.object({});

  it("gives each endpoint the area's shared fields, its own fields over them", () => {
    const endpoints = defineEndpoints(
      { tags: ['t'], capability: 'readSales', documentFailures: true },
      {
        read: { method: 'GET', path: '/a/:id', params: z.object({ id: z.number() }), response },
        write: { method: 'POST', path: '/a', capability: ['sell', 'people'], documentFailures: [404], response },
      },
    );
    expect(endpoints.read).toEqual({ tags: ['t'], capability: 'readSales', documentFailures: true, method: 'GET', path: '/a/:id', params: endpoints.read.params, response });
    expect(endpoints.write).toMatchObject({ tags: ['t'], capability: ['sell', 'people'], documentFailures: [404], method: 'POST', path: '/a' });
    expect(Object.isFrozen(endpoints.read)).toBe(true);
    const capability: 'readSales' = endpoints.read.capability;
    expect(capability).toBe('readSales');
  });

  it('checks each endpoint as defineEndpoint does: path parameters, and a capability unless public', () => {
    // @ts-expect-error neither the endpoint nor its area names a capability
    expect(() => defineEndpoints({ tags: ['t'] }, { a: { method: 'GET', path: '/a', response } })).toThrow('Endpoint GET /a: a capability is needed unless the endpoint is public.');
    // @ts-expect-error a public endpoint cannot take the area's capability
    expect(() => defineEndpoints({ tags: ['t'], capability: 'sell' }, { a: { method: 'GET', path: '/a', public: true, response } })).toThrow(
      'Endpoint GET /a: a public endpoint names no capability.',
    );
    expect(() => defineEndpoints({ tags: ['t'], capability: 'sell' }, { a: { method: 'GET', path: '/a/:id', response } })).toThrow('path parameters [id] differ from params []');
    expect(defineEndpoints({ tags: ['t'] }, { a: { method: 'GET', path: '/a', public: true, response } }).a.public).toBe(true);
  });
});

describe('the endpoint table', () => {
  it('declares each method and path once, and who may call every endpoint that needs a session', () => {
    const keys = ENDPOINT_TABLE.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of ENDPOINT_TABLE) expect(endpoint.public === true || endpoint.capability !== undefined, keys.join()).toBe(true);
  });
});
