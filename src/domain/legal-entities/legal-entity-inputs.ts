import { z } from 'zod';
import { patternValidator } from '../validation/validator';
import { optionalUpperText, requiredId } from '../validation/zod-fields';
import { addressSchema, addressTypeSchema } from './address-schema';
import { legalEntityCreateSchema, legalEntityUpdateSchema } from './legal-entity-schema';
import { LEGAL_ENTITY_MESSAGES, TAN_PATTERN } from './legal-entity-messages';

const tan = optionalUpperText(patternValidator(TAN_PATTERN, LEGAL_ENTITY_MESSAGES.tan));
const baseVersion = z.number().int().positive().nullish();

/** POST /sapna/v1/account-legal-entity: the domain's rules (spec 000 §5) plus a TAN shape check. */
export const legalEntityCreateInputSchema = legalEntityCreateSchema.safeExtend({ tan });
/** PUT /sapna/v1/account-legal-entity/{id}. Legal entities take the last write; baseVersion is accepted for the record. */
export const legalEntityUpdateInputSchema = legalEntityUpdateSchema.safeExtend({ tan, baseVersion });
/**
 * POST /sapna/v1/address: the address, plus the legal entity it belongs to and whether it is its Billing or
 * Shipping address (the spec does not show the body; without these an address could not be linked).
 */
export const addressCreateInputSchema = addressSchema.extend({ legalEntityId: requiredId(), type: addressTypeSchema });
/** PUT /sapna/v1/address/{id}. */
export const addressUpdateInputSchema = addressSchema;

export type LegalEntityCreateInput = z.input<typeof legalEntityCreateInputSchema>;
export type LegalEntityUpdateInput = z.input<typeof legalEntityUpdateInputSchema>;
export type AddressCreateInput = z.input<typeof addressCreateInputSchema>;
export type AddressUpdateInput = z.input<typeof addressUpdateInputSchema>;
