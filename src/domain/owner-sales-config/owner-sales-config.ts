import { z } from 'zod';
import { PACKAGE_SERVICES, RENT_ONLY_PACKAGE_SERVICES, type PackageAgentType } from '../catalogue/constants';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { requiredId } from '../validation/zod-fields';

/**
 * owner-sales-config (GET and PUT /mystique/v1/owner-sales-config, paths ours): the owner and tenant telesales
 * configuration. The spec shows no layout; ours: the packages offered to owners and tenants per city and listing
 * type, with their prices (spec 001 §7 "owner and tenant package prices"), and the calling-queue settings the
 * calling issue reads: prioritised pull on or off, and the sent-link queue's stage id 98 and caseSubType 13
 * (spec 001 §9).
 */
export const OWNER_SALES_AUDIENCES = ['OWNER', 'TENANT'] as const;
export type OwnerSalesAudience = (typeof OWNER_SALES_AUDIENCES)[number];
/** BUY: a property for sale; RENT: for rent (the names isPackageServiceAllowed reads). */
export const OWNER_SALES_LISTING_TYPES = ['BUY', 'RENT'] as const;
export type OwnerSalesListingType = (typeof OWNER_SALES_LISTING_TYPES)[number];

/** Spec 001 §9: the owner calling queue for sent links uses stage id 98 and caseSubType 13. */
export const SENT_LINK_QUEUE_DEFAULTS = { stageId: 98, caseSubType: 13 } as const;
/** Agent types that sell by telephone. */
export const TELESALES_AGENT_TYPES: readonly PackageAgentType[] = ['Telesales', 'Both'];

export const OWNER_SALES_CONFIG_MESSAGES = {
  saved: 'Owner sales configuration saved',
  packageNotFound: (id: number) => `Package ${id} not found`,
  cityNotFound: (id: number) => `City ${id} not found`,
  packageInactive: (name: string) => `${name} is not active`,
  packageNotTelesales: (name: string) => `${name} is not sold by telesales (agent type must be Telesales or Both)`,
  fieldAssistanceRentOnly: (name: string) => `${name} is for rent only (Field Assistance)`,
  duplicateOffer: 'Each package once per city, audience and listing type.',
  tooManyOffers: 'At most 500 offers.',
} as const;

/** The package service named in a package name (names combine service and tier, spec 001 §9). */
export function serviceOfPackageName(name: string): (typeof PACKAGE_SERVICES)[number] | null {
  return PACKAGE_SERVICES.find((service) => name.includes(service)) ?? null;
}

/**
 * Why a package may not be offered to owners or tenants, or null when it may: it must be active, sold by
 * telesales (agent type Telesales or Both), and a Field Assistance package only on rent listings.
 */
export function ownerOfferProblem(
  pkg: { name: string; active: boolean; agentType: string },
  listingType: OwnerSalesListingType,
): string | null {
  if (!pkg.active) return OWNER_SALES_CONFIG_MESSAGES.packageInactive(pkg.name);
  if (!(TELESALES_AGENT_TYPES as readonly string[]).includes(pkg.agentType)) return OWNER_SALES_CONFIG_MESSAGES.packageNotTelesales(pkg.name);
  const service = serviceOfPackageName(pkg.name);
  if (service && RENT_ONLY_PACKAGE_SERVICES.includes(service) && listingType !== 'RENT') return OWNER_SALES_CONFIG_MESSAGES.fieldAssistanceRentOnly(pkg.name);
  return null;
}

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.positiveId) });

const positiveInt = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : VALIDATION_MESSAGES.expectedNumber) })
    .int({ error: VALIDATION_MESSAGES.positiveId })
    .positive({ error: VALIDATION_MESSAGES.positiveId })
    .max(2_147_483_647, { error: VALIDATION_MESSAGES.positiveId });

export const ownerSalesOfferInputSchema = z.object({
  cityId: requiredId(),
  audience: requiredEnum(OWNER_SALES_AUDIENCES),
  listingType: requiredEnum(OWNER_SALES_LISTING_TYPES),
  packageId: requiredId(),
});

/** PUT: the whole configuration (the offers replace the ones saved). */
export const ownerSalesConfigInputSchema = z.object({
  prioritisedPull: z.boolean({ error: VALIDATION_MESSAGES.required }),
  sentLinkStageId: positiveInt(),
  sentLinkCaseSubType: positiveInt(),
  offers: z
    .array(ownerSalesOfferInputSchema, { error: VALIDATION_MESSAGES.required })
    .max(500, { error: OWNER_SALES_CONFIG_MESSAGES.tooManyOffers })
    .refine((offers) => new Set(offers.map((o) => `${o.cityId}:${o.audience}:${o.listingType}:${o.packageId}`)).size === offers.length, {
      error: OWNER_SALES_CONFIG_MESSAGES.duplicateOffer,
    }),
});
export type OwnerSalesConfigInput = z.infer<typeof ownerSalesConfigInputSchema>;

export const ownerSalesOfferViewSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  cityName: z.string(),
  audience: z.enum(OWNER_SALES_AUDIENCES),
  listingType: z.enum(OWNER_SALES_LISTING_TYPES),
  packageId: z.number().int(),
  packageName: z.string(),
  /** Rupees. */
  ratePrice: z.number(),
  salesPrice: z.number(),
  validityDays: z.number().int(),
});
export type OwnerSalesOfferView = z.infer<typeof ownerSalesOfferViewSchema>;

/** A package that may be offered (active, agent type Telesales or Both), for the screen's picker. */
export const offerablePackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agentType: z.string(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  rentOnly: z.boolean(),
});

export const ownerSalesConfigViewSchema = z.object({
  prioritisedPull: z.boolean(),
  sentLinkStageId: z.number().int(),
  sentLinkCaseSubType: z.number().int(),
  offers: z.array(ownerSalesOfferViewSchema),
  offerablePackages: z.array(offerablePackageSchema),
  updatedAt: z.string().nullable(),
});
export type OwnerSalesConfigView = z.infer<typeof ownerSalesConfigViewSchema>;

/**
 * GET /sapna/v1/owner-package-prices and /sapna/v1/tenant-package-prices (spec 001 §7 "owner and tenant package
 * prices", paths ours): the packages offered to owners or tenants, with the price of the offer's city (the city-wide
 * price row when the catalogue has one, else the package's own price), optionally for one city and listing type.
 * Manual-dialing reads them to share a package with the case's contact.
 */
export const packagePricesQuerySchema = z.object({
  cityId: z.coerce.number({ error: VALIDATION_MESSAGES.positiveId }).int({ error: VALIDATION_MESSAGES.positiveId }).positive({ error: VALIDATION_MESSAGES.positiveId }).max(2_147_483_647, { error: VALIDATION_MESSAGES.positiveId }).optional(),
  listingType: z.enum(OWNER_SALES_LISTING_TYPES, { error: VALIDATION_MESSAGES.positiveId }).optional(),
});
export type PackagePricesQuery = z.infer<typeof packagePricesQuerySchema>;
