import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_CAPABILITIES } from '../domain/auth/endpoint-capabilities';
import { endpointKey, GENERATE_CAPABILITIES_COMMAND, renderEndpointCapabilities, renderScreenAccess } from '../domain/endpoints/endpoint-capabilities-source';
import { ENDPOINT_TABLE } from '../domain/endpoints/endpoint-table';

const generated = (file: string) => readFileSync(path.join(import.meta.dirname, '../domain/auth', file), 'utf8');

/**
 * The zod-free copy of who may call each endpoint (domain/auth/endpoint-capabilities.ts), which the screens table
 * derives the app's guards and menu from, is the endpoint table's, and the screens' resolved access
 * (domain/auth/screen-access.ts) is the screens table's: both regenerated whenever a route, its capability or a screen
 * changes.
 */
describe('ENDPOINT_CAPABILITIES and SCREEN_ACCESS', () => {
  it('are the files the endpoint table and the screens table generate', () => {
    if (generated('endpoint-capabilities.ts') !== renderEndpointCapabilities(ENDPOINT_TABLE)) {
      expect.fail(`src/domain/auth/endpoint-capabilities.ts differs from the endpoint table: run \`${GENERATE_CAPABILITIES_COMMAND}\`.`);
    }
    if (generated('screen-access.ts') !== renderScreenAccess()) {
      expect.fail(`src/domain/auth/screen-access.ts differs from the screens table: run \`${GENERATE_CAPABILITIES_COMMAND}\`.`);
    }
  });

  it('names each endpoint of the table once, with its declared capability', () => {
    expect(Object.keys(ENDPOINT_CAPABILITIES)).toHaveLength(ENDPOINT_TABLE.length);
    for (const endpoint of ENDPOINT_TABLE) {
      const declared = endpoint.public ? 'public' : endpoint.capability;
      expect(ENDPOINT_CAPABILITIES[endpointKey(endpoint) as keyof typeof ENDPOINT_CAPABILITIES]).toEqual(declared);
    }
  });
});
