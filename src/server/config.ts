import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';

// The one place that reads process.env (lint bans it elsewhere).
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** Connections to PostgreSQL per server process (DATABASE_URL only); default twice the CPU cores, at least 4. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** PostgreSQL parallel workers per query for the console's connections (max_parallel_workers_per_gather). */
  DB_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** Issue 54: statement_timeout of the console's queries, ms (0: none); reports set their own (REPORT_TIMEOUT_MS). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Issue 54: how long a request waits for a pooled connection before answering 503, ms. */
  DB_POOL_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Issue 54: 'transaction' behind pgbouncer (or another pooler) in transaction mode: no named prepared statements. */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** Issue 54: a connection straight to PostgreSQL for LISTEN/NOTIFY and the migrations (default DATABASE_URL). */
  DATABASE_DIRECT_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PLATFORM: z.enum(['housing', 'makaan']).default('housing'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  DEMO_PASSWORD: z.string().min(1).default('demo'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** How long a process may reuse a session it read (and the user's scope); 0 reads the database on every request. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('console@localhost'),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist/app'),
  SLOT_STOP_USER_ID: z.coerce.number().int().optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Issue 12: a report query still running after this long (before its first row) is refused with 'Timeout…' (422). */
  REPORT_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  /** Hops of reverse proxies to trust for the client address (X-Forwarded-For); 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Issue 15: where uploaded documents are kept (a local folder; default DATA_DIR/documents). */
  DOCUMENTS_DIR: z.string().optional(),
  /** S3-compatible document storage: set all four to store documents in a bucket instead of the local folder. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Largest document accepted, bytes (our default 10 MB). */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** The ERP (NetSuite-shaped) endpoint the outbox worker posts to; unset: the local ledger connector. */
  ERP_URL: z.string().url().optional(),
  ERP_TOKEN: z.string().optional(),
  /** How often the ERP worker looks for due events, ms; 0 turns the worker off (tests run it by hand). */
  ERP_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** How often the churn scheduler looks for due schedules, ms; 0 turns it off (tests run it by hand). */
  CHURN_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  /** Issue 13: the telephony provider calls go through ('simulated' is the default and the only one so far). */
  TELEPHONY_PROVIDER: z.enum(['simulated']).default('simulated'),
  /** Shared secret of the provider's webhook signatures (HMAC-SHA256). */
  TELEPHONY_WEBHOOK_SECRET: z.string().min(8).default('simulated-telephony-secret'),
  /** The number customers see (caller id). */
  TELEPHONY_CALLER_ID: z.string().default('08047180000'),
  /** Simulated provider: ms between its events; negative: it posts none (tests post signed events by hand). */
  TELEPHONY_SIM_DELAY_MS: z.coerce.number().int().min(-1).max(600_000).default(1500),
  TELEPHONY_SIM_SEED: z.coerce.number().int().default(13),
  /** Simulated provider outcome weights: 'completed:6,no-answer:2,busy:1,failed:1'. */
  TELEPHONY_SIM_WEIGHTS: z.string().default('completed:6,no-answer:2,busy:1,failed:1'),
  /** A call with no final event after this is closed as 'No Ozonetel Callback' (spec 000 §9: 420000 ms). */
  CALL_STATUS_TIMEOUT_MS: z.coerce.number().int().min(1).default(420_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** postgres://… for a real server; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process. */
  dbPoolSize: number;
  /**
   * max_parallel_workers_per_gather on the console's PostgreSQL connections; 0 by default. The console runs many
   * short queries at once, where starting workers costs more than it saves: on two cores a brand-wide count took
   * 141 ms in parallel against 78 ms serial, and under load brand-wide opportunity searches served 12 req/s against
   * 67 (npm run bench -- accounts). A reporting replica may want more.
   */
  dbParallelWorkers: number;
  /** statement_timeout of the pooled connections, ms; 0 leaves PostgreSQL's (none). */
  dbStatementTimeoutMs: number;
  /** Longest wait for a pooled connection, ms; past it the request answers 503. */
  dbPoolWaitMs: number;
  /** Behind a pooler in transaction mode (DATABASE_POOLER=transaction). */
  dbPooler: 'none' | 'transaction';
  /** LISTEN/NOTIFY and migrations go here (DATABASE_DIRECT_URL); undefined: databaseUrl. */
  databaseDirectUrl: string | undefined;
  /** Statement time limit of a report's queries (REPORT_TIMEOUT_MS). */
  reportTimeoutMs: number;
  dataDir: string;
  platform: 'housing' | 'makaan';
  seed: 'demo' | 'none';
  demoPassword: string;
  sessionTtlHours: number;
  /** Seconds a process reuses a loaded session and scope (session-cache.ts); 0 turns that off. */
  sessionCacheSeconds: number;
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  logLevel: string;
  staticDir: string;
  slotStopUserId: number | undefined;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  trustProxyHops: number;
  documentsDir: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | undefined;
  documentMaxBytes: number;
  erpUrl: string | undefined;
  erpToken: string | undefined;
  erpWorkerIntervalMs: number;
  churnSchedulerIntervalMs: number;
  telephony: { provider: 'simulated'; webhookSecret: string; callerId: string; simDelayMs: number; simSeed: number; simWeights: string; callStatusTimeoutMs: number };
};

/**
 * Twice the CPU cores, at least 4: more connections than the cores can serve only queue inside PostgreSQL. Measured
 * on 2 cores (bench accounts): the account page's p99 was 38–53 ms with 4 connections against 49–62 ms with 10.
 */
function defaultPoolSize(): number {
  return Math.max(4, 2 * os.availableParallelism());
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dbPoolSize: e.DB_POOL_SIZE ?? defaultPoolSize(),
    dbParallelWorkers: e.DB_PARALLEL_WORKERS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbPoolWaitMs: e.DB_POOL_WAIT_MS,
    dbPooler: e.DATABASE_POOLER,
    databaseDirectUrl: e.DATABASE_DIRECT_URL || undefined,
    reportTimeoutMs: e.REPORT_TIMEOUT_MS,
    dataDir: path.resolve(e.DATA_DIR),
    platform: e.PLATFORM,
    seed: e.SEED,
    demoPassword: e.DEMO_PASSWORD,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    slotStopUserId: e.SLOT_STOP_USER_ID,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    documentsDir: path.resolve(e.DOCUMENTS_DIR ?? path.join(e.DATA_DIR, 'documents')),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, region: e.S3_REGION }
        : undefined,
    documentMaxBytes: e.DOCUMENT_MAX_BYTES,
    erpUrl: e.ERP_URL || undefined,
    erpToken: e.ERP_TOKEN || undefined,
    erpWorkerIntervalMs: e.ERP_WORKER_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    churnSchedulerIntervalMs: e.CHURN_SCHEDULER_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    telephony: {
      provider: e.TELEPHONY_PROVIDER,
      webhookSecret: e.TELEPHONY_WEBHOOK_SECRET,
      callerId: e.TELEPHONY_CALLER_ID,
      simDelayMs: e.TELEPHONY_SIM_DELAY_MS,
      simSeed: e.TELEPHONY_SIM_SEED,
      simWeights: e.TELEPHONY_SIM_WEIGHTS,
      callStatusTimeoutMs: e.CALL_STATUS_TIMEOUT_MS,
    },
  };
}

/**
 * A config for tests: embedded database in memory unless a URL is given, quiet logs, and no session memory (tests
 * change users and sessions straight in the database and expect the next request to see it; session-cache.test.ts
 * covers the memory itself).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'none', SESSION_CACHE_SECONDS: '0' }), ...overrides };
}
