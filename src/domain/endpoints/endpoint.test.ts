import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, pathOf, pathParamNames } from './endpoint';
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

  it('builds the path a call goes to from its params', () => {
    expect(pathOf({ path: '/sapna/v1/contact/:contactId' }, { contactId: 7 })).toBe('/sapna/v1/contact/7');
    expect(pathOf({ path: '/t/:id/x/:key' }, { id: 1, key: 'a b/c' })).toBe('/t/1/x/a%20b%2Fc');
    expect(pathOf({ path: '/sapna/v1/contact' })).toBe('/sapna/v1/contact');
    expect(() => pathOf({ path: '/t/:id' }, {})).toThrow('/t/:id: no value for :id.');
    expect(pathParamNames('/t/:id/x/:key')).toEqual(['id', 'key']);
  });
});

describe('the endpoint table', () => {
  it('declares each method and path once, and who may call every endpoint that needs a session', () => {
    const keys = ENDPOINT_TABLE.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of ENDPOINT_TABLE) expect(endpoint.public === true || endpoint.capability !== undefined, keys.join()).toBe(true);
  });
});
