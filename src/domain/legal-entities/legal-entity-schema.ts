import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { validateLegalName } from '../validation/special-characters';
import { gstinMatchesPan } from '../validation/gstin';
import { validateAadhar, validateCin, validateGst, validatePan } from '../validation/tax-ids';
import { optionalText, optionalUpperText, requiredId, requiredText } from '../validation/zod-fields';

/**
 * A legal entity of an account (spec 000 §3/§5). legalName is mandatory without special characters;
 * PAN, GST, CIN and Aadhar are checked only when present. TAN and RERA id have no rule in the spec and are
 * kept as typed (TAN upper-cased). GST is mandatory unless the unregistered-customer box is checked
 * (our reading of that box: an unregistered customer is one without a GSTIN).
 */
export const legalEntityFieldsSchema = z.object({
  legalName: requiredText(validateLegalName),
  pan: optionalUpperText(validatePan),
  tan: optionalUpperText(),
  gst: optionalUpperText(validateGst),
  unregisteredCustomer: z.boolean().default(false),
  cinNumber: optionalUpperText(validateCin),
  reraId: optionalText(),
  aadharNumber: optionalText(validateAadhar),
  active: z.boolean().default(true),
});

type GstFields = { gst?: string | null; unregisteredCustomer?: boolean };

function hasGstUnlessUnregistered(entity: GstFields): boolean {
  return entity.unregisteredCustomer === true || (typeof entity.gst === 'string' && entity.gst.trim() !== '');
}

function gstRuleParams() {
  return {
    error: VALIDATION_MESSAGES.required,
    path: ['gst'],
    // Run even when other fields fail, so a form shows every message at once.
    when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
  };
}

/** The PAN inside the GSTIN is the entity's PAN, when both are given (issue 48). */
function gstPanParams() {
  return { ...gstRuleParams(), error: VALIDATION_MESSAGES.gstPan };
}
function gstMatchesPan(entity: { gst?: string | null; pan?: string | null }): boolean {
  return gstinMatchesPan(entity.gst, entity.pan);
}

/** PUT /account-legal-entity/{id}. */
export const legalEntityUpdateSchema = legalEntityFieldsSchema.refine(hasGstUnlessUnregistered, gstRuleParams()).refine(gstMatchesPan, gstPanParams());

/** POST /account-legal-entity: the fields plus accountId. */
export const legalEntityCreateSchema = legalEntityFieldsSchema
  .extend({ accountId: requiredId() })
  .refine(hasGstUnlessUnregistered, gstRuleParams())
  .refine(gstMatchesPan, gstPanParams());

