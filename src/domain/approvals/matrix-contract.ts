import { z } from 'zod';
import { CLIENT_TYPE_LABELS, DESIGNATION_LABELS, DOMAIN_IDS } from '../reference/ids';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { MATRIX_APPROVAL_TYPES } from './statuses';

// The approval matrices (spec 001 §3/§7): discount approving authorities per client type (discount-matrix) and
// approving designations per kind (common-matrices). A matrix is levels of designations: the highest level is the
// approving authority, every lower level reviews. Admin ('people') edits them; the server decides from them.

/** Our texts where the spec gives none. */
export const MATRIX_MESSAGES = {
  duplicateDesignation: 'This designation is already a level of this matrix.',
  duplicateLevel: 'This approval level already exists in this matrix.',
  levelNotFound: 'Approval level not found.',
  matrixLevelRemoved: 'Matrix level removed successfully!',
  invalidClientType: 'Please select a client type.',
  invalidDesignation: 'Please select a designation.',
  invalidApprovalType: 'Please select an approval type.',
  invalidDomain: 'Unknown domain.',
  invalidLevel: 'Please enter a level from 1 to 20.',
} as const;

const clientTypeIds = Object.keys(CLIENT_TYPE_LABELS).map(Number);
const designationIds = Object.keys(DESIGNATION_LABELS).map(Number);
const domainIds: number[] = Object.values(DOMAIN_IDS);

/** Query and form values arrive as text; '' reads as absent. */
const numberInput = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

const oneOf = (allowed: readonly number[], message: string) =>
  z.preprocess(numberInput, z.number({ error: message }).int(message).refine((n) => allowed.includes(n), message));

export const clientTypeIdField = () => oneOf(clientTypeIds, MATRIX_MESSAGES.invalidClientType);
export const designationIdField = () => oneOf(designationIds, MATRIX_MESSAGES.invalidDesignation);
export const domainIdField = () => oneOf(domainIds, MATRIX_MESSAGES.invalidDomain);
export const approvalLevelField = () =>
  z.preprocess(numberInput, z.number({ error: MATRIX_MESSAGES.invalidLevel }).int(MATRIX_MESSAGES.invalidLevel).min(1, MATRIX_MESSAGES.invalidLevel).max(20, MATRIX_MESSAGES.invalidLevel));
export const matrixApprovalTypeField = () =>
  z.enum(MATRIX_APPROVAL_TYPES, { error: (issue) => (issue.input === undefined || issue.input === '' ? VALIDATION_MESSAGES.required : MATRIX_MESSAGES.invalidApprovalType) });

/** POST …/discount-approving-authorities/update/add-entries. */
export const discountLevelInputSchema = z.object({
  clientTypeId: clientTypeIdField(),
  designationId: designationIdField(),
  approvalLevel: approvalLevelField(),
});
export type DiscountLevelInput = z.infer<typeof discountLevelInputSchema>;

/** POST /sapna/approving-designations. */
export const approvingDesignationInputSchema = z.object({
  approvalType: matrixApprovalTypeField(),
  domainId: domainIdField(),
  designationId: designationIdField(),
  approvalLevel: approvalLevelField(),
});
export type ApprovingDesignationInput = z.infer<typeof approvingDesignationInputSchema>;

/** A level's part in an approval: the highest level approves, the others review. */
export const MATRIX_ROLES = ['Reviewer', 'Approver'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

export const matrixLevelSchema = z.object({
  id: z.number().int(),
  designationId: z.number().int(),
  designationName: z.string(),
  approvalLevel: z.number().int(),
  role: z.enum(MATRIX_ROLES),
  createdAt: z.string(),
});

export const discountLevelSchema = matrixLevelSchema.extend({ clientTypeId: z.number().int(), domainId: z.number().int() });
export const approvingDesignationSchema = matrixLevelSchema.extend({ approvalType: z.string(), domainId: z.number().int() });

export const discountMatrixSchema = z.object({ clientTypeId: z.number().int(), results: z.array(discountLevelSchema) });
export const approvingDesignationsSchema = z.object({ approvalType: z.string(), domainId: z.number().int(), results: z.array(approvingDesignationSchema) });
export const matrixChangeSchema = z.object({ message: z.string(), id: z.number().int() });

export type DiscountMatrix = z.infer<typeof discountMatrixSchema>;
export type ApprovingDesignations = z.infer<typeof approvingDesignationsSchema>;
export type MatrixChange = z.infer<typeof matrixChangeSchema>;

/** Reviewer below the top level, Approver at it. */
export function roleOfLevel(level: number, levels: readonly number[]): MatrixRole {
  return level === Math.max(...levels) ? 'Approver' : 'Reviewer';
}
