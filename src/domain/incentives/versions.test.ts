import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../format/ist-calendar';
import { ruleOn } from './compute';
import { isCurrentVersion, versionEndDates } from './versions';

const d = (s: string) => s as IsoDate;

describe('rule and slab versions (issue 49)', () => {
  it('ends each version the day before the next of its series takes effect; the latest stays open', () => {
    const slabs = [
      { id: 1, effectiveDate: '2024-01-01', cat: 'AM' },
      { id: 2, effectiveDate: '2024-01-01', cat: 'AM' },
      { id: 3, effectiveDate: '2024-07-01', cat: 'AM' },
      { id: 4, effectiveDate: '2024-03-01', cat: 'STM' },
    ];
    const ends = versionEndDates(slabs, (s) => s.cat, true);
    expect(Object.fromEntries(ends)).toEqual({ 1: '2024-06-30', 2: '2024-06-30', 3: null, 4: null });
  });

  it('lets a newer rule of the same date replace the older before it starts, as ruleOn picks it', () => {
    const rules = [
      { id: 1, effectiveDate: '2024-01-01' },
      { id: 2, effectiveDate: '2024-05-01' },
      { id: 3, effectiveDate: '2024-05-01' },
    ];
    const ends = versionEndDates(rules, () => 'rules', false);
    expect(Object.fromEntries(ends)).toEqual({ 1: '2024-04-30', 2: '2024-04-30', 3: null });
    // On every day the rule in force is the one whose effective date to end date holds the day.
    for (const day of ['2024-01-01', '2024-04-30', '2024-05-01', '2025-01-01'].map(d)) {
      const inForce = rules.filter((r) => r.effectiveDate <= day && (ends.get(r.id) === null || ends.get(r.id)! >= day));
      expect(inForce.map((r) => r.id)).toEqual([ruleOn(rules.map((r) => ({ ...r, effectiveDate: d(r.effectiveDate) })), day)!.id]);
    }
  });

  it('keeps versions in force today or later on the current list, the retired ones in the history', () => {
    expect(isCurrentVersion(null, d('2024-06-01'))).toBe(true);
    expect(isCurrentVersion(d('2024-06-01'), d('2024-06-01'))).toBe(true);
    expect(isCurrentVersion(d('2024-05-31'), d('2024-06-01'))).toBe(false);
  });
});
