// The approval matrices' admin (discount-matrix, common-matrices): levels of designations per client type (discount)
// or per approval kind. Only 'people' (Admin) reads and edits them (PERMISSIONS.md); approval-matrix.ts decides from them.
import { and, asc, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import {
  MATRIX_MESSAGES,
  roleOfLevel,
  type ApprovingDesignationInput,
  type ApprovingDesignations,
  type DiscountLevelInput,
  type DiscountMatrix,
  type MatrixChange,
} from '../../../domain/approvals/matrix-contract';
import { SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { DESIGNATION } from '../../../domain/reference/ids';
import { approvingDesignations, discountApprovingAuthorities } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';

function assertPeople(ctx: ServiceContext): void {
  if (!can(ctx.user, 'people')) throw forbidden();
}

const designationName = (id: number) => DESIGNATION.lookup(id) ?? String(id);

/** The levels as the answer shows them (the creator left out): with the designation's name and the level's role. */
function withRoles<T extends { approvalLevel: number; designationId: number; createdById: number | null; createdAt: Date }>(rows: T[]) {
  const levels = rows.map((r) => r.approvalLevel);
  return rows.map(({ createdById: _, ...r }) => ({ ...r, designationName: designationName(r.designationId), role: roleOfLevel(r.approvalLevel, levels), createdAt: r.createdAt.toISOString() }));
}

/** 409 when the matrix already has this designation or this level (the unique indexes say the same under a race). */
function assertNoDuplicate(rows: { designationId: number; approvalLevel: number }[], input: { designationId: number; approvalLevel: number }): void {
  if (rows.some((r) => r.designationId === input.designationId)) throw conflict(MATRIX_MESSAGES.duplicateDesignation);
  if (rows.some((r) => r.approvalLevel === input.approvalLevel)) throw conflict(MATRIX_MESSAGES.duplicateLevel);
}

/** GET …/discount-approving-authorities/get-all-entries?clientTypeId: the caller's brand's levels, lowest first. */
export async function discountMatrix(ctx: ServiceContext, clientTypeId: number): Promise<DiscountMatrix> {
  assertPeople(ctx);
  const rows = await ctx.tx
    .select()
    .from(discountApprovingAuthorities)
    .where(and(eq(discountApprovingAuthorities.domainId, ctx.user.domainId), eq(discountApprovingAuthorities.clientTypeId, clientTypeId)))
    .orderBy(asc(discountApprovingAuthorities.approvalLevel));
  return {
    clientTypeId,
    results: withRoles(rows),
  };
}

/** POST …/update/add-entries: 'Discount approval level added successfully!'; a duplicate designation or level is 409. */
export async function addDiscountLevel(ctx: ServiceContext, input: DiscountLevelInput): Promise<MatrixChange> {
  assertPeople(ctx);
  const t = discountApprovingAuthorities;
  assertNoDuplicate(
    await ctx.tx
      .select({ designationId: t.designationId, approvalLevel: t.approvalLevel })
      .from(t)
      .where(and(eq(t.domainId, ctx.user.domainId), eq(t.clientTypeId, input.clientTypeId)))
      .for('update'),
    input,
  );
  const [row] = await ctx.tx
    .insert(t)
    .values({ domainId: ctx.user.domainId, clientTypeId: input.clientTypeId, designationId: input.designationId, approvalLevel: input.approvalLevel, createdById: ctx.user.id, createdAt: ctx.now })
    .returning({ id: t.id });
  if (!row) throw new Error('discount level insert returned no row');
  return { message: SUCCESS_MESSAGES.discountApprovalLevelAdded, id: row.id };
}

/** DELETE …/update/delete-entries?clientTypeId&id: 'Discount approval level removed successfully!'. */
export async function removeDiscountLevel(ctx: ServiceContext, clientTypeId: number, id: number): Promise<MatrixChange> {
  assertPeople(ctx);
  const t = discountApprovingAuthorities;
  const [row] = await ctx.tx
    .delete(t)
    .where(and(eq(t.id, id), eq(t.clientTypeId, clientTypeId), eq(t.domainId, ctx.user.domainId)))
    .returning({ id: t.id });
  if (!row) throw notFound(MATRIX_MESSAGES.levelNotFound);
  return { message: SUCCESS_MESSAGES.discountApprovalLevelRemoved, id: row.id };
}

/** GET /sapna/approving-designations?approvalType&domainId. */
export async function approvingDesignationsOf(ctx: ServiceContext, approvalType: string, domainId: number): Promise<ApprovingDesignations> {
  assertPeople(ctx);
  const t = approvingDesignations;
  const rows = await ctx.tx
    .select()
    .from(t)
    .where(and(eq(t.domainId, domainId), eq(t.approvalType, approvalType)))
    .orderBy(asc(t.approvalLevel));
  return {
    approvalType,
    domainId,
    results: withRoles(rows),
  };
}

/** POST /sapna/approving-designations: 'Matrix level added successfully!'; a duplicate designation or level is 409. */
export async function addApprovingDesignation(ctx: ServiceContext, input: ApprovingDesignationInput): Promise<MatrixChange> {
  assertPeople(ctx);
  const t = approvingDesignations;
  assertNoDuplicate(
    await ctx.tx
      .select({ designationId: t.designationId, approvalLevel: t.approvalLevel })
      .from(t)
      .where(and(eq(t.domainId, input.domainId), eq(t.approvalType, input.approvalType)))
      .for('update'),
    input,
  );
  const [row] = await ctx.tx
    .insert(t)
    .values({ domainId: input.domainId, approvalType: input.approvalType, designationId: input.designationId, approvalLevel: input.approvalLevel, createdById: ctx.user.id, createdAt: ctx.now })
    .returning({ id: t.id });
  if (!row) throw new Error('approving designation insert returned no row');
  return { message: SUCCESS_MESSAGES.matrixLevelAdded, id: row.id };
}

/** DELETE /sapna/approving-designations?id&approvalType&domainId. */
export async function removeApprovingDesignation(ctx: ServiceContext, input: { id: number; approvalType: string; domainId: number }): Promise<MatrixChange> {
  assertPeople(ctx);
  const t = approvingDesignations;
  const [row] = await ctx.tx
    .delete(t)
    .where(and(eq(t.id, input.id), eq(t.approvalType, input.approvalType), eq(t.domainId, input.domainId)))
    .returning({ id: t.id });
  if (!row) throw notFound(MATRIX_MESSAGES.levelNotFound);
  return { message: MATRIX_MESSAGES.matrixLevelRemoved, id: row.id };
}
