import { describe, expect, it } from 'vitest';
import { approvalAge } from './approval-inbox';

describe('approvalAge', () => {
  const now = new Date('2026-12-06T10:00:00Z');
  it('says minutes, hours, then whole days', () => {
    expect(approvalAge('2026-12-06T09:59:31Z', now)).toBe('just now');
    expect(approvalAge('2026-12-06T09:48:00Z', now)).toBe('12 min');
    expect(approvalAge('2026-12-06T05:00:00Z', now)).toBe('5 h');
    expect(approvalAge('2026-12-05T09:00:00Z', now)).toBe('1 day');
    expect(approvalAge('2026-11-27T10:00:00Z', now)).toBe('9 days');
    expect(approvalAge('2023-12-06T10:00:00Z', now)).toBe('1,096 days');
  });
  it('never reads a request from the future as negative', () => {
    expect(approvalAge('2026-12-06T10:05:00Z', now)).toBe('just now');
  });
});
