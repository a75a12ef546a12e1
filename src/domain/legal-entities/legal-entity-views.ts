import type { z } from 'zod';
import type { addressRowSchema } from './legal-entity-row';
import { legalEntityRowSchema } from './legal-entity-row';

// A legal entity as the legal-entity routes answer it (GET /sapna/v2/account-legal-entity/account/{id}): the
// mirrored row's fields. The server's routes declare the schema; its presenter and the console use the types.

export const legalEntityViewSchema = legalEntityRowSchema;

/** An address as the server answers it; null on a legal entity when missing ('Not available'). */
export type AddressView = z.infer<typeof addressRowSchema>;

/** A legal entity with its billing and shipping addresses. */
export type LegalEntity = z.infer<typeof legalEntityViewSchema>;
