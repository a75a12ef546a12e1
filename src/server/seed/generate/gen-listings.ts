import { formatIndianNumber } from '../../../domain/format/indian-grouping';
import type { ListingType } from '../../../domain/reference/limits';
import { CLIENT_TYPES } from '../../../domain/reference/ids';
import { listingLeads, listings } from '../../db/schema/index';
import { between, daysBefore, rupeesText, slug, type AccountDraft, type GenContext } from '../context';
import type { OpportunityDraft } from './gen-opportunities';
import type { Rng } from './random';

const TYPE_WEIGHTS: Record<number, readonly (readonly [ListingType, number])[]> = {
  [CLIENT_TYPES.BROKER]: [['BUY', 50], ['RENT', 30], ['COMMERCIAL', 15], ['PG', 5]],
  [CLIENT_TYPES.OWNER]: [['BUY', 45], ['RENT', 45], ['PG', 10]],
  [CLIENT_TYPES.BUILDER]: [['BUY', 90], ['COMMERCIAL', 10]],
};
const PROPERTY_KINDS = ['Apartment', 'Independent Floor', 'Villa', 'Builder Floor'] as const;

function priceRupees(rng: Rng, type: ListingType, tier: number, bhk: number): number {
  const scale = tier === 1 ? 1 : tier === 2 ? 0.6 : 0.4;
  switch (type) {
    case 'BUY': return Math.round((rng.int(30, 120) * bhk * 100_000 * scale) / 10_000) * 10_000;
    case 'RENT': return Math.round((rng.int(6, 30) * bhk * 1000 * scale) / 500) * 500;
    case 'PG': return Math.round((rng.int(6, 20) * 1000 * scale) / 500) * 500;
    default: return rng.chance(0.5) ? Math.round(rng.int(50, 800) * 100_000 * scale) : Math.round(rng.int(40, 500) * 1000 * scale);
  }
}

/** Indian style: 1.25 Cr, 85 L, 45,000. */
function formattedPrice(rupees: number): string {
  if (rupees >= 1_00_00_000) return `${(rupees / 1_00_00_000).toFixed(2).replace(/\.?0+$/, '')} Cr`;
  if (rupees >= 1_00_000) return `${(rupees / 1_00_000).toFixed(2).replace(/\.?0+$/, '')} L`;
  return formatIndianNumber(rupees, 0);
}

function title(rng: Rng, type: ListingType, bhk: number, locality: string): { title: string; kind: string } {
  if (type === 'PG') {
    const who = rng.pick(['Boys', 'Girls', 'Co-living']);
    return { title: `PG for ${who} in ${locality}`, kind: 'PG' };
  }
  if (type === 'COMMERCIAL') {
    const kind = rng.pick(['Office Space', 'Shop', 'Showroom', 'Co-working Space']);
    return { title: `${kind} for ${rng.chance(0.5) ? 'Sale' : 'Rent'} in ${locality}`, kind };
  }
  const kind = rng.pick(PROPERTY_KINDS);
  return { title: `${bhk} BHK ${kind} for ${type === 'BUY' ? 'Sale' : 'Rent'} in ${locality}`, kind };
}

/**
 * Listings of the account's seller profile (BUY, RENT, PG, COMMERCIAL; ACTIVE, PENDING, INACTIVE, EXPIRED), some
 * paid, some paid with activation pending, with payability flags; some paid ones are tagged to a listing
 * product of a closed deal. Lead counts per listing fall over the last six months.
 */
export function generateListings(ctx: GenContext, rng: Rng, account: AccountDraft, opps: readonly OpportunityDraft[], showcase: boolean): void {
  const weights = TYPE_WEIGHTS[account.clientTypeId];
  if (!account.housingProfileId || !weights) return;
  if (!showcase && !rng.chance(0.55 * ctx.density.listings)) return;
  const count = account.clientTypeId === CLIENT_TYPES.BROKER ? rng.int(2, 8) : account.clientTypeId === CLIENT_TYPES.BUILDER ? rng.int(1, 4) : rng.int(1, 2);
  const taggable = opps.filter((o) => o.statusId === 2).flatMap((o) => o.opms.flatMap((m) => m.productMappingIds));
  const { anchor, writer, alloc } = ctx;
  for (let i = 0; i < count; i++) {
    const id = alloc.id(listings);
    const type = rng.weighted(weights);
    const bhk = rng.int(1, 4);
    const locality = rng.chance(0.7) ? account.locality : rng.pick(account.city.localities);
    const t = title(rng, type, bhk, locality.name);
    const price = priceRupees(rng, type, account.city.tier, bhk);
    const status = rng.weighted([['ACTIVE', 60], ['PENDING', 15], ['INACTIVE', 15], ['EXPIRED', 10]] as const);
    const paid = rng.chance(0.3);
    const pendingActivation = !paid && rng.chance(0.1);
    const dateAdded = between(rng, new Date(Math.max(account.createdAt.getTime(), daysBefore(anchor, 365).getTime())), anchor);
    const newProject = account.clientTypeId === CLIENT_TYPES.BUILDER && account.projects.length > 0;
    const area = rng.int(450, 900) * bhk;
    writer.add(listings, {
      id,
      profileUuid: account.housingProfileId,
      listingType: type,
      title: newProject ? `${account.projects[0]?.name ?? t.title}: ${t.title}` : t.title,
      status,
      price: rupeesText(price * 100),
      cityId: account.city.id,
      localityId: locality.id,
      inventoryCanonicalUrl: `/${type.toLowerCase()}/${slug(account.city.name)}/${slug(locality.name)}/${id}-${slug(t.title)}-for-rs-${price}`,
      polygonsHash: rng.hex(12),
      imagesHash: rng.chance(0.85) ? rng.hex(16) : null,
      inventoryConfigs: JSON.stringify([{ bhk: type === 'PG' || type === 'COMMERCIAL' ? null : bhk, propertyType: t.kind, areaSqft: area, price, formattedPrice: formattedPrice(price) }]),
      isPaidListing: paid,
      paymentDoneActivationPending: pendingActivation,
      isListingPayable: rng.chance(0.85),
      isListingAdPackageBought: paid && rng.chance(0.4),
      isNewProject: newProject,
      taggedProductMappingId: paid && taggable.length > 0 && rng.chance(0.5) ? rng.pick(taggable) : null,
      dateAdded,
    });
    if (status === 'EXPIRED') continue;
    const leadRows = Math.round(rng.int(2, 8) * ctx.density.leads);
    const since = new Date(Math.max(dateAdded.getTime(), daysBefore(anchor, 182).getTime()));
    for (let j = 0; j < leadRows; j++) {
      writer.add(listingLeads, { id: alloc.id(listingLeads), listingId: id, service: type.toLowerCase(), leadCount: rng.int(1, 25), leadDate: between(rng, since, anchor) });
    }
  }
}
