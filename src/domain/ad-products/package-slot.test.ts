import { describe, expect, it } from 'vitest';
import { bookingPlaceOf, packageSlotInputSchema, totalPagesOf } from './package-slot';
import { fullDaysOf } from './slot-availability';
import { npProjectProblem } from '../np-slots/np-slot';

const base = { opportunity_id: 7, audience_maximizer_type: 'locality', start_date: '2027-01-01', end_date: '2027-01-05', amount: 100, impressions_count: 10, polygon_id: 'p-1', locality_city: 'Pune' };
const messages = (input: object) => {
  const result = packageSlotInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('package slot rules (spec 002 §5)', () => {
  it('accepts a complete slot of each type', () => {
    expect(messages(base)).toEqual([]);
    expect(messages({ ...base, audience_maximizer_type: 'city_level', locality_city: null })).toEqual([]);
    expect(messages({ ...base, audience_maximizer_type: 'city_with_budget', min_budget: 1, max_budget: 2 })).toEqual([]);
    expect(messages({ ...base, audience_maximizer_type: 'project_level', polygon_id: null, am_target_polygon_id: 'l-1', project_ids: [1, 2, 3, 4] })).toEqual([]);
  });
  it("says 'Please enter {title}' for each missing field the type needs", () => {
    expect(messages({ ...base, polygon_id: '' })).toContain('Please enter Polygon');
    expect(messages({ ...base, locality_city: null })).toContain('Please enter Locality City');
    expect(messages({ ...base, audience_maximizer_type: 'city_with_budget' })).toEqual(expect.arrayContaining(['Please enter Min Budget', 'Please enter Max Budget']));
    expect(messages({ ...base, audience_maximizer_type: 'project_level' })).toEqual(expect.arrayContaining(['Please enter Primary Project', 'Please enter Target Polygon']));
    expect(messages({ ...base, opportunity_id: null, audience_maximizer_type: null })).toEqual(expect.arrayContaining(['Please enter Opportunity ID', 'Please enter Audience Maximizer Type']));
  });
  it('amount above 0, start on or before end, competitors (3, not the primary), cards 1-6 and at most 6', () => {
    expect(messages({ ...base, amount: 0 })).toContain('Please enter an amount greater than 0');
    // Blank: the server takes the sold package mapping's amount (issue 50).
    expect(messages({ ...base, amount: null })).not.toContain('Please enter an amount greater than 0');
    expect(messages({ ...base, start_date: '2027-02-01' })).toContain('Start Date should be earlier than or equal to End Date');
    const project = { ...base, audience_maximizer_type: 'project_level', am_target_polygon_id: 'l-1' };
    expect(messages({ ...project, project_ids: [1, 1, 2, 3] })).toContain('Please select competitor projects different than the primary project');
    expect(messages({ ...project, project_ids: [1, 2, 3] })).toContain('Please select at least 3 competitor projects');
    expect(messages({ ...base, cards: [{ priority: 7, title: 'x' }] })).toContain('Card priority must be between 1 and 6');
    expect(messages({ ...base, cards: Array.from({ length: 7 }, (_, i) => ({ priority: (i % 6) + 1, title: 'x' })) })).toContain('At most 6 cards');
    expect(messages({ ...base, cards: [{ priority: 1, title: 'a' }, { priority: 1, title: 'b' }] })).toContain('Each card needs its own priority');
    expect(messages({ ...base, inner_churn_radius: -1 })).toContain('Please enter a radius of 0 or more');
  });
  it('total pages add one when there is a next page; the booked place of a slot', () => {
    expect(totalPagesOf(1, false)).toBe(1);
    expect(totalPagesOf(3, true)).toBe(4);
    expect(bookingPlaceOf({ audience_maximizer_type: 'project_level', polygon_id: null, project_ids: [9, 1] })).toBe('project:9');
    expect(bookingPlaceOf({ audience_maximizer_type: 'locality', polygon_id: 'u', project_ids: [] })).toBe('polygon:u');
  });
  it('full days are those where the bookings reach the capacity', () => {
    const booked = [{ startDate: '2027-01-02', endDate: '2027-01-03' }, { startDate: '2027-01-03', endDate: '2027-01-04' }];
    expect(fullDaysOf('2027-01-01', '2027-01-05', booked, 1)).toEqual(['2027-01-02', '2027-01-03', '2027-01-04']);
    expect(fullDaysOf('2027-01-01', '2027-01-05', booked, 2)).toEqual(['2027-01-03']);
    // Bookings reaching past either end of the range count only inside it; those outside it not at all.
    const wide = [{ startDate: '2026-12-20', endDate: '2027-01-02' }, { startDate: '2027-01-04', endDate: '2027-02-10' }, { startDate: '2027-03-01', endDate: '2027-03-02' }];
    expect(fullDaysOf('2027-01-01', '2027-01-05', wide, 1)).toEqual(['2027-01-01', '2027-01-02', '2027-01-04', '2027-01-05']);
    expect(fullDaysOf('2027-01-01', '2027-01-05', wide, 2)).toEqual([]);
  });
  it('NP project checks: cover image first, then a priced configuration', () => {
    expect(npProjectProblem({ hasCoverImage: false, configurations: [] })).toBe('Selected Project has no cover image. Please raise a Storm Ticket for the same.');
    expect(npProjectProblem({ hasCoverImage: true, configurations: [{ price: null }] })).toBe('Selected Project has no configuration with available price. Please select some other project');
    expect(npProjectProblem({ hasCoverImage: true, configurations: [{ price: 10 }] })).toBeNull();
  });
});
