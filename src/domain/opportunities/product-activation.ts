import { z } from 'zod';
import { STAGE_BUCKETS } from './statuses';

/**
 * Product activation (spec 001 §4 "Product activation returns processed true or false; force-activation exists";
 * §8 'Product Activated Successfully!', 'Activation request sent', fallback 'Activation cannot be done right now!').
 * The spec gives the outcomes, not the rule; the rule is ours, in one place for the server and the screen:
 *
 * A product of a package mapping can be activated only when
 *   - it is not activated yet, and its required activation parameters are all filled;
 *   - the opportunity is not lost (6, 7) and the package is not Expired (4) or Deactivated (5);
 *   - the package's discount is settled: NotRequired or Approved (a discount still Required, pending or rejected
 *     means the price is not agreed);
 *   - the package is on a termsheet that RCM approved (3) or that is completed (4).
 * Then the money decides (payments on the milestones of those termsheets; status 6 alone counts as approved,
 * the pending list is spec 001 §4's):
 *   - approved payments cover the milestones' amount + GST: activated now (processed true, 'Product Activated Successfully!');
 *   - otherwise, when some money is approved or pending: the request is recorded (processed false,
 *     'Activation request sent'); activating again once the money is approved completes it;
 *   - no money at all: 'Activation cannot be done right now!'.
 * Force-activation (finance: Finance, Admin) skips the termsheet and money conditions only; every other
 * condition still holds. Amounts are integer paise.
 */

/** Package statuses of a package mapping (package-statuses.ts): these may not be activated. */
export const NOT_ACTIVATABLE_PACKAGE_STATUS_IDS: readonly number[] = [4, 5];
/** Package status after a request / after every product of the package is activated. */
export const ACTIVATION_REQUESTED_PACKAGE_STATUS_ID = 2;
export const ACTIVE_PACKAGE_STATUS_ID = 3;
/** Termsheet statuses whose packages may be activated: approved by RCM (3), completed (4). */
export const ACTIVATION_TERMSHEET_STATUS_IDS: readonly number[] = [3, 4];
/** discountApproved values that settle the price. */
export const SETTLED_DISCOUNT_STATES: readonly string[] = ['NotRequired', 'Approved'];

export type ActivationFacts = {
  activated: boolean;
  missingParameters: readonly string[];
  opportunityStatusId: number;
  packageStatusId: number;
  discountApproved: string;
  /** Statuses of the termsheets that carry the package (cancelled ones included: the rule skips them). */
  termsheetStatusIds: readonly number[];
  /** Milestones' amount + GST, approved (status 6) and pending payments, on termsheets in ACTIVATION_TERMSHEET_STATUS_IDS. */
  duePaise: number;
  approvedPaise: number;
  pendingPaise: number;
};

export type ActivationBlock =
  | 'alreadyActivated'
  | 'missingParameters'
  | 'opportunityLost'
  | 'packageNotActive'
  | 'discountNotSettled'
  | 'noApprovedTermsheet'
  | 'nothingPaid';

export type ActivationDecision = { outcome: 'activate' } | { outcome: 'request' } | { outcome: 'refuse'; block: ActivationBlock };

/** Why activation cannot be done right now, in words for the screen (ours). */
export const ACTIVATION_BLOCK_REASONS: Record<ActivationBlock, string> = {
  alreadyActivated: 'This product is already activated.',
  missingParameters: 'Fill the required activation parameters first.',
  opportunityLost: 'The opportunity is lost.',
  packageNotActive: 'The package is expired or deactivated.',
  discountNotSettled: 'The package’s discount is not approved yet.',
  noApprovedTermsheet: 'The package is not on a termsheet approved by RCM.',
  nothingPaid: 'No payment has been received for this package yet.',
};

/** What activating (or force-activating) a product does now, given the facts. */
export function activationDecision(facts: ActivationFacts, force = false): ActivationDecision {
  const refuse = (block: ActivationBlock): ActivationDecision => ({ outcome: 'refuse', block });
  if (facts.activated) return refuse('alreadyActivated');
  if (facts.missingParameters.length > 0) return refuse('missingParameters');
  if ((STAGE_BUCKETS.lost as readonly number[]).includes(facts.opportunityStatusId)) return refuse('opportunityLost');
  if (NOT_ACTIVATABLE_PACKAGE_STATUS_IDS.includes(facts.packageStatusId)) return refuse('packageNotActive');
  if (!SETTLED_DISCOUNT_STATES.includes(facts.discountApproved)) return refuse('discountNotSettled');
  if (force) return { outcome: 'activate' };
  if (!facts.termsheetStatusIds.some((s) => ACTIVATION_TERMSHEET_STATUS_IDS.includes(s))) return refuse('noApprovedTermsheet');
  if (facts.duePaise > 0 && facts.approvedPaise >= facts.duePaise) return { outcome: 'activate' };
  if (facts.approvedPaise > 0 || facts.pendingPaise > 0) return { outcome: 'request' };
  return refuse('nothingPaid');
}

/** The answer of activate / force-activate: processed true (activated) or false (request recorded). */
export const activationResultSchema = z.object({
  processed: z.boolean(),
  message: z.string(),
  opportunityProductMappingId: z.number().int(),
  activated: z.boolean(),
  packageStatusId: z.number().int(),
});
export type ActivationResult = z.infer<typeof activationResultSchema>;

/** GET product-activation details: the product, its activation state, the facts the rule reads and what it says now. */
export const activationDetailsSchema = z.object({
  opportunityProductMappingId: z.number().int(),
  opportunityId: z.number().int(),
  opportunityPackageMappingId: z.number().int(),
  productId: z.number().int(),
  productName: z.string().nullable(),
  packageName: z.string().nullable(),
  packageStatusId: z.number().int(),
  activated: z.boolean(),
  forceActivated: z.boolean(),
  activatedAt: z.string().nullable(),
  activatedBy: z.string().nullable(),
  activationRequestedAt: z.string().nullable(),
  activationParameters: z.unknown(),
  missingParameters: z.array(z.string()),
  discountApproved: z.string(),
  termsheetIds: z.array(z.number().int()),
  dueAmount: z.number(),
  approvedAmount: z.number(),
  pendingAmount: z.number(),
  /** What activating now would do: activate, request, or refuse with the reason. */
  canActivateNow: z.enum(['activate', 'request', 'refuse']),
  blockReason: z.string().nullable(),
  taggedListingIds: z.array(z.number().int()),
});
export type ActivationDetails = z.infer<typeof activationDetailsSchema>;

export const activationInputSchema = z.object({
  opportunityProductMappingId: z.number({ error: 'Please select a product.' }).int('Please select a product.').positive('Please select a product.').max(2_147_483_647, 'Please select a product.'),
});
export const forceActivationInputSchema = activationInputSchema.extend({
  remark: z.string({ error: 'Please give the reason for force-activation.' }).trim().min(1, 'Please give the reason for force-activation.').max(500, 'The reason is too long (500 characters at most).'),
});
export const tagActivatedListingsInputSchema = activationInputSchema.extend({
  listingIds: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'Please select listings to tag.' })
    .min(1, 'Please select listings to tag.')
    .max(100, 'At most 100 listings at a time.'),
});
