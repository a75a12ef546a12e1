// The built server (dist/server/main.js) as a child process: started as `npm start` would run it, stopped with
// SIGTERM, its memory read from /proc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/main.js');

export type ServerOptions = {
  port: number;
  /** postgres://… for PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** 'none' on a database that is already seeded. */
  seed: 'demo' | 'none';
  /** Node flags instead of those of `npm start` (an experiment). */
  nodeFlags?: string[];
  /** How long to wait for /api/readyz (a first PGlite start migrates and seeds). */
  readyTimeoutMs?: number;
  /** More environment (e.g. DATABASE_POOLER and DATABASE_DIRECT_URL behind pgbouncer), over the defaults. */
  env?: Record<string, string>;
};

export type RunningServer = {
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn until /api/readyz answered 200. */
  readyAfterMs: number;
  stop: () => Promise<void>;
  /** The last lines the server wrote (for a failure message). */
  output: () => string;
};

/** The newest modification time of a file under a folder (ms). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ (`npm run build`) when the server bundle is missing or older than a file under src/ (a benchmark
 * of a stale build measures the wrong code), or always with `force`.
 */
export function ensureBuilt(log: (line: string) => void, force = false): void {
  const stale = existsSync(MAIN) && newestMtime(path.join(ROOT, 'src')) > statSync(MAIN).mtimeMs;
  if (!force && existsSync(MAIN) && !stale) return;
  log(force ? 'Building (npm run build)...' : stale ? 'src/ is newer than dist/server/main.js: building (npm run build)...' : 'dist/server/main.js is missing: building (npm run build)...');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

/**
 * The Node flags `npm start` passes (package.json "start": `... node <flags> dist/server/main.js`), so the
 * benchmark runs the server exactly as it is started; BENCH_NODE_FLAGS replaces them for an experiment.
 */
export function startNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const match = /\bnode\s+((?:--?\S+\s+)*)dist\/server\/main\.js/.exec(pkg.scripts?.start ?? '');
  return (match?.[1] ?? '').split(/\s+/).filter(Boolean);
}

/** How the server is started, for the tables' notes. */
export function serverCommand(): string {
  return ['node', ...startNodeFlags(), 'dist/server/main.js'].join(' ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the server and resolves once /api/readyz answers; rejects (after stopping it) if it does not. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    LOG_LEVEL: 'warn',
    SEED: options.seed,
    DATABASE_URL: options.databaseUrl ?? '',
    DATA_DIR: options.dataDir ?? path.join(ROOT, 'data'),
    // The benchmark signs in as the same users run after run, from one address.
    LOGIN_MAX_ATTEMPTS: '1000',
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // A server left behind on the port (an earlier run that crashed) would answer the readiness check for this one.
  if (await answers(`${baseUrl}/api/readyz`)) throw new Error(`Port ${options.port} already answers /api/readyz: stop the server left there first.`);
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? startNodeFlags()), MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(force);
  };
  const deadline = started + (options.readyTimeoutMs ?? 120_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(`${baseUrl}/api/readyz`)) {
      return { pid: child.pid!, baseUrl, readyAfterMs: performance.now() - started, stop, output: () => lines.join('\n') };
    }
    await sleep(25);
  }
  await stop();
  throw new Error(`The server did not become ready on ${baseUrl}:\n${lines.join('\n')}`);
}

/** VmRSS and VmHWM (peak) of a process, in kB (Linux /proc). */
export function memoryOf(pid: number): { rssKb: number; peakKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
}

export { sleep };
