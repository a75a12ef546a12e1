import { CLIENT_TYPES, PRODUCT_TYPES, SITE_TAKEOVER_PRODUCT_ID, MICROSITE_PLACEHOLDER_ID, VIRTUAL_TOUR_PRODUCT_KEY } from '../../../domain/reference/ids';

/**
 * The catalogue the demo sells: products of every product type (1-10), package families and packages
 * named as the spec's packages are (service + tier: Basic, Premium, Premium Plus, Online Assistance,
 * Field Assistance for rent), with rate and sales prices in rupees, validity and quantity.
 * Ids are fixed so the ids the spec names (site takeover 74, microsite 75, virtual tour 82, package 110
 * validated for 180 days, package 232 used for city lookup) point at the right rows.
 */
export type ProductDef = { id: number; name: string; productTypeId: number; isNpProduct?: boolean; params: readonly string[] };

const QTY = 'quantity';
const DAYS = 'promotedDays';
const CITY = 'cityUUID';
const REGION = 'housingSubscriptionRegionId';

export const PRODUCTS: readonly ProductDef[] = [
  { id: 1, name: 'Lead Guarantee', productTypeId: PRODUCT_TYPES.MG_CONVERTED, params: [QTY, CITY] },
  { id: 2, name: 'Direct Seed Leads', productTypeId: PRODUCT_TYPES.DIRECT_SEED, params: [QTY, CITY] },
  { id: 3, name: 'Bulk Deals Listing Pack', productTypeId: PRODUCT_TYPES.BULK_DEALS, params: [QTY, DAYS] },
  { id: 4, name: 'Email Campaign', productTypeId: PRODUCT_TYPES.CAMPAIGN, params: [QTY, CITY] },
  { id: 5, name: 'Brand Spotlight', productTypeId: PRODUCT_TYPES.BRAND_PRODUCT, params: [DAYS, CITY] },
  { id: 6, name: 'Property Expo Stall', productTypeId: PRODUCT_TYPES.EVENT, params: [CITY] },
  { id: 7, name: 'Featured Listing', productTypeId: PRODUCT_TYPES.PRO_LISTING, params: [QTY, DAYS, REGION] },
  { id: 8, name: 'Premium Listing', productTypeId: PRODUCT_TYPES.PRO_LISTING, params: [QTY, DAYS, REGION] },
  { id: 9, name: 'Test Product', productTypeId: PRODUCT_TYPES.TEST, params: [] },
  { id: 10, name: 'Free Trial Listing', productTypeId: PRODUCT_TYPES.TRAIL, params: [QTY, DAYS] },
  { id: 11, name: 'Standard Listing', productTypeId: PRODUCT_TYPES.DEFAULT, params: [QTY, DAYS] },
  { id: 12, name: 'Owner Assist Plan', productTypeId: PRODUCT_TYPES.DEFAULT, params: [DAYS, CITY] },
  { id: 13, name: 'Relationship Manager Service', productTypeId: PRODUCT_TYPES.DEFAULT, params: [DAYS] },
  { id: 14, name: 'Locality Expert Badge', productTypeId: PRODUCT_TYPES.BRAND_PRODUCT, params: [DAYS, CITY] },
  { id: 15, name: 'New Project Spotlight', productTypeId: PRODUCT_TYPES.BRAND_PRODUCT, isNpProduct: true, params: [QTY, DAYS, CITY] },
  { id: 16, name: 'New Project Pinning', productTypeId: PRODUCT_TYPES.PRO_LISTING, isNpProduct: true, params: [QTY, DAYS, CITY] },
  { id: SITE_TAKEOVER_PRODUCT_ID, name: 'Site Takeover', productTypeId: PRODUCT_TYPES.BRAND_PRODUCT, params: [DAYS, CITY] },
  { id: MICROSITE_PLACEHOLDER_ID, name: 'Microsite', productTypeId: PRODUCT_TYPES.BRAND_PRODUCT, params: [DAYS] },
  { id: VIRTUAL_TOUR_PRODUCT_KEY, name: 'Virtual Tour', productTypeId: PRODUCT_TYPES.EVENT, params: [CITY] },
  { id: 83, name: 'Audience Maximizer', productTypeId: PRODUCT_TYPES.CAMPAIGN, params: [QTY, DAYS, CITY] },
];

export type PackageDef = {
  id: number;
  name: string;
  ratePrice: number;
  validityDays: number;
  quantity: number;
  clientTypeId: number | null;
  agentType: 'FoS' | 'Telesales' | 'Both';
  npType: 'Main' | 'Complimentary' | 'Not Applicable';
  propertyCategory: 'Residential' | 'Commercial' | 'Both';
  /** Product ids this package delivers. */
  products: readonly number[];
};

export type FamilyDef = { name: string; familyEvent: string; packages: readonly PackageDef[] };

const { BUILDER, BROKER, OWNER, FINANCIAL_INSTITUTION, MARKETING_AGENCY } = CLIENT_TYPES;

function pkg(id: number, name: string, ratePrice: number, validityDays: number, quantity: number, clientTypeId: number | null, products: readonly number[], extra: Partial<PackageDef> = {}): PackageDef {
  return { id, name, ratePrice, validityDays, quantity, clientTypeId, products, agentType: 'Both', npType: 'Not Applicable', propertyCategory: 'Residential', ...extra };
}

