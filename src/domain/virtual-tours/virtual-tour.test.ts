import { describe, expect, it } from 'vitest';
import { createVirtualTourSlotSchema, indexVirtualTourSlots, replaceInStore, virtualTourChangeProblem, type VirtualTourSlot } from './virtual-tour';

const slot = (id: number, status_id = 1): VirtualTourSlot => ({
  id,
  opportunity_id: 1,
  profile_uuid: 'p',
  profile_type: null,
  event_id: null,
  polygon_uuids: ['x'],
  amount: 1,
  webinar_start_date_time: '2099-01-01T10:00:00+0530',
  webinar_end_date_time: '2099-01-01T11:00:00+0530',
  promoted_listing_id: null,
  service_type: 'buy',
  remarks: null,
  poc_details: null,
  selling_type: 'paid',
  status_id,
  status_name: 'Scheduled',
  is_final: false,
});

describe('virtual-tour contract', () => {
  it("updating a slot the store does not hold is 'Data not present in store'", () => {
    const store = indexVirtualTourSlots([slot(1)]);
    expect(replaceInStore(store, slot(2)).error).toBe('Data not present in store');
    const next = replaceInStore(store, { ...slot(1), remarks: 'new' });
    expect(next.error).toBeNull();
    expect(next.store[1]!.remarks).toBe('new');
  });

  it('final slots refuse changes', () => {
    expect(virtualTourChangeProblem({ status_id: 4 })).toBe('This slot is Cancelled and cannot be changed');
    expect(virtualTourChangeProblem({ status_id: 9 })).toBe('This slot is Promotion Ended and cannot be changed');
    expect(virtualTourChangeProblem({ status_id: 1 })).toBeNull();
  });

  it('create needs products keyed 82 with polygons, an amount above 0 and start before end', () => {
    const base = {
      payment_details: { amount: 10 },
      products: { '82': { polygon_uuids: ['a'] } },
      profile_uuid: 'p',
      opportunity_id: 1,
      product_details: { webinar_start_date_time: '2099-01-01T10:00:00+0530', webinar_end_date_time: '2099-01-01T11:00:00+0530', service_type: 'buy', selling_type: 'paid' },
    };
    expect(createVirtualTourSlotSchema.safeParse(base).success).toBe(true);
    const messages = (input: unknown) => (createVirtualTourSlotSchema.safeParse(input).error?.issues ?? []).map((i) => i.message);
    expect(messages({ ...base, payment_details: { amount: -1 } })).toContain('Please enter an amount greater than 0');
    expect(messages({ ...base, products: { '82': { polygon_uuids: [] } } })).toContain('Please select at least one polygon');
    expect(messages({ ...base, product_details: { ...base.product_details, webinar_end_date_time: '2099-01-01T09:00:00+0530' } })).toContain(
      'Start Date should be earlier than or equal to End Date',
    );
    expect(messages({ ...base, profile_uuid: '' })).toContain('Please enter profile');
  });
});
