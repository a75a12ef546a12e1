// Once per Playwright run: seeds one embedded database with the demo data and signs in once per demo user.
// Each worker then starts its own server on a copy of that data directory (support.ts), and a test that just
// needs a signed-in user reuses the saved session (signInAndWaitForHome) instead of going through the form.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { DEMO_USERS } from '../../src/server/seed/demo/demo-users';
import { mergedDisabledFeatures } from './chromium-features';
import { serverPort, startServer } from './server';
import { DEMO_PASSWORD } from './support';

export default async function globalSetup(): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), 'console-e2e-'));
  const seedDir = path.join(root, 'seeded');
  const authDir = path.join(root, 'auth');
  mkdirSync(authDir);
  // Slot -1: E2E_PORT itself; the workers take E2E_PORT + 1 + their parallel index.
  const server = await startServer({ port: await serverPort(-1), dataDir: seedDir, seed: 'demo' });
  try {
    for (const user of DEMO_USERS) {
      const api = await request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: CONSOLE_REQUEST_HEADERS });
      try {
        const res = await api.post('/api/login', { form: { username: user.username, password: DEMO_PASSWORD } });
        // A user who may not sign in (no-access) has no saved session; its tests use the form.
        if (res.ok()) writeFileSync(path.join(authDir, `${user.username}.json`), JSON.stringify(await api.storageState()));
      } finally {
        await api.dispose();
      }
    }
  } finally {
    await server.stop();
  }
  process.env.E2E_CHROMIUM_DISABLE_FEATURES = await mergedDisabledFeatures(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  process.env.E2E_SEED_DIR = seedDir;
  process.env.E2E_AUTH_DIR = authDir;
  return () => rmSync(root, { recursive: true, force: true });
}