const TELE = { agentType: 'Telesales' } as const;
const FOS = { agentType: 'FoS' } as const;

export const PACKAGE_FAMILIES: readonly FamilyDef[] = [
  { name: 'Owner Plans', familyEvent: 'owner_plan', packages: [
    pkg(1, 'Owner Sell Basic', 1499, 30, 1, OWNER, [11], TELE),
    pkg(2, 'Owner Sell Premium', 3499, 60, 1, OWNER, [8, 12], TELE),
    pkg(3, 'Owner Sell Premium Plus', 6999, 90, 1, OWNER, [8, 12, 13], TELE),
    pkg(4, 'Owner Sell Online Assistance Premium', 9999, 90, 1, OWNER, [8, 12, 13], TELE),
    pkg(5, 'Owner Rent Basic', 999, 30, 1, OWNER, [11], TELE),
    pkg(6, 'Owner Rent Premium', 2499, 45, 1, OWNER, [8, 12], TELE),
    pkg(7, 'Owner Rent Premium Plus', 4499, 60, 1, OWNER, [8, 12, 13], TELE),
    pkg(8, 'Owner Rent Field Assistance Premium Plus', 7999, 60, 1, OWNER, [8, 12, 13], FOS),
  ] },
  { name: 'Tenant Plans', familyEvent: 'tenant_plan', packages: [
    pkg(9, 'Tenant Rent Basic', 799, 30, 1, OWNER, [12], TELE),
    pkg(10, 'Tenant Rent Premium', 1999, 60, 1, OWNER, [12, 13], TELE),
    pkg(11, 'Tenant Rent Premium Plus', 3499, 90, 1, OWNER, [12, 13], TELE),
  ] },
  { name: 'Broker Subscriptions', familyEvent: 'broker_subscription', packages: [
    pkg(12, 'Broker Prime Basic', 24000, 90, 20, BROKER, [7, 11], { propertyCategory: 'Both' }),
    pkg(13, 'Broker Prime Premium', 54000, 90, 50, BROKER, [7, 8, 14], { propertyCategory: 'Both' }),
    pkg(14, 'Broker Prime Premium Plus', 96000, 180, 100, BROKER, [7, 8, 14, 13], { propertyCategory: 'Both' }),
    pkg(110, 'Broker Annual Value Pack', 180000, 180, 150, BROKER, [7, 8, 14], { propertyCategory: 'Both' }),
    pkg(15, 'Broker Commercial Premium', 60000, 90, 40, BROKER, [8, 3], { propertyCategory: 'Commercial' }),
  ] },
  { name: 'Builder New Projects', familyEvent: 'new_projects', packages: [
    pkg(16, 'NP Spotlight Premium', 250000, 90, 2, BUILDER, [15, 5], { ...FOS, npType: 'Main' }),
    pkg(17, 'NP Pinning Premium Plus', 400000, 90, 3, BUILDER, [16, 15], { ...FOS, npType: 'Main' }),
    pkg(18, 'NP Complimentary Pinning', 50000, 30, 1, BUILDER, [16], { ...FOS, npType: 'Complimentary' }),
    pkg(19, 'Project Microsite', 150000, 180, 1, BUILDER, [MICROSITE_PLACEHOLDER_ID], FOS),
    pkg(20, 'Site Takeover Premium', 500000, 30, 1, BUILDER, [SITE_TAKEOVER_PRODUCT_ID], FOS),
    pkg(21, 'Virtual Tour Webinar', 75000, 30, 1, BUILDER, [VIRTUAL_TOUR_PRODUCT_KEY], FOS),
    pkg(22, 'Audience Maximizer Premium', 200000, 60, 1, BUILDER, [83], FOS),
    pkg(232, 'NP Spotlight Basic', 120000, 60, 1, BUILDER, [15], { ...FOS, npType: 'Main' }),
  ] },
  { name: 'Lead Products', familyEvent: 'lead_products', packages: [
    pkg(23, 'Lead Guarantee Premium', 180000, 90, 100, null, [1]),
    pkg(24, 'Direct Seed Premium Plus', 320000, 90, 250, null, [2, 4]),
    pkg(25, 'Bulk Deals Basic', 45000, 60, 25, BROKER, [3]),
  ] },
  { name: 'Winter Bonanza', familyEvent: 'winter_bonanza', packages: [
    pkg(26, 'Winter Bonanza Value Pack', 39999, 120, 30, BROKER, [7, 11]),
    pkg(27, 'Winter Bonanza Value Plus', 89999, 120, 80, BROKER, [7, 8, 14]),
    pkg(28, 'Winter Bonanza Trial', 0, 15, 5, null, [10], TELE),
  ] },
  { name: 'Brand and Marketing', familyEvent: 'brand_marketing', packages: [
    pkg(29, 'Home Loan Partner Branding', 350000, 180, 1, FINANCIAL_INSTITUTION, [5, 6]),
    pkg(30, 'Agency Media Pack', 150000, 90, 1, MARKETING_AGENCY, [4, 5, 83]),
    pkg(31, 'Property Expo Premium', 90000, 30, 1, null, [6]),
    pkg(32, 'Internal Test Package', 1, 7, 1, null, [9], { agentType: 'Both' }),
  ] },
];

/** The sales price: the rate price less the standard 10% channel margin, to the rupee. */
export function salesPriceOf(ratePrice: number): number {
  return Math.round(ratePrice * 0.9);
}
