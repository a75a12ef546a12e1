import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import { allowedActivityTypes, gstOf, listingHistoryWindow, siteTakeoverCardKind } from './limits';

describe('limits', () => {
  it('timeouts and notices', () => {
    expect(limits.REQUEST_TIMEOUT_MS).toBe(15_000_000);
    expect(limits.RENEWAL_REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(limits.PERFORMANCE_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(limits.SNACKBAR_DURATION_MS).toBe(4000);
    expect(limits.REPORT_SUCCESS_SNACKBAR_DURATION_MS).toBe(5000);
    expect(limits.DEBOUNCE_MS).toBe(300);
    expect(limits.COMMENT_REFRESH_DELAY_MS).toBe(1000);
    expect(limits.CACHE_DEFAULT_EXPIRY_MS).toBe(86_400_000);
  });

  it('paging', () => {
    expect(limits.TABLE_SIZE).toBe(10);
    expect([limits.ACCOUNT_SEARCH_PAGE_SIZE, limits.COMMENTS_SEARCH_SIZE]).toEqual([100, 20]);
    expect(limits.ENTITY_SEARCH_MAX_IDS).toBe(100);
    expect(limits.POLYGON_SUGGEST_SIZE).toBe(20);
    expect(limits.PERFORMANCE_PAGE_SIZE).toEqual({ INDIVIDUAL: 100, TEAM: 1000 });
    expect(limits.AUDIENCE_MAXIMIZER_PAGE_SIZE).toBe(10);
  });

  it('GST 18% rounded to the paisa', () => {
    expect(limits.GST_RATE_PERCENT).toBe(18);
    expect(gstOf(100)).toBe(18);
    expect(gstOf(0.1)).toBe(0.02);
    expect(gstOf(0.25)).toBe(0.05); // 4.5 paise rounds up
    expect(gstOf(1234567.89)).toBe(222222.22);
    expect(gstOf(0)).toBe(0);
    expect(limits.PAYMENT_DUE_WINDOW_DAYS).toBe(30);
  });

  it('listing history: 6 months back through tomorrow, Kolkata days', () => {
    expect(listingHistoryWindow(new Date('2024-08-31T10:00:00Z'))).toEqual({ startDate: '2024-02-29', endDate: '2024-09-01' });
    // 20:00 UTC on 31 Dec is 1 Jan in Kolkata.
    expect(listingHistoryWindow(new Date('2024-12-31T20:00:00Z'))).toEqual({ startDate: '2024-07-01', endDate: '2025-01-02' });
    expect(limits.ACTIVE_LISTING_STATUSES).toEqual(['ACTIVE', 'PENDING']);
    expect(limits.LISTING_TYPES).toEqual(['BUY', 'RENT', 'PG', 'COMMERCIAL']);
  });

  it('comment activity types: owner area allows Call only', () => {
    expect(allowedActivityTypes('general')).toEqual(['Email', 'Call', 'Dropin', 'Meeting']);
    expect(allowedActivityTypes('owner')).toEqual(['Call']);
  });

  it('slot cards and site-takeover priorities', () => {
    expect(limits.SLOT_CARD_COUNT).toBe(6);
    expect([1, 6, 7, 8].map(siteTakeoverCardKind)).toEqual(['banner', 'banner', 'banner', 'banner']);
    expect([2, 3, 4, 5].map(siteTakeoverCardKind)).toEqual(['front', 'front', 'front', 'front']);
    expect([9, 10].map(siteTakeoverCardKind)).toEqual(['logo', 'logo']);
    expect(siteTakeoverCardKind(11)).toBeUndefined();
  });

  it('reference lists', () => {
    expect(limits.VIRTUAL_TOUR_FINAL_STATUS_IDS).toEqual([4, 9]);
    expect(limits.VIRTUAL_TOUR_STATUS_NAMES).toEqual({ 4: 'Cancelled', 9: 'Promotion Ended' });
    expect(limits.AUDIENCE_MAXIMIZER_TYPES).toEqual(['locality', 'city_with_budget', 'project_level', 'city_level']);
    expect(limits.DOCUMENT_TYPES.Payment).toEqual(['Cheque', 'Deposit Slip', 'Demand Draft', 'Credit Approval']);
    expect(limits.DOCUMENT_TYPES.Termsheet).toEqual(['Signed Termsheet']);
    expect(limits.SALES_CONNECT_CAMPAIGNS).toEqual(['direct_partners_page', 'call_center_number']);
    expect(limits.RENEWAL_BUCKETS).toEqual(['30D', '30-45D', '45-60D', '60-90D', '>90D']);
    expect(limits.LAPSED_UPCOMING_BUCKETS.map((b) => b.label)).toEqual(['7', '8-15', '16-30', '31-60', '61-180']);
  });
});
