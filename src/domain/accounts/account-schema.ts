import { z } from 'zod';
import { ACCOUNT_CLIENT_STATUSES } from '../reference/ids';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { validateAddress, validateNoSpecialCharacters } from '../validation/special-characters';
import { validateGst, validatePan } from '../validation/tax-ids';
import { optionalText, optionalUpperText, requiredId, requiredText } from '../validation/zod-fields';

/**
 * Account edit fields (spec 000 §3, PUT /account/{id}). An account is a business, so its name takes the
 * legal-name character rule (letters, digits and , . - / # ( ) & '), not the person-name rule (our call).
 * The profile id is optional: an account may exist before its marketplace profile.
 */
export const accountUpdateSchema = z.object({
  housingProfileId: optionalText(),
  name: requiredText(validateNoSpecialCharacters),
  pan: optionalUpperText(validatePan),
  gstin: optionalUpperText(validateGst),
  cityId: requiredId(),
  address: optionalText(validateAddress),
});

const baseVersion = z.number().int().positive().nullish();
const clientStatusId = z.union(Object.values(ACCOUNT_CLIENT_STATUSES).map((id) => z.literal(id)), {
  error: VALIDATION_MESSAGES.positiveId,
});

/** PUT /sapna/v1/account/{id}: the account edit fields (spec 000 §3). */
export const accountUpdateV1Schema = accountUpdateSchema.extend({ baseVersion });
/** PUT /sapna/v2/account/{id}: v1 plus the client status (Hot 1, Cold 2, Warm 3), which v1 cannot change. */
export const accountUpdateV2Schema = accountUpdateV1Schema.extend({ clientStatusId: clientStatusId.optional() });

export type AccountUpdateV1Input = z.input<typeof accountUpdateV1Schema>;
export type AccountUpdateV2Input = z.input<typeof accountUpdateV2Schema>;

export const accountMergeSchema = z.object({
  survivorAccountId: requiredId(),
  mergedAccountIds: z.array(requiredId(), { error: ACCOUNT_MESSAGES.mergeNeedsAccounts }).min(1, { error: ACCOUNT_MESSAGES.mergeNeedsAccounts }).max(100),
});
export type AccountMergeInput = z.input<typeof accountMergeSchema>;
