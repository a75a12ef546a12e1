import { COMPANY_IDS, DOMAIN_IDS } from './ids';

/** The deployment's brand (ARCHITECTURE.md: PLATFORM=housing | makaan). */
export type Platform = 'housing' | 'makaan';
export const PLATFORMS: readonly Platform[] = ['housing', 'makaan'];

export interface Brand {
  platform: Platform;
  domainId: number;
  companyId: number;
  displayName: string;
  /** The brand's primary colour, for the theme. */
  themeColour: string;
  /** Service prefix of the ticketing API. */
  ticketServicePrefix: string;
}

/**
 * The spec shows only the makaan ticket prefix ('/makaanTickets/api/v1/ticket/create'); '/housingTickets'
 * follows the same pattern and is our choice. Theme colours are ours too (the spec shows none).
 */
export const BRANDS: Record<Platform, Brand> = {
  housing: {
    platform: 'housing',
    domainId: DOMAIN_IDS.HOUSING,
    companyId: COMPANY_IDS.HOUSING,
    displayName: 'Housing',
    themeColour: '#5e23dc',
    ticketServicePrefix: '/housingTickets',
  },
  makaan: {
    platform: 'makaan',
    domainId: DOMAIN_IDS.MAKAAN,
    companyId: COMPANY_IDS.MAKAAN,
    displayName: 'Makaan',
    themeColour: '#d6283e',
    ticketServicePrefix: '/makaanTickets',
  },
};

export function brandOf(platform: Platform): Brand {
  return BRANDS[platform];
}

export function platformForDomainId(domainId: number): Platform | undefined {
  return PLATFORMS.find((p) => BRANDS[p].domainId === domainId);
}

