import { z } from 'zod';
import { TABLE_SIZE } from '../reference/limits';

export const MAX_PAGE_SIZE = 100;

const pageMessage = 'Page must be a whole number from 0.';

/** The `page` and `size` query of a list: `size` defaults to the list's page size and is capped at `maxSize`. */
export function pageQueryOf(defaultSize: number, maxSize: number = MAX_PAGE_SIZE) {
  const sizeMessage = `Size must be between 1 and ${maxSize}.`;
  return {
    page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(0, pageMessage).default(0),
    size: z.coerce.number({ error: sizeMessage }).int(sizeMessage).min(1, sizeMessage).max(maxSize, sizeMessage).default(defaultSize),
  };
}

/** The page query of the tables (TABLE_SIZE rows a page, at most MAX_PAGE_SIZE). */
export const pageQuery = pageQueryOf(TABLE_SIZE);

export const AFTER_MESSAGE = 'After must be the id of the last row of the previous page.';

/** The optional `after` cursor of a newest-first list (an id). */
export const afterQuery = {
  after: z.coerce
    .number({ error: AFTER_MESSAGE })
    .int(AFTER_MESSAGE)
    .min(1, AFTER_MESSAGE)
    .max(2_147_483_647, AFTER_MESSAGE)
    .optional()
    .describe('Keyset cursor: the id of the last row of the previous page (optional; the same rows as page/size, without reading the pages before)'),
};
