// Issue 54's fault tests: a PostgreSQL cluster of their own (initdb into a temporary folder, its own port; never the
// machine's shared one), pgbouncer in front of it when asked, and server processes (src/server/main.ts on tsx)
// against either. Everything here is started by the test and removed by it.
import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PGBOUNCER = '/usr/sbin/pgbouncer';

/**
 * A binary the tests need: installed from Debian when missing and this is root with apt-get (CI), otherwise a
 * clear failure saying what to install. Never skipped.
 */
export function ensureInstalled(binary: string, debianPackage: string): void {
  if (existsSync(binary)) return;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(binary)) throw new Error(`${binary} is missing: install the Debian package '${debianPackage}' (apt-get install ${debianPackage}) to run the fault tests`);
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb and postgres refuse to run as root: as root (CI) they run as the 'postgres' user. */
const asRoot = process.getuid?.() === 0;
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}
function run(command: string, args: string[]): string {
  const [cmd, argv] = asPostgres(command, args);
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status}): ${r.stderr}${r.stdout}`);
  return r.stdout;
}

/** As run, without blocking the event loop (the writers of a test keep going while PostgreSQL restarts). */
async function runAsync(command: string, args: string[]): Promise<void> {
  const [cmd, argv] = asPostgres(command, args);
  await promisify(execFile)(cmd, argv);
}

export type Cluster = {
  port: number;
  url: (database?: string) => string;
  /** pg_ctl restart -m immediate: every connection cut, crash recovery at start. */
  restartImmediate: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** SIGSTOP (true) or SIGCONT (false) to the postmaster and every backend: the database hangs without closing anything. */
  pause: (paused: boolean) => void;
  destroy: () => void;
};

export async function startCluster(): Promise<Cluster> {
  ensureInstalled(path.join(PG_BIN, 'initdb'), 'postgresql-15');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // fsync off only matters if the machine itself crashes; commits stay synchronous (an immediate restart is a crash of
  // PostgreSQL, and synchronous_commit=off would lose acknowledged commits: not what is under test).
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = (...args: string[]) => runAsync(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  const start = () => pgCtl('-o', opts, '-w', '-t', '30', 'start');
  await start();
  run(path.join(PG_BIN, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-c', 'create database faults']);
  const postmasterPid = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    port,
    url: (database = 'faults') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restartImmediate: () => pgCtl('-m', 'immediate', '-o', opts, '-w', '-t', '30', 'restart'),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    start,
    pause: (paused) => {
      const pid = postmasterPid();
      const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout.split('\n').map(Number).filter(Boolean);
      for (const p of [pid, ...children]) {
        try {
          process.kill(p, paused ? 'SIGSTOP' : 'SIGCONT');
        } catch {
          // A backend that ended meanwhile.
        }
      }
    },
    destroy: () => {
      try {
        run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Bouncer = { port: number; url: (database?: string) => string; stop: () => void };

/** pgbouncer in transaction mode in front of the cluster (Debian's 1.18: no prepared statements in this mode). */
export async function startPgbouncer(cluster: Cluster): Promise<Bouncer> {
  ensureInstalled(PGBOUNCER, 'pgbouncer');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-pgb-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `faults = host=127.0.0.1 port=${cluster.port} dbname=faults`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 10',
      'max_client_conn = 200',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const [cmd, argv] = asPostgres(PGBOUNCER, [path.join(dir, 'pgbouncer.ini')]);
  const child = spawn(cmd, argv, { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const probe = spawnSync(path.join(PG_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (probe.status === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url: (database = 'faults') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      // As root the child is runuser, which does not pass SIGINT on: pgbouncer itself is signalled by its pidfile.
      try {
        process.kill(Number(readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8').trim()), 'SIGINT');
      } catch {
        // Not started, or already gone.
      }
      child.kill('SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Exit code and signal once it ended; null while running. */
  exited: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  output: () => string;
  /** Resolves when the process ended. */
  ended: Promise<void>;
};

/** One server process (src/server/main.ts on tsx) on `port`; resolves once /api/readyz answers 200. */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      PORT: String(listen),
      HOST: '127.0.0.1',
      DB_POOL_SIZE: '4',
      TELEPHONY_SIM_DELAY_MS: '-1',
      ERP_WORKER_INTERVAL_MS: '0',
      CHURN_SCHEDULER_INTERVAL_MS: '0',
      STATIC_DIR: path.join(os.tmpdir(), 'faults-no-static'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exit) throw new Error(`server exited before it was ready (${JSON.stringify(exit)}):\n${log}`);
    try {
      const res = await fetch(`${base}/api/readyz`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 90 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, exited: () => exit, output: () => log, ended };
}

/** Signs in through the real route; answers the Cookie header. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...CONSOLE_REQUEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0]!;
}
