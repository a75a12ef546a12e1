import { describe, expect, it } from 'vitest';
import { isWithRcm, termsheetActionAllowed, type TermsheetAction } from './lifecycle';

const allowedIn = (action: TermsheetAction, sentToRcm: boolean) => [1, 2, 3, 4, 5, 6, 7].filter((statusId) => termsheetActionAllowed(action, { statusId, sentToRcm }));

describe('termsheet lifecycle', () => {
  it('downloads and shares the PDF in 1 and 2 only', () => {
    expect(allowedIn('downloadPdf', false)).toEqual([1, 2]);
    expect(allowedIn('share', true)).toEqual([1, 2]);
  });
  it('sends a draft to RCM once; RCM approves or sends it back; the agent corrects a sent-back case', () => {
    expect(allowedIn('sendToRcm', false)).toEqual([1, 2]);
    expect(allowedIn('sendToRcm', true)).toEqual([]);
    expect(allowedIn('approve', false)).toEqual([]);
    expect(allowedIn('approve', true)).toEqual([1, 2]);
    expect(allowedIn('sendBackToRam', true)).toEqual([1, 2]);
    expect(allowedIn('correctRcmCase', false)).toEqual([7]);
  });
  it('cancels only what is still editable (not 4, 5, 6)', () => {
    expect(allowedIn('cancel', false)).toEqual([1, 2, 3, 7]);
  });

  it('is with RCM only while a draft sent to RCM waits for its decision', () => {
    expect(isWithRcm({ statusId: 1, sentToRcm: true })).toBe(true);
    expect(isWithRcm({ statusId: 2, sentToRcm: true })).toBe(true);
    expect(isWithRcm({ statusId: 2, sentToRcm: false })).toBe(false);
    // Approved (3) keeps the time it was sent, but RCM has decided.
    expect(isWithRcm({ statusId: 3, sentToRcm: true })).toBe(false);
    expect(isWithRcm({ statusId: 5, sentToRcm: true })).toBe(false);
  });
});
