import { can } from '../../../domain/auth/capabilities';
import {
  OWNER_SALES_CONFIG_MESSAGES,
  SENT_LINK_QUEUE_DEFAULTS,
  TELESALES_AGENT_TYPES,
  ownerOfferProblem,
  serviceOfPackageName,
  type OwnerSalesAudience,
  type OwnerSalesConfigInput,
  type OwnerSalesConfigView,
  type OwnerSalesListingType,
  type OwnerSalesOfferView,
  type PackagePricesQuery,
} from '../../../domain/owner-sales-config/owner-sales-config';
import { RENT_ONLY_PACKAGE_SERVICES } from '../../../domain/catalogue/constants';
import { forbidden, notFound, unprocessable } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './owner-sales-config.repo';

/**
 * owner-sales-config: every signed-in user reads (the calling issue's queues read the settings); `teams` writes.
 * A saved configuration replaces the offers in one transaction; each offered package must exist (404), be
 * active, be sold by telesales (Telesales or Both) and, for Field Assistance, be offered on rent listings only (422).
 */
export async function ownerSalesConfig(ctx: ServiceContext): Promise<OwnerSalesConfigView> {
  const [saved, offerRows, packageRows] = [await repo.settings(ctx.tx), await repo.offers(ctx.tx), await repo.activePackages(ctx.tx)];
  return {
    prioritisedPull: saved?.prioritisedPull ?? false,
    sentLinkStageId: saved?.sentLinkStageId ?? SENT_LINK_QUEUE_DEFAULTS.stageId,
    sentLinkCaseSubType: saved?.sentLinkCaseSubType ?? SENT_LINK_QUEUE_DEFAULTS.caseSubType,
    offers: offerRows.map((o) => ({
      ...o,
      audience: o.audience as OwnerSalesAudience,
      listingType: o.listingType as OwnerSalesListingType,
      ratePrice: Number(o.ratePrice),
      salesPrice: Number(o.salesPrice),
    })),
    offerablePackages: packageRows
      .filter((p) => (TELESALES_AGENT_TYPES as readonly string[]).includes(p.agentType))
      .map((p) => {
        const service = serviceOfPackageName(p.name);
        return { ...p, ratePrice: Number(p.ratePrice), salesPrice: Number(p.salesPrice), rentOnly: service !== null && RENT_ONLY_PACKAGE_SERVICES.includes(service) };
      }),
    updatedAt: saved?.updatedAt ? saved.updatedAt.toISOString() : null,
  };
}

export async function saveOwnerSalesConfig(ctx: ServiceContext, input: OwnerSalesConfigInput): Promise<OwnerSalesConfigView> {
  if (!can(ctx.user, 'teams')) throw forbidden();
  // Lock the settings row first: two saves at once apply one after the other.
  await repo.settings(ctx.tx, true);
  const packageIds = [...new Set(input.offers.map((o) => o.packageId))];
  const cityIds = [...new Set(input.offers.map((o) => o.cityId))];
  const found = await repo.packagesByIds(ctx.tx, packageIds);
  const missingPackage = packageIds.find((id) => !found.some((p) => p.id === id));
  if (missingPackage !== undefined) throw notFound(OWNER_SALES_CONFIG_MESSAGES.packageNotFound(missingPackage));
  const foundCities = await repo.citiesByIds(ctx.tx, cityIds);
  const missingCity = cityIds.find((id) => !foundCities.some((c) => c.id === id));
  if (missingCity !== undefined) throw notFound(OWNER_SALES_CONFIG_MESSAGES.cityNotFound(missingCity));
  for (const offer of input.offers) {
    const pkg = found.find((p) => p.id === offer.packageId);
    const problem = pkg ? ownerOfferProblem(pkg, offer.listingType) : OWNER_SALES_CONFIG_MESSAGES.packageNotFound(offer.packageId);
    if (problem) throw unprocessable(problem);
  }
  await repo.saveSettings(
    ctx.tx,
    { prioritisedPull: input.prioritisedPull, sentLinkStageId: input.sentLinkStageId, sentLinkCaseSubType: input.sentLinkCaseSubType },
    ctx.user.id,
    ctx.now,
  );
  await repo.replaceOffers(ctx.tx, input.offers);
  return ownerSalesConfig(ctx);
}

/** GET owner-package-prices / tenant-package-prices: the offers of one audience with their city's price (every signed-in user reads). */
export async function packagePrices(ctx: ServiceContext, audience: OwnerSalesAudience, query: PackagePricesQuery): Promise<OwnerSalesOfferView[]> {
  const rows = await repo.offerPrices(ctx.tx, audience, query);
  return rows.map((o) => ({
    ...o,
    audience: o.audience as OwnerSalesAudience,
    listingType: o.listingType as OwnerSalesListingType,
    ratePrice: Number(o.ratePrice),
    salesPrice: Number(o.salesPrice),
    validityDays: Number(o.validityDays),
  }));
}
