import { describe, expect, it } from 'vitest';
import { BRANDS, brandOf, isPlatform, platformForDomainId, ticketServicePath } from './brand';

describe('brand', () => {
  it('holds each platform’s ids and names', () => {
    expect(brandOf('housing')).toMatchObject({ domainId: 5, companyId: 611174, displayName: 'Housing', ticketServicePrefix: '/housingTickets' });
    expect(brandOf('makaan')).toMatchObject({ domainId: 1, companyId: 112548, displayName: 'Makaan', ticketServicePrefix: '/makaanTickets' });
    expect(BRANDS.housing.themeColour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('builds ticket service paths like the spec example', () => {
    expect(ticketServicePath('makaan', '/api/v1/ticket/create')).toBe('/makaanTickets/api/v1/ticket/create');
    expect(ticketServicePath('housing', 'api/v1/ticket/search')).toBe('/housingTickets/api/v1/ticket/search');
  });

  it('recognises platforms and domains', () => {
    expect(isPlatform('housing')).toBe(true);
    expect(isPlatform('Housing')).toBe(false);
    expect(platformForDomainId(1)).toBe('makaan');
    expect(platformForDomainId(5)).toBe('housing');
    expect(platformForDomainId(2)).toBeUndefined();
  });
});
