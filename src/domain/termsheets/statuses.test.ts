import { describe, expect, it } from 'vitest';
import {
  canAddTermsheet,
  isTermsheetEditable,
  isTermsheetPdfAllowed,
  TERMSHEET_ACCEPTANCE_STATUSES,
  TERMSHEET_STATUSES,
  termsheetStatusName,
} from './statuses';

describe('termsheet statuses', () => {
  it('keeps the spec ids', () => {
    expect(TERMSHEET_STATUSES.APPROVED).toBe(3);
    expect(TERMSHEET_STATUSES.CANCELLED).toBe(5);
    expect(TERMSHEET_STATUSES.SENT_TO_RAM).toBe(7);
    expect(TERMSHEET_ACCEPTANCE_STATUSES).toEqual({ ACCEPTED: 5, REJECTED: 6, EXPIRED: 7 });
    expect(termsheetStatusName(5)).toBe('Cancelled');
  });

  it('blocks adding while a termsheet is in 1, 2 or 3', () => {
    expect(canAddTermsheet([])).toBe(true);
    expect(canAddTermsheet([4, 5, 6, 7])).toBe(true);
    for (const status of [1, 2, 3]) expect(canAddTermsheet([5, status])).toBe(false);
  });

  it('allows the PDF in 1 and 2, edits outside 4, 5, 6', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isTermsheetPdfAllowed)).toEqual([1, 2]);
    expect([1, 2, 3, 4, 5, 6, 7].filter((s) => !isTermsheetEditable(s))).toEqual([4, 5, 6]);
  });
});
