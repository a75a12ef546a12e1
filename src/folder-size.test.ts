import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/check-folders.mjs (run by `npm run lint`): a folder of product code may not grow past 30 files again (issue 53).
const SCRIPT = resolve('scripts/check-folders.mjs');
let dir: string | null = null;

function repoWith(files: Record<string, number>): string {
  dir = mkdtempSync(join(tmpdir(), 'folders-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  for (const [folder, n] of Object.entries(files)) {
    mkdirSync(join(dir, folder), { recursive: true });
    for (let i = 0; i < n; i++) writeFileSync(join(dir, folder, `f${i}.ts`), 'export {};\n');
  }
  return dir;
}
const check = (cwd: string) => spawnSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8' });

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('check-folders', () => {
  it('fails on a folder of 31 product files and names it', () => {
    const run = check(repoWith({ 'src/app/lib/offline': 31 }));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/app/lib/offline: 31 files');
  });

  it('passes 30 files, and does not count the tests beside them', () => {
    const cwd = repoWith({ 'src/server/seed': 30 });
    for (let i = 0; i < 5; i++) writeFileSync(join(cwd, 'src/server/seed', `f${i}.test.ts`), 'export {};\n');
    expect(check(cwd).status).toBe(0);
  });

  it('lets the one-file-each folders (routes, schema, migrations) grow', () => {
    expect(check(repoWith({ 'src/app/routes/_authed': 64, 'src/server/db/schema': 40 })).status).toBe(0);
  });

  it('passes on this repository', () => {
    const run = check(process.cwd());
    expect(run.status, run.stderr).toBe(0);
  });
});
