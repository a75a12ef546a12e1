import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { loadConfig, testConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database in ./data on port 8080 with the demo seed', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.seed).toBe('demo');
    expect(c.platform).toBe('housing');
  });

  it('switches to PostgreSQL with DATABASE_URL and to the second brand with PLATFORM', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PLATFORM: 'makaan', PORT: '9000' });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.platform).toBe('makaan');
    expect(c.port).toBe(9000);
  });

  it('refuses bad settings with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PLATFORM: 'other' })).toThrow(/PLATFORM/);
  });

  it('secures cookies in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('sizes the database side for many short queries: pool from the cores, no parallel workers, a 5 s session memory', () => {
    const c = loadConfig({});
    expect(c.dbPoolSize).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(c.dbParallelWorkers).toBe(0);
    expect(c.sessionCacheSeconds).toBe(5);
    const tuned = loadConfig({ DB_POOL_SIZE: '12', DB_PARALLEL_WORKERS: '2', SESSION_CACHE_SECONDS: '0' });
    expect([tuned.dbPoolSize, tuned.dbParallelWorkers, tuned.sessionCacheSeconds]).toEqual([12, 2, 0]);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: '-1' })).toThrow(/SESSION_CACHE_SECONDS/);
  });

  it('tests read sessions from the database on every request', () => {
    expect(testConfig().sessionCacheSeconds).toBe(0);
  });
});
