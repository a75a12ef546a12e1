import { z } from 'zod';
import { validateEmail, validateName, validatePhone } from './contact-fields';
import { optionalId, optionalText, requiredId, requiredText } from '../validation/zod-fields';

/**
 * A contact (spec 000 §3/§7). Name and phone are mandatory; email is checked when given (our call: the
 * spec requires no field, and a seller reached by phone may have no e-mail).
 */
export const contactFieldsSchema = z.object({
  name: requiredText(validateName),
  email: optionalText(validateEmail),
  phone: requiredText(validatePhone),
  contactTypeId: requiredId(),
});

/** POST /contact: the fields plus the account, and the opportunity when the contact is for one. */
export const contactCreateSchema = contactFieldsSchema.extend({
  accountId: requiredId(),
  opportunityId: optionalId(),
});

/** PUT /contact/{id}: name, email, phone, contactTypeId. */
export const contactUpdateSchema = contactFieldsSchema;

/** POST /sapna/v1/contact: the domain's fields, plus pocType and, for offline replay, the device's clientId. */
export const contactCreateInputSchema = contactCreateSchema.extend({ pocType: optionalText(), clientId: z.uuid().nullish() });
/** PUT /sapna/v1/contact/{id}: the domain's fields plus the version the edit was based on. */
export const contactUpdateInputSchema = contactUpdateSchema.extend({ pocType: optionalText(), baseVersion: z.number().int().positive().nullish() });

export type ContactFields = z.infer<typeof contactFieldsSchema>;

