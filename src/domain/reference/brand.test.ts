import { describe, expect, it } from 'vitest';
import { BRANDS, brandOf, platformForDomainId } from './brand';

describe('brand', () => {
  it('holds each platform’s ids and names', () => {
    expect(brandOf('housing')).toMatchObject({ domainId: 5, companyId: 611174, displayName: 'Housing', ticketServicePrefix: '/housingTickets' });
    expect(brandOf('makaan')).toMatchObject({ domainId: 1, companyId: 112548, displayName: 'Makaan', ticketServicePrefix: '/makaanTickets' });
    expect(BRANDS.housing.themeColour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('recognises platforms and domains', () => {
    expect(platformForDomainId(1)).toBe('makaan');
    expect(platformForDomainId(5)).toBe('housing');
    expect(platformForDomainId(2)).toBeUndefined();
  });
});
