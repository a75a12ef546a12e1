import { describe, expect, it } from 'vitest';
import {
  callFromLink,
  callSummary,
  durationFromParts,
  elapsedSeconds,
  formatElapsed,
  PENDING_CALL_KEY,
  readPendingCall,
  rememberCall,
  type PendingCall,
} from './pending-call';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function link(attributes: Record<string, string>): Element {
  return { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

const call: PendingCall = { contactId: 601, contactName: 'Asha Rao', accountId: 101, entityTypeId: 3, entityId: 101, startedAt: '2025-05-01T10:00:00.000Z' };

describe('the time a call took', () => {
  it('counts whole seconds from the start of the call', () => {
    expect(elapsedSeconds(call.startedAt, new Date('2025-05-01T10:04:12.900Z'))).toBe(252);
    expect(elapsedSeconds(call.startedAt, new Date('2025-05-01T10:00:00.999Z'))).toBe(0);
  });

  it('is never negative (a clock moved back) and at most a day (what the server keeps)', () => {
    expect(elapsedSeconds(call.startedAt, new Date('2025-05-01T09:59:00.000Z'))).toBe(0);
    expect(elapsedSeconds(call.startedAt, new Date('2025-05-03T10:00:00.000Z'))).toBe(86_400);
    expect(elapsedSeconds('not a time', new Date())).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatElapsed(252)).toBe('4 min 12 s');
    expect(formatElapsed(45)).toBe('45 s');
    expect(formatElapsed(60)).toBe('1 min 0 s');
    expect(formatElapsed(3723)).toBe('1 h 2 min 3 s');
    expect(callSummary(call, 252)).toBe('Call with Asha Rao, 4 min 12 s');
  });

  it('can be corrected as minutes and seconds', () => {
    expect(durationFromParts('4', '12')).toBe(252);
    expect(durationFromParts('', '30')).toBe(30);
    expect(durationFromParts('1', '60')).toBeNull();
    expect(durationFromParts('1.5', '0')).toBeNull();
    expect(durationFromParts('-1', '0')).toBeNull();
    expect(durationFromParts('1441', '0')).toBeNull();
  });
});

describe('the remembered call', () => {
  it('is read back until it is three hours old, then forgotten', () => {
    const storage = memoryStorage();
    rememberCall(call, storage);
    expect(readPendingCall(new Date('2025-05-01T12:59:00.000Z'), storage)).toEqual(call);
    expect(readPendingCall(new Date('2025-05-01T13:00:01.000Z'), storage)).toBeNull();
    expect(storage.items.has(PENDING_CALL_KEY)).toBe(false);
  });

  it('ignores (and forgets) what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_CALL_KEY, '{"contactId":"x"}');
    expect(readPendingCall(new Date(), storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('comes from a tel: link naming the contact and its account', () => {
    expect(callFromLink(link({ href: 'tel:9876543210', 'data-call-contact-id': '-3', 'data-call-contact-name': 'Asha', 'data-call-account-id': '101' }))).toEqual({
      contactId: -3,
      contactName: 'Asha',
      accountId: 101,
    });
    expect(callFromLink(link({ href: 'mailto:a@b.c', 'data-call-contact-id': '3', 'data-call-account-id': '101' }))).toBeNull();
    expect(callFromLink(link({ href: 'tel:9876543210' }))).toBeNull();
  });
});
