import { describe, expect, it } from 'vitest';
import { churnScheduleInputSchema, leadsForRun, relaxedPriceRange } from './churn-schedule';

const input = {
  churn_start_date: '2030-01-01',
  churn_end_date: '2030-01-10',
  total_leads: 10,
  entity_type: 'profile',
  profile_uuid: 'p',
  search_criteria: {},
  lead_service_type: 'buy',
};
const messages = (value: unknown) => (churnScheduleInputSchema.safeParse(value).error?.issues ?? []).map((i) => i.message);

describe('churn schedule rules', () => {
  it('dates YYYY-MM-DD, start on or before end, total leads above 0, min price at most max', () => {
    expect(churnScheduleInputSchema.safeParse(input).success).toBe(true);
    expect(churnScheduleInputSchema.safeParse({ ...input, churn_end_date: '2030-01-01' }).success).toBe(true);
    expect(messages({ ...input, churn_end_date: '2030-1-10' })).toEqual(['Please enter the date as YYYY-MM-DD']);
    expect(messages({ ...input, churn_start_date: '2030-01-11' })).toEqual(['Start Date should be earlier than or equal to End Date']);
    expect(messages({ ...input, total_leads: 0 })).toEqual(['Total leads should be greater than 0']);
    expect(messages({ ...input, min_price: 2, max_price: 1 })).toEqual(['Min price should be less than or equal to Max price']);
  });

  it('relaxation widens the price range; a run spreads what is left over the days left', () => {
    expect(relaxedPriceRange({ min_price: 100, max_price: 200, min_price_relaxation: 10, max_price_relaxation: 50 })).toEqual({ min: 90, max: 300 });
    expect(leadsForRun(50, 0, 10)).toBe(5);
    expect(leadsForRun(50, 48, 10)).toBe(1);
    expect(leadsForRun(50, 50, 3)).toBe(0);
    expect(leadsForRun(7, 0, 1)).toBe(7);
  });
});
