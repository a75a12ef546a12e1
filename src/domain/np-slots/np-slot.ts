import { z } from 'zod';
import { statusTable } from '../format/status-table';
import { validateStartNotAfterEnd } from '../validation/date-order';
import { NP_SLOT_MESSAGES } from './np-slot-messages';
import { requiredId, requiredIsoDate } from '../validation/zod-fields';

/**
 * New-project (NP) pinning slots of one opportunity package mapping (spec 002 §2 np-slot/{opmId}, §3 "NP slot",
 * §4, §5): summary, add, swap (a slot approval), stop (one configured user), pending activations, the primary and
 * child POC. Paths ours under /housingAdvert/np/ (listed in the OpenAPI document).
 */
export { NP_SLOT_MESSAGES };

export const NP_SLOT_STATUS = statusTable({
  pending_activation: 'Pending activation',
  active: 'Active',
  swap_pending: 'Swap pending approval',
  stopped: 'Stopped',
  swap_rejected: 'Swap rejected',
  cancelled: 'Cancelled',
});
export const NP_SLOT_STATUSES = NP_SLOT_STATUS.ids;
export type NpSlotStatus = (typeof NP_SLOT_STATUSES)[number];

export const NP_SLOT_TEXT = {
  added: 'Slot added successfully!',
  swapRequested: 'Slot approval request sent successfully!',
  // Ours:
  stopped: 'Slot stopped successfully!',
  activated: 'Slot activated successfully!',
  mappingNotFound: 'Package mapping not found.',
  slotNotFound: 'Slot not found.',
  projectNotFound: 'Project not found.',
  configurationNotFound: 'Configuration not found.',
  notAnNpPackage: 'This package has no new-project product.',
  notActive: 'Only an active slot can be swapped or stopped.',
  notPending: 'This slot is not waiting for activation.',
  alreadyStopped: 'This slot is already stopped.',
  /** Issue 50: a slot not yet running (waiting for activation) is released by a seller; a running one is stopped. */
  notCancellable: 'Only a slot waiting for activation can be cancelled; a running slot is stopped.',
} as const;

export const configDetailsSchema = z.object({
  apartmentType: z.string(),
  areaSize: z.number().nullable(),
  price: z.number().nullable(),
  flatConfigurationId: z.number().int(),
});
export type ConfigDetails = z.infer<typeof configDetailsSchema>;

const dated = <T extends { startDate: string; endDate: string }>(ctx: z.core.ParsePayload<T>) => {
  const order = validateStartNotAfterEnd(ctx.value.startDate, ctx.value.endDate);
  if (order) ctx.issues.push({ code: 'custom', message: order, path: ['endDate'], input: ctx.value.endDate });
};

export const npSlotAddSchema = z
  .object({ projectId: requiredId(), flatConfigurationId: requiredId(), startDate: requiredIsoDate(), endDate: requiredIsoDate() })
  .check(dated);
export type NpSlotAddInput = z.infer<typeof npSlotAddSchema>;

export const npSlotSwapSchema = z
  .object({
    slotId: requiredId(),
    projectId: requiredId(),
    flatConfigurationId: requiredId(),
    startDate: requiredIsoDate(),
    endDate: requiredIsoDate(),
    remark: z.string().trim().max(1000).nullish(),
  })
  .check(dated);
export type NpSlotSwapInput = z.infer<typeof npSlotSwapSchema>;

export const npSlotIdSchema = z.object({ slotId: requiredId() });

export const npSlotSchema = z.object({
  slotId: z.number().int(),
  opmV2Id: z.number().int(),
  opportunityId: z.number().int(),
  parentId: z.number().int().nullable(),
  projectId: z.number().int(),
  projectName: z.string(),
  configDetails: configDetailsSchema,
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(NP_SLOT_STATUSES),
  swapId: z.number().int().nullable(),
});
export type NpSlot = z.infer<typeof npSlotSchema>;

export const npSummarySchema = z.object({
  opmV2Id: z.number().int(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  accountName: z.string(),
  packageName: z.string(),
  cityName: z.string().nullable(),
  quantity: z.number().int(),
  used: z.number().int(),
  active: z.number().int(),
  pendingActivation: z.number().int(),
  stopped: z.number().int(),
  swapPending: z.number().int(),
  /** Whether this user may stop slots (the one configured user, spec 002 §4). */
  canStop: z.boolean(),
  /** Whether this user may add, swap and activate (sell, opportunity in scope). */
  canEdit: z.boolean(),
});
export type NpSummary = z.infer<typeof npSummarySchema>;

export const npPocSchema = z.object({
  primary: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })),
});
export type NpPoc = z.infer<typeof npPocSchema>;

export const npProjectOptionSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  hasCoverImage: z.boolean(),
  configurations: z.array(configDetailsSchema),
});
export type NpProjectOption = z.infer<typeof npProjectOptionSchema>;

/** The two project checks of spec 002 §5, in order. */
export function npProjectProblem(project: { hasCoverImage: boolean; configurations: readonly { price: number | null }[] }): string | null {
  if (!project.hasCoverImage) return NP_SLOT_MESSAGES.noCoverImage;
  if (!project.configurations.some((c) => c.price !== null && c.price > 0)) return NP_SLOT_MESSAGES.noPricedConfiguration;
  return null;
}
