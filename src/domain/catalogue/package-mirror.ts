import { z } from 'zod';
import { packageOptionSchema, type PackageOption } from './package-option';

/**
 * What the device keeps of the catalogue (issue 11 "Offline"): the packages the opportunity page's package picker
 * can offer (active, campaign families' 'Value' packages only), in the server's order (name, id), with only the
 * fields the picker shows, and each package's price per city for the syncing agent (their region's, else the
 * city's: price-resolution.ts; the price GET /sapna/v2/packages answers them for an opportunity in that city). Part of the sync snapshot's reference data, so a catalogue write (which bumps
 * the reference version) reaches devices at their next pull. The copy holds the cities of the opportunities in the
 * user's scope (the picker opens on an opportunity); for another city it has no answer and the server answers.
 */
export const mirroredPackageSchema = packageOptionSchema
  // ratePrice and salesPrice: the package's own, applying where the city has no price of its own; a null cityId
  // (clientTypeId): every city (client type).
  .pick({ id: true, name: true, packageFamilyName: true, ratePrice: true, salesPrice: true, validityDays: true, quantity: true, cityId: true, clientTypeId: true })
  .extend({ productNames: z.array(z.string()) });
export type MirroredPackage = z.infer<typeof mirroredPackageSchema>;

export const mirroredPackagePriceSchema = z.object({
  packageId: z.number().int(),
  cityId: z.number().int(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  validityDays: z.number().int(),
});

/** The catalogue part of the device's reference data. */
export const mirroredCatalogueSchema = z.object({
  packages: z.array(mirroredPackageSchema),
  packagePrices: z.array(mirroredPackagePriceSchema),
  /** The cities the copy answers for (those of the opportunities in the user's scope); others ask the server. */
  packageCityIds: z.array(z.number().int()),
});
export type MirroredCatalogue = z.infer<typeof mirroredCatalogueSchema>;

/** One option of the package picker (from the mirror or from GET /sapna/v2/packages). */
export type PackagePickerOption = Omit<MirroredPackage, 'cityId' | 'clientTypeId'>;

/** The picker's view of one GET /sapna/v2/packages row. */
export function pickerOptionOf(option: PackageOption): PackagePickerOption {
  return {
    id: option.id,
    name: option.name,
    packageFamilyName: option.packageFamilyName,
    ratePrice: option.ratePrice,
    salesPrice: option.salesPrice,
    validityDays: option.validityDays,
    quantity: option.quantity,
    productNames: option.products.map((p) => p.productName),
  };
}

/**
 * GET /sapna/v2/packages?cityId&clientTypeId answered from the mirrored lists (as
 * src/server/modules/opportunities/catalogue.service.ts does): packages for the city (or every city) and the client
 * type (or every client type), in the mirrored order, at the city's price when it has one. undefined: the copy
 * does not hold that city (or no city was given), so it cannot answer.
 */
export function packagePickerOptions(mirrored: MirroredCatalogue, filter: { cityId: number | null; clientTypeId: number | null }): PackagePickerOption[] | undefined {
  const { cityId, clientTypeId } = filter;
  // Without a city the server offers every city's packages; the copy holds only the scope's cities.
  if (cityId === null || !mirrored.packageCityIds.includes(cityId)) return undefined;
  const cityPrices = new Map(mirrored.packagePrices.filter((p) => p.cityId === cityId).map((p) => [p.packageId, p]));
  return mirrored.packages
    .filter((p) => (p.cityId === null || p.cityId === cityId) && (clientTypeId === null || p.clientTypeId === null || p.clientTypeId === clientTypeId))
    .map(({ cityId: _city, clientTypeId: _clientType, ...p }) => {
      const price = cityPrices.get(p.id);
      return price ? { ...p, ratePrice: price.ratePrice, salesPrice: price.salesPrice, validityDays: price.validityDays } : p;
    });
}
