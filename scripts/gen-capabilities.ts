// Writes src/domain/auth/endpoint-capabilities.ts from the endpoint table, then src/domain/auth/screen-access.ts from
// it and the screens table (npm run gen:capabilities). src/server/endpoint-capabilities.test.ts fails while either
// file differs from what the tables give.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEndpointCapabilities, renderScreenAccess } from '../src/domain/endpoints/endpoint-capabilities-source';
import { ENDPOINT_TABLE } from '../src/domain/endpoints/endpoint-table';

const target = (file: string) => fileURLToPath(new URL(`../src/domain/auth/${file}`, import.meta.url));

if (process.argv[2] === '--screens') {
  writeFileSync(target('screen-access.ts'), renderScreenAccess());
  console.log('Wrote src/domain/auth/screen-access.ts.');
} else {
  writeFileSync(target('endpoint-capabilities.ts'), renderEndpointCapabilities(ENDPOINT_TABLE));
  console.log(`Wrote src/domain/auth/endpoint-capabilities.ts (${ENDPOINT_TABLE.length} endpoints).`);
  // The screens table reads the file just written: a fresh process resolves the screens from it.
  const screens = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--screens'], { stdio: 'inherit' });
  process.exitCode = screens.status ?? 1;
}
