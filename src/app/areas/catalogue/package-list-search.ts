import { listSearchFields } from '../../lib/list/list-search';
import { searchEnum, searchInt, searchShape, searchString, type SearchOf } from '../../lib/search-params';

const fields = {
  ...listSearchFields([]),
  familyId: searchInt(1, 2_147_483_647),
  cityId: searchInt(1, 2_147_483_647),
  agentType: searchString(60),
  active: searchEnum(['true', 'false'] as const),
};

/** manage-packages' URL (issue 51): page and filters, so a reload or a shared link shows the same packages. zod-free (route table). */
export const packageListSearch = searchShape(fields);
export type PackageListSearch = SearchOf<typeof fields>;
