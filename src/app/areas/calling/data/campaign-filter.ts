import type { CampaignDefinition } from './campaigns-api';

type Filter = CampaignDefinition['filters'][number];
type FilterValue = Filter['values'][number];

/**
 * The campaignDefinitionFilter from the dialog's choices (each the text of one of the definition's values, '' for
 * any): a numeric value is a stage id, sent as a list; booleans and text as they are.
 */
export function filterOf(filters: readonly Filter[], chosen: Readonly<Record<string, string>>): Record<string, FilterValue | number[]> {
  const out: Record<string, FilterValue | number[]> = {};
  for (const f of filters) {
    const value = f.values.find((v) => String(v) === chosen[f.key]);
    if (value === undefined) continue;
    out[f.key] = typeof value === 'number' ? [value] : value;
  }
  return out;
}

/** The dialog's choices from a saved filter (a list shows its first value). */
export function filterChoicesOf(filters: readonly Filter[], filter: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    filters.map((f) => {
      const value = filter[f.key];
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return [f.key, first === undefined || first === null ? '' : String(first as FilterValue)];
    }),
  );
}

/** 'Queue: owner · Stage ids: 98', or 'All cases' for an empty filter. */
export function filterText(filter: Readonly<Record<string, unknown>>, filters: readonly Filter[]): string {
  const parts = Object.entries(filter).map(([key, value]) => `${filters.find((f) => f.key === key)?.label ?? key}: ${Array.isArray(value) ? value.join(', ') : String(value as FilterValue)}`);
  return parts.length ? parts.join(' · ') : 'All cases';
}
