// Fails when a folder of product code grows past FOLDER_MAX files (issue 53: flat folders too full to take in were split
// by what they do — lib/offline/{device,outbox,sync,worker,session}, ui/{table,form,dialog,status}, seed/{demo,generate,
// write,data}, shared/{http,sql} — and must not fill up again). Tests beside the code do not count. The folders listed
// below are one file per thing by design and may be longer.
// Run: node scripts/check-folders.mjs
import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';

export const FOLDER_MAX = 30;

/** Folders whose files are one per route, table or migration by design (their names say what each is). */
const ONE_FILE_EACH = new Map([
  ['src/app/routes/_authed', 'file-based routing: one file per screen route (TanStack Router)'],
  ['src/server/db/schema', 'one table file per area (README, "Adding an area")'],
  ['src/server/db/migrations', 'one SQL file per migration'],
  ['src/server/db/migrations/meta', "drizzle-kit's snapshots, one per migration"],
]);

const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !isTest(file));

const counts = new Map();
for (const file of files) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);

const full = [...counts].filter(([folder, n]) => n > FOLDER_MAX && !ONE_FILE_EACH.has(folder)).sort((a, b) => b[1] - a[1]);
if (full.length > 0) {
  console.error(`Folders over ${FOLDER_MAX} files (tests aside): split each by what its files do, as lib/offline and ui were.`);
  for (const [folder, n] of full) console.error(`  ${folder}: ${n} files`);
  process.exit(1);
}
const largest = [...counts].filter(([folder]) => !ONE_FILE_EACH.has(folder)).sort((a, b) => b[1] - a[1])[0];
console.log(`Folders: none over ${FOLDER_MAX} files (largest ${largest?.[0]}: ${largest?.[1]}).`);
