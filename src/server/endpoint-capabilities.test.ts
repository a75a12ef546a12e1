import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_CAPABILITIES } from '../domain/auth/endpoint-capabilities';
import { endpointKey, GENERATE_CAPABILITIES_COMMAND, renderEndpointCapabilities } from '../domain/endpoints/endpoint-capabilities-source';
import { ENDPOINT_TABLE } from '../domain/endpoints/endpoint-table';

const GENERATED = path.join(import.meta.dirname, '../domain/auth/endpoint-capabilities.ts');

/**
 * The zod-free copy of who may call each endpoint (domain/auth/endpoint-capabilities.ts), which the screens table
 * derives the app's guards and menu from, is the endpoint table's: regenerated whenever a route or its capability changes.
 */
describe('ENDPOINT_CAPABILITIES', () => {
  it('is the file the endpoint table generates', () => {
    const expected = renderEndpointCapabilities(ENDPOINT_TABLE);
    const actual = readFileSync(GENERATED, 'utf8');
    if (actual !== expected) expect.fail(`src/domain/auth/endpoint-capabilities.ts differs from the endpoint table: run \`${GENERATE_CAPABILITIES_COMMAND}\`.`);
  });

  it('names each endpoint of the table once, with its declared capability', () => {
    expect(Object.keys(ENDPOINT_CAPABILITIES)).toHaveLength(ENDPOINT_TABLE.length);
    for (const endpoint of ENDPOINT_TABLE) {
      const declared = endpoint.public ? 'public' : endpoint.capability;
      expect(ENDPOINT_CAPABILITIES[endpointKey(endpoint) as keyof typeof ENDPOINT_CAPABILITIES]).toEqual(declared);
    }
  });
});
