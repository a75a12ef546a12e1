import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
