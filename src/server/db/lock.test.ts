import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data folder lock', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('refuses a folder held by another live process, with a clear message', async () => {
    const dir = fresh();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'console.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = fresh();
    fs.writeFileSync(path.join(dir, 'console.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'console.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'console.lock'))).toBe(false);
  });

  it('lets the same folder be locked again after release', () => {
    const dir = fresh();
    acquireDataDirLock(dir)();
    const release = acquireDataDirLock(dir);
    release();
  });
});
