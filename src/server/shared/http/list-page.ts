/**
 * The reports' old name for the one page query (paged.ts); the other lists import paged.ts. Kept while the reports
 * module moves to it (its files are being rewritten elsewhere), then removed.
 */
export { pageQueryOf as pageQuerySchema, pagedSchema as listPageSchema, pagingOf } from './paged';
export type { Paged as ListPage } from './paged';
