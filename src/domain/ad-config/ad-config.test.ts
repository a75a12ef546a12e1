import { describe, expect, it } from 'vitest';
import { AD_CONFIG_SECTION_DEFS, adConfigFormSchema, validateAdConfig } from './ad-product-config';
import { flatPanelInputSchema } from './flat-panel';

describe('ad-product config validators', () => {
  const am = { default_inner_radius_km: 2, default_outer_radius_km: 8, max_cards: 6, min_competitor_projects: 3, default_duration_days: 30, price_per_day: 10 };

  it('accepts a full section and collects every failing field in field order', () => {
    expect(validateAdConfig('audience_maximizer', am)).toEqual([]);
    expect(validateAdConfig('audience_maximizer', {}).map((i) => i.message)).toEqual(Array(6).fill('This field is required.'));
    expect(validateAdConfig('audience_maximizer', { ...am, max_cards: 0, min_competitor_projects: 2, price_per_day: -1 })).toEqual([
      { field: 'max_cards', message: 'Max cards should be between 1 and 6' },
      { field: 'min_competitor_projects', message: 'Min competitor projects should be between 3 and 20' },
      { field: 'price_per_day', message: 'Price per day should be greater than 0 and at most 100000000' },
    ]);
  });

  it('checks kinds: whole numbers, numbers, yes or no, unknown fields', () => {
    expect(validateAdConfig('virtual_tour', { default_duration_minutes: 30.5, max_slots_per_day: '4', min_lead_time_hours: 0, price_per_slot: 'x' }).map((i) => i.message)).toEqual([
      'Please enter a whole number',
      'Please enter a whole number',
      'Please enter a number',
    ]);
    const np = { max_projects: 1, slots_per_city: 1, default_duration_days: 1, price_per_day: 0.01, swap_allowed: 1 };
    expect(validateAdConfig('np_slots', np)).toEqual([{ field: 'swap_allowed', message: 'Please choose yes or no' }]);
    expect(validateAdConfig('np_slots', { ...np, swap_allowed: false, extra: 1 })).toEqual([{ field: 'extra', message: 'This field is not part of the section' }]);
  });

  it('checks the inner radius against the outer one only when both are valid', () => {
    expect(validateAdConfig('audience_maximizer', { ...am, default_inner_radius_km: 9 })).toEqual([
      { field: 'default_inner_radius_km', message: 'Default inner radius should not be more than the default outer radius' },
    ]);
    expect(validateAdConfig('audience_maximizer', { ...am, default_inner_radius_km: 9, default_outer_radius_km: null }).map((i) => i.field)).toEqual(['default_outer_radius_km']);
  });

  it('the form schema puts each message at values.<field>', () => {
    const result = adConfigFormSchema.safeParse({ section: 'microsite', values: { max_carousels: 11 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['values.max_carousels', 'values.max_testimonials', 'values.default_duration_days', 'values.price_per_day']);
    expect(AD_CONFIG_SECTION_DEFS.map((d) => d.section)).toEqual(['audience_maximizer', 'site_takeover', 'virtual_tour', 'microsite', 'np_slots']);
  });
});

describe('flat panel rules', () => {
  const row = (project_id: number, position: number, start_date = '2026-01-01', end_date = '2026-01-31') => ({ project_id, position, start_date, end_date, active: true });
  const messages = (projects: unknown[]) => {
    const r = flatPanelInputSchema.safeParse({ city_id: 1, projects });
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('order 1..n distinct and contiguous, projects once, start on or before end', () => {
    expect(messages([row(1, 2), row(2, 1)])).toEqual([]);
    expect(messages([row(1, 1), row(2, 1)])).toEqual(['Each order may be used once']);
    expect(messages([row(1, 1), row(2, 3)])).toEqual(['Order should run from 1 to the number of projects without gaps']);
    expect(messages([row(1, 1), row(1, 2)])).toEqual(['Each project may be listed once']);
    expect(messages([row(1, 1, '2026-02-01', '2026-01-01')])).toEqual(['Start Date should be earlier than or equal to End Date']);
    expect(messages([row(1, 1, '2026-01-01', '2026-01-01')])).toEqual([]);
    expect(messages([row(1, 1, '01-01-2026')])).toContain('Please enter a date as YYYY-MM-DD');
    expect(messages(Array.from({ length: 21 }, (_, i) => row(i + 1, (i % 20) + 1)))).toContain('At most 20 projects in the flat panel');
  });
});
