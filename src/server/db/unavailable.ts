// Issue 54: the one place that tells "the database is away (or overloaded)" from any other failure. Such a request
// answers 503 with Retry-After, logged once per outage as a warning; everything else keeps its own handling.

/** What a caller sees while the database is away (the spec has no text for this; ours). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The server is busy. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying (Retry-After). */
export const RETRY_AFTER_SECONDS = 2;

/** Node's socket errors of a connection that is gone or never came. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs of "not now": admin_shutdown, crash_shutdown, cannot_connect_now (starting up, recovery),
 * too_many_connections, query_canceled (the statement timeout; an overloaded database), and pgbouncer's
 * connection errors (08P01 with its own text). Class 08 (connection exception) is matched as a class.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '08P01']);
/** node-postgres and pg-pool say so in words only. */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /server conn crashed/,
  /no more connections allowed/,
  /database removed/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/**
 * True when `err` (or an error it wraps: Drizzle's DrizzleQueryError keeps the driver's error as `cause`) says the
 * database could not be reached or is refusing work for now. A constraint violation, a bad query or a bug is false.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08/.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * One warning per outage, not one error per request: the first failure logs, later ones count; the first success
 * afterwards logs how long it lasted and how many requests were refused.
 */
export class OutageLog {
  private since: number | null = null;
  private refused = 0;

  constructor(private readonly log: Log) {}

  get down(): boolean {
    return this.since !== null;
  }

  failed(err: unknown): void {
    this.refused++;
    if (this.since !== null) return;
    this.since = Date.now();
    this.log.warn({ err }, 'database unavailable: answering 503 until it returns');
  }

  succeeded(): void {
    if (this.since === null) return;
    this.log.info({ outageMs: Date.now() - this.since, refused: this.refused }, 'database available again');
    this.since = null;
    this.refused = 0;
  }
}
