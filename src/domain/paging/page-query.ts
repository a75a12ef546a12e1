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
