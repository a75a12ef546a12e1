import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, OutageLog } from './unavailable';

/** An error as node-postgres gives it (a SQLSTATE in `code`), wrapped as Drizzle wraps it (DrizzleQueryError: cause). */
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into comments …'), { cause });

describe('isDatabaseUnavailable (issue 54: which failures answer 503)', () => {
  it('the database going away, refusing connections, restarting or overloaded: yes, wrapped or not', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('57014', 'canceling statement due to statement timeout'),
      pgError('08006'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(err)), err.message).toBe(true);
    }
  });

  it('a refusal of the data or a bug: no (those keep their own answer, a 500 stays a 500)', () => {
    for (const err of [pgError('23505', 'duplicate key value violates unique constraint'), pgError('42P01', 'relation "x" does not exist'), new TypeError('x is undefined'), 'a string', null]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
    }
  });

  it('logs one warning an outage, and its length and refusals when the database answers again', () => {
    const lines: { level: string; obj: object; msg: string }[] = [];
    const outage = new OutageLog({ warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }), info: (obj, msg) => lines.push({ level: 'info', obj, msg }) });
    outage.succeeded();
    for (let i = 0; i < 20; i++) outage.failed(new Error('Connection terminated unexpectedly'));
    expect(outage.down).toBe(true);
    outage.succeeded();
    outage.succeeded();
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
    expect(lines[1]!.obj).toMatchObject({ refused: 20 });
    outage.failed(new Error('Connection terminated unexpectedly'));
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info', 'warn']);
  });
});
