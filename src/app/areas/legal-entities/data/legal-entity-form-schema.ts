import { legalEntityCreateSchema, legalEntityUpdateSchema } from '../../../../domain/legal-entities/legal-entity-schema';
import { patternValidator } from '../../../../domain/validation/validator';
import { optionalUpperText } from '../../../../domain/validation/zod-fields';

/**
 * TAN: 10 upper-case letters and digits, 'TAN is not valid'. The spec gives TAN no rule; the server checks this
 * shape (src/domain/legal-entities/legal-entity-messages.ts), so the form checks it too.
 */
export const TAN_PATTERN = /^[A-Z0-9]{10}$/;
export const TAN_MESSAGE = 'TAN is not valid';
const tan = optionalUpperText(patternValidator(TAN_PATTERN, TAN_MESSAGE));

/** The create and edit forms: every rule of spec 000 §5 (the domain's schemas) plus the TAN shape. */
export const legalEntityCreateFormSchema = legalEntityCreateSchema.safeExtend({ tan });
export const legalEntityUpdateFormSchema = legalEntityUpdateSchema.safeExtend({ tan });
