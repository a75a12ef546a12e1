import { MICROSITE_SORT_KEYS } from '../../../domain/microsites/list-sort-keys';
import { PACKAGE_SLOT_STATUSES } from '../../../domain/reference/limits';
import { listSearchFields } from '../../lib/list/list-search';
import { searchEnum, searchShape, type SearchOf } from '../../lib/search-params';

const fields = { ...listSearchFields(MICROSITE_SORT_KEYS), status: searchEnum(PACKAGE_SLOT_STATUSES) };

/** The microsite list's URL (route `microsite/`): page, sort and status. zod-free: it is in the route table. */
export const micrositeListSearch = searchShape(fields);
export type MicrositeListSearch = SearchOf<typeof fields>;
