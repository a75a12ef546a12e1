import { describe, expect, it } from 'vitest';
import { comparePositions, decodeCursor, encodeCursor, scopeFingerprint } from './cursor';
import { fullTransactionId } from './horizon';

describe('sync cursor', () => {
  it('round-trips and refuses what is not one of ours', () => {
    const cursor = { txid: 12345678901n, seq: 42, fingerprint: 'abc' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify({ v: 2, t: '1', s: 1, f: 'x' })).toString('base64url'))).toBeNull();
  });

  it('orders positions by transaction id, then seq', () => {
    expect(comparePositions({ txid: 5n, seq: 100 }, { txid: 6n, seq: 1 })).toBe(-1);
    expect(comparePositions({ txid: 6n, seq: 2 }, { txid: 6n, seq: 1 })).toBe(1);
    expect(comparePositions({ txid: 6n, seq: 1 }, { txid: 6n, seq: 1 })).toBe(0);
  });

  it('fingerprints the scope: the same team in any order matches; another member or role does not', () => {
    const team = scopeFingerprint(7, { domainId: 5, all: false, agentIds: [7, 9, 8] });
    expect(scopeFingerprint(7, { domainId: 5, all: false, agentIds: [8, 7, 9] })).toBe(team);
    expect(scopeFingerprint(7, { domainId: 5, all: false, agentIds: [7, 8] })).not.toBe(team);
    expect(scopeFingerprint(7, { domainId: 5, all: true })).not.toBe(team);
    expect(scopeFingerprint(8, { domainId: 5, all: false, agentIds: [7, 9, 8] })).not.toBe(team);
  });

  it("widens a running transaction's 32-bit xid to the 64-bit id near xmax, across an epoch boundary", () => {
    const epoch = 1n << 32n;
    expect(fullTransactionId(4556n, 4556n)).toBe(4556n);
    expect(fullTransactionId(4550n, 4556n)).toBe(4550n);
    expect(fullTransactionId(epoch - 3n, epoch + 2n)).toBe(epoch - 3n);
    expect(fullTransactionId(1n, epoch - 2n)).toBe(epoch + 1n);
    expect(fullTransactionId(10n, 3n * epoch + 20n)).toBe(3n * epoch + 10n);
  });
});
