import { addDays, type IsoDate } from '../format/ist-calendar';

/**
 * Rules and slabs retire instead of piling up (issue 49). Each is a version of a series — the rules one series, the
 * slabs of one participant category another — and a version is in force from its effective date until the next
 * version of its series takes effect: its end date is the day before (null while none is later). This is the rule
 * the computation applies (ruleOn: the latest effective date on or before the day, the newest rule of a date;
 * matchSlab: the category's slabs of the latest date, which together are one version), written down per row.
 *
 * `sameDateOneVersion`: slabs of one date make one version together (each covers its own ranges); two rules of one
 * date do not — the newer replaces the older before it takes effect, so the older ends the day before its own start.
 */
export function versionEndDates<T extends { id: number; effectiveDate: string }>(
  rows: readonly T[],
  seriesOf: (row: T) => string,
  sameDateOneVersion: boolean,
): Map<number, IsoDate | null> {
  const bySeries = new Map<string, T[]>();
  for (const row of rows) bySeries.set(seriesOf(row), [...(bySeries.get(seriesOf(row)) ?? []), row]);
  const ends = new Map<number, IsoDate | null>();
  for (const series of bySeries.values()) {
    const dates = [...new Set(series.map((r) => r.effectiveDate))].sort();
    for (const row of series) {
      const next = dates.find((d) => d > row.effectiveDate);
      const replacedSameDay = !sameDateOneVersion && series.some((r) => r.effectiveDate === row.effectiveDate && r.id > row.id);
      ends.set(row.id, replacedSameDay ? addDays(row.effectiveDate as IsoDate, -1) : next ? addDays(next as IsoDate, -1) : null);
    }
  }
  return ends;
}

/** A version still counts today: in force now or taking effect later (not retired before today). */
export function isCurrentVersion(endDate: IsoDate | null, today: IsoDate): boolean {
  return endDate === null || endDate >= today;
}
