import { useResource } from '../../../lib/data/use-resource';
import { fetchCities } from './cities';
import { fetchFamilies } from './families';
import { fetchProducts } from './products';

/** The lists every catalogue screen picks from: families, products, cities. */
export function useCatalogueLists() {
  const families = useResource('catalogue:families', (signal) => fetchFamilies(signal));
  const products = useResource('catalogue:products', (signal) => fetchProducts(signal).then((p) => p.results));
  const cities = useResource('catalogue:cities', (signal) => fetchCities(signal));
  return { families, products, cities };
}
