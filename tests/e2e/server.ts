// The built server for the browser tests (dist/server/main.js) on an embedded database in a data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export type RunningServer = { baseURL: string; stop: () => Promise<void> };

/** A port nobody listens on: `E2E_PORT + 1 + slot` when E2E_PORT is set (a fixed range), else one the OS picks. */
export async function serverPort(slot: number): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT) + 1 + slot;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });
}

/** Starts the server on `dataDir` and resolves once /api/readyz answers. */
export async function startServer(opts: { port: number; dataDir: string; seed: 'demo' | 'none' }): Promise<RunningServer> {
  // Otherwise another server (a run that did not stop its own) would answer the readiness check for this one.
  if (await portInUse(opts.port)) throw new Error(`port ${opts.port} is in use: is another browser-test run (or its leftover server) running?`);
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      SEED: opts.seed,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A worker that ends without its fixture teardown (killed, crashed) still takes its server with it.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  const baseURL = `http://localhost:${opts.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // 120 s unless E2E_SERVER_START_SECONDS says otherwise (a host busy with other work can take longer to seed and start).
  const startSeconds = Number(process.env.E2E_SERVER_START_SECONDS ?? 120);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${opts.port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/readyz`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${opts.port} did not get ready in ${startSeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
