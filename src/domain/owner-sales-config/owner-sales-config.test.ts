import { describe, expect, it } from 'vitest';
import { ownerOfferProblem, ownerSalesConfigInputSchema } from './owner-sales-config';

describe('owner sales config', () => {
  const pkg = (name: string, agentType = 'Telesales', active = true) => ({ name, agentType, active });

  it('offers only active telesales packages, Field Assistance for rent only', () => {
    expect(ownerOfferProblem(pkg('Online Assistance Premium'), 'BUY')).toBeNull();
    expect(ownerOfferProblem(pkg('Online Assistance Premium', 'Both'), 'BUY')).toBeNull();
    expect(ownerOfferProblem(pkg('Online Assistance Premium', 'FoS'), 'BUY')).toBe('Online Assistance Premium is not sold by telesales (agent type must be Telesales or Both)');
    expect(ownerOfferProblem(pkg('Online Assistance Premium', 'Both', false), 'BUY')).toBe('Online Assistance Premium is not active');
    expect(ownerOfferProblem(pkg('Field Assistance Basic'), 'RENT')).toBeNull();
    expect(ownerOfferProblem(pkg('Field Assistance Basic'), 'BUY')).toBe('Field Assistance Basic is for rent only (Field Assistance)');
  });

  it('refuses the same offer twice and says what is missing', () => {
    const offer = { cityId: 1, audience: 'OWNER', listingType: 'RENT', packageId: 5 };
    const base = { prioritisedPull: true, sentLinkStageId: 98, sentLinkCaseSubType: 13 };
    expect(ownerSalesConfigInputSchema.safeParse({ ...base, offers: [offer, offer] }).error?.issues[0]?.message).toBe('Each package once per city, audience and listing type.');
    expect(ownerSalesConfigInputSchema.safeParse({ ...base, offers: [{ ...offer, audience: '' }] }).error?.issues[0]?.message).toBe('This field is required.');
    expect(ownerSalesConfigInputSchema.safeParse({ offers: [] }).error?.issues.map((i) => i.message)).toEqual(['This field is required.', 'This field is required.', 'This field is required.']);
  });
});
