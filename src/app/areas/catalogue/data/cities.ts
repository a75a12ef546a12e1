import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import { call } from '../../../lib/api/call';
import { referenceEndpoints } from '../../../../domain/reference/reference.endpoints';

export type CityChoice = { id: number; name: string };

/**
 * The catalogue's cities (spec 001 §9: package 232 is used for city lookup): the cities where package 232 has a
 * price in effect today, by name (GET /sapna/v2/package-price/cities). The catalogue screens' city choices.
 */
export const fetchCatalogueCities = (signal?: AbortSignal) => call(catalogueEndpoints.cities, { signal });

/** The city choices with a stored record's own city kept among them (a city that has since left the catalogue). */
export function withStoredCity(choices: readonly CityChoice[], id: number | null | undefined, name: string | null | undefined): CityChoice[] {
  if (id === null || id === undefined || choices.some((c) => c.id === id)) return [...choices];
  return [...choices, { id, name: name ?? String(id) }];
}

/** Every city of the reference data (pricing package 232 itself: how a city joins the catalogue's cities). */
export async function fetchCities(signal?: AbortSignal): Promise<{ id: number; name: string }[]> {
  const data = await call(referenceEndpoints.referenceData, { signal, cache: {} });
  return data.cities;
}

export const fetchLocalities = (cityId: number, signal?: AbortSignal) => call(catalogueEndpoints.localities, { query: { cityId }, signal });
