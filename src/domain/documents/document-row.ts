import type { z } from 'zod';
import { rowId } from '../sync/row-fields';
import { documentViewSchema } from './document-schema';

/**
 * A document as the device mirrors it (issue 15: a record's documents are readable offline): the documents of the
 * opportunities in the user's scope and of their termsheets and payments, metadata only (a file is kept by the
 * browser once opened). The answer's fields (GET /pixie/data/v1/entity/document) plus the opportunity and account it
 * hangs under.
 */
export const documentRowSchema = documentViewSchema.extend({
  opportunityId: rowId,
  accountId: rowId,
});

export type DocumentRow = z.infer<typeof documentRowSchema>;
