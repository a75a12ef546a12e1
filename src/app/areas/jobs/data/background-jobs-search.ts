import { JOB_OUTCOMES } from '../../../../domain/jobs/background-jobs';
import { listSearchFields } from '../../../lib/list/list-search';
import { searchEnum, searchShape, type SearchOf } from '../../../lib/search-params';

const fields = { ...listSearchFields([]), outcome: searchEnum(JOB_OUTCOMES) };

/** The Background jobs screen's URL: the page and the outcome filter (`?outcome=failed`: home's "Failed jobs"). */
export const backgroundJobsSearch = searchShape(fields);
export type BackgroundJobsSearch = SearchOf<typeof fields>;
