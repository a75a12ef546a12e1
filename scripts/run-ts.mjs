// Runs a TypeScript entry with tsx on the project's Node (npm scripts put node_modules/.bin first on PATH).
import { spawnSync } from 'node:child_process';

const [entry, ...args] = process.argv.slice(2);
const r = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
