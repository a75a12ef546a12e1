import { useResource } from '../../../lib/data/use-resource';
import { fetchCatalogueCities } from './cities';
import { fetchFamilies } from './families';
import { fetchProducts } from './products';

/** The lists every catalogue screen picks from: families, products, the catalogue's cities (package 232's city lookup). */
export function useCatalogueLists() {
  const families = useResource('catalogue:families', (signal) => fetchFamilies(signal));
  const products = useResource('catalogue:products', (signal) => fetchProducts(signal).then((p) => p.results));
  const cities = useResource('catalogue:cities', (signal) => fetchCatalogueCities(signal));
  return { families, products, cities };
}
