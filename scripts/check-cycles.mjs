// Fails when the project's own files import each other in a cycle (issue 8: no import cycles).
// import-x/no-cycle in eslint.config.js skips type-only imports; dpdm counts them, so a cycle made of
// `import type` lines (which still ties two files' designs together) is caught here.
// Run: node scripts/check-cycles.mjs [glob ...]   (default: every .ts/.tsx file under src/ and tests/)
import { relative } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const DEFAULT_FILES = ['src/**/*.ts', 'src/**/*.tsx', 'tests/**/*.ts'];

/**
 * Cycles known today, each with the issue that removes it. A cycle listed here is reported but does not fail;
 * an entry whose cycle is gone fails, so the list only shrinks. Files in any order.
 */
const KNOWN_CYCLES = [];

const keyOf = (files) => [...files].sort().join(' | ');

const entries = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_FILES;
const started = performance.now();
const tree = await parseDependencyTree(entries, { tsconfig: 'tsconfig.json', transform: false, skipDynamicImports: false });
const cycles = parseCircular(tree).map((files) => files.map((file) => relative(process.cwd(), file)));

const known = new Map(KNOWN_CYCLES.map((entry) => [keyOf(entry.files), entry]));
const found = new Set(cycles.map(keyOf));
const unexpected = cycles.filter((files) => !known.has(keyOf(files)));
const allowed = cycles.filter((files) => known.has(keyOf(files)));
// A stale entry is only stale when this run looked at its files (a narrower glob may leave them out).
const stale = KNOWN_CYCLES.filter((entry) => !found.has(keyOf(entry.files)) && entry.files.every((file) => file in tree));

const show = (files) => `  ${[...files, files[0]].join('\n    -> ')}`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (allowed.length > 0) {
  console.log(`check-cycles: ${allowed.length} known cycle(s) still allowed (KNOWN_CYCLES in scripts/check-cycles.mjs):`);
  for (const files of allowed) console.log(`${show(files)}\n    (issue ${known.get(keyOf(files)).issue})`);
}
if (stale.length > 0) {
  console.error(`check-cycles: ${stale.length} allowed cycle(s) are gone; delete them from KNOWN_CYCLES in scripts/check-cycles.mjs:`);
  for (const entry of stale) console.error(`  ${entry.files.join(' <-> ')}`);
}
if (unexpected.length > 0) {
  console.error(`check-cycles: ${unexpected.length} import cycle(s) (type-only imports count). Break each one (move the shared type or`);
  console.error('function down to a file both can import, e.g. src/domain, src/server/shared or app/lib):');
  for (const files of unexpected) console.error(show(files));
}
// Server modules that depend on each other (through their services, so no file cycle): reported, not failed.
const moduleOf = (file) => /^src\/server\/modules\/([^/]+)\//.exec(relative(process.cwd(), file))?.[1];
const moduleEdges = new Map();
for (const [file, deps] of Object.entries(tree)) {
  const from = moduleOf(file);
  if (!from || /\.test\.tsx?$/.test(file)) continue;
  for (const dep of deps ?? []) {
    const to = dep.id && moduleOf(dep.id);
    if (to && to !== from) moduleEdges.set(from, new Set([...(moduleEdges.get(from) ?? []), to]));
  }
}
const reaches = (from, to, seen = new Set()) =>
  [...(moduleEdges.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)));
const tangled = [...moduleEdges].flatMap(([from, tos]) => [...tos].filter((to) => from < to && reaches(to, from)).map((to) => `${from} <-> ${to}`));
if (tangled.length > 0) console.log(`check-cycles: server modules that depend on each other (through services; not an error): ${tangled.join(', ')}`);

if (unexpected.length > 0 || stale.length > 0) process.exit(1);
console.log(`check-cycles: no new import cycles in ${Object.keys(tree).filter((file) => !file.includes('node_modules')).length} files (${seconds} s).`);
