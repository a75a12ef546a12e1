// Writes src/domain/auth/endpoint-capabilities.ts from the endpoint table (npm run gen:capabilities). The test
// src/domain/auth/endpoint-capabilities.test.ts fails while the file differs from what the table gives.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEndpointCapabilities } from '../src/domain/endpoints/endpoint-capabilities-source';
import { ENDPOINT_TABLE } from '../src/domain/endpoints/endpoint-table';

const target = fileURLToPath(new URL('../src/domain/auth/endpoint-capabilities.ts', import.meta.url));
writeFileSync(target, renderEndpointCapabilities(ENDPOINT_TABLE));
console.log(`Wrote ${target} (${ENDPOINT_TABLE.length} endpoints).`);
