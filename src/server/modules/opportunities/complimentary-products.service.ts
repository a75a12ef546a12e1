// Complimentary products on an opportunity (spec 001 §5): list, add, deactivate. Who may is the domain's
// (src/domain/opportunities/complimentary-products.ts); which products, the catalogue's complementary_products.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  canAddComplimentaryProducts,
  canViewComplimentaryProducts,
  COMPLIMENTARY_MESSAGES,
  type AddComplimentaryInput,
  type ComplimentaryProduct,
  type ComplimentaryProductsAnswer,
} from '../../../domain/opportunities/complimentary-products';
import { ACCESS_DENIED_MESSAGES } from '../../../domain/errors/messages';
import { STAGE_BUCKETS } from '../../../domain/opportunities/statuses';
import { complementaryProducts, opportunityComplimentaryProducts, opportunityPackageMappings, packages, products, users } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { userDisplayName } from '../../shared/sql/user-names.sql';
import { findOpportunityInScope, touchOpportunity, type OpportunityRow } from './opportunity-access.service';
import { opportunityNotEditableMessage } from '../../../domain/opportunities/opportunity-messages';

function assertCanView(ctx: ServiceContext): void {
  if (!canViewComplimentaryProducts(ctx.user)) throw forbidden(ACCESS_DENIED_MESSAGES.viewComplimentaryProducts);
}

function assertCanAdd(ctx: ServiceContext): void {
  if (!canAddComplimentaryProducts(ctx.user)) throw forbidden(ACCESS_DENIED_MESSAGES.addComplimentaryProducts);
}

function assertNotLost(opportunity: OpportunityRow): void {
  if ((STAGE_BUCKETS.lost as readonly number[]).includes(opportunity.statusId)) throw conflict(opportunityNotEditableMessage(opportunity.statusId));
}

async function rowsOf(ctx: ServiceContext, where: ReturnType<typeof eq>): Promise<ComplimentaryProduct[]> {
  const rows = await ctx.tx
    .select({ row: opportunityComplimentaryProducts, packageName: packages.name, productName: products.name, addedBy: userDisplayName() })
    .from(opportunityComplimentaryProducts)
    .innerJoin(opportunityPackageMappings, eq(opportunityPackageMappings.id, opportunityComplimentaryProducts.opportunityPackageMappingId))
    .leftJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .leftJoin(products, eq(products.id, opportunityComplimentaryProducts.productId))
    .leftJoin(users, eq(users.id, opportunityComplimentaryProducts.addedById))
    .where(where)
    .orderBy(asc(opportunityComplimentaryProducts.id));
  return rows.map(({ row, packageName, productName, addedBy }) => ({
    id: row.id,
    opportunityId: row.opportunityId,
    opportunityPackageMappingId: row.opportunityPackageMappingId,
    packageName,
    productId: row.productId,
    productName,
    active: row.active,
    addedBy: addedBy || null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  }));
}

/** GET /sapna/v1/opportunity/{id}/complimentary-products: what was given (active and deactivated), and what may be added. */
export async function listComplimentaryProducts(ctx: ServiceContext, opportunityId: number): Promise<ComplimentaryProductsAnswer> {
  assertCanView(ctx);
  const opportunity = await findOpportunityInScope(ctx, opportunityId);
  const results = await rowsOf(ctx, eq(opportunityComplimentaryProducts.opportunityId, opportunity.id));
  const mappings = await ctx.tx
    .select({ id: opportunityPackageMappings.id, packageId: opportunityPackageMappings.packageId, packageName: packages.name })
    .from(opportunityPackageMappings)
    .leftJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .where(eq(opportunityPackageMappings.opportunityId, opportunity.id))
    .orderBy(asc(opportunityPackageMappings.id));
  const catalogue = mappings.length
    ? await ctx.tx
        .select({ packageId: complementaryProducts.packageId, productId: complementaryProducts.productId, productName: products.name })
        .from(complementaryProducts)
        .innerJoin(products, eq(products.id, complementaryProducts.productId))
        .where(
          and(
            inArray(
              complementaryProducts.packageId,
              mappings.map((m) => m.packageId),
            ),
            eq(products.active, true),
          ),
        )
        .orderBy(asc(products.name))
    : [];
  const options = mappings.map((m) => ({
    opportunityPackageMappingId: m.id,
    packageName: m.packageName,
    products: catalogue
      .filter((c) => c.packageId === m.packageId && !results.some((r) => r.active && r.opportunityPackageMappingId === m.id && r.productId === c.productId))
      .map((c) => ({ productId: c.productId, productName: c.productName })),
  }));
  return { results, options, canAdd: canAddComplimentaryProducts(ctx.user) };
}

/**
 * POST /sapna/v1/opportunity/{id}/complimentary-products { opportunityPackageMappingId, productId }: the product
 * must be complimentary to the package (400), not already active on it (409); the opportunity in scope, not lost.
 */
export async function addComplimentaryProduct(ctx: ServiceContext, opportunityId: number, input: AddComplimentaryInput): Promise<{ message: string; result: ComplimentaryProduct }> {
  assertCanAdd(ctx);
  const opportunity = await findOpportunityInScope(ctx, opportunityId, true);
  assertNotLost(opportunity);
  const [mapping] = await ctx.tx
    .select({ id: opportunityPackageMappings.id, packageId: opportunityPackageMappings.packageId })
    .from(opportunityPackageMappings)
    .where(and(eq(opportunityPackageMappings.id, input.opportunityPackageMappingId), eq(opportunityPackageMappings.opportunityId, opportunity.id)));
  if (!mapping) throw notFound('Package not found on this opportunity.');
  const [listed] = await ctx.tx
    .select({ id: complementaryProducts.id })
    .from(complementaryProducts)
    .innerJoin(products, eq(products.id, complementaryProducts.productId))
    .where(and(eq(complementaryProducts.packageId, mapping.packageId), eq(complementaryProducts.productId, input.productId), eq(products.active, true)));
  if (!listed) throw badRequest(COMPLIMENTARY_MESSAGES.notComplimentary);
  const [active] = await ctx.tx
    .select({ id: opportunityComplimentaryProducts.id })
    .from(opportunityComplimentaryProducts)
    .where(
      and(
        eq(opportunityComplimentaryProducts.opportunityPackageMappingId, mapping.id),
        eq(opportunityComplimentaryProducts.productId, input.productId),
        eq(opportunityComplimentaryProducts.active, true),
      ),
    );
  if (active) throw conflict(COMPLIMENTARY_MESSAGES.alreadyActive);
  const [created] = await ctx.tx
    .insert(opportunityComplimentaryProducts)
    .values({ opportunityId: opportunity.id, opportunityPackageMappingId: mapping.id, productId: input.productId, addedById: ctx.user.id, createdAt: ctx.now })
    .returning({ id: opportunityComplimentaryProducts.id });
  if (!created) throw new Error('complimentary product insert returned no row');
  await touchOpportunity(ctx, opportunity);
  const [result] = await rowsOf(ctx, eq(opportunityComplimentaryProducts.id, created.id));
  if (!result) throw new Error('complimentary product vanished');
  return { message: COMPLIMENTARY_MESSAGES.added, result };
}

/** PUT /sapna/v1/opportunity/complimentary-products/{id}/deactivate: kept, marked inactive (once: 409 after). */
export async function deactivateComplimentaryProduct(ctx: ServiceContext, id: number): Promise<{ message: string; result: ComplimentaryProduct }> {
  assertCanAdd(ctx);
  const [row] = await ctx.tx.select().from(opportunityComplimentaryProducts).where(eq(opportunityComplimentaryProducts.id, id));
  if (!row) throw notFound(COMPLIMENTARY_MESSAGES.notFound);
  const opportunity = await findOpportunityInScope(ctx, row.opportunityId, true);
  assertNotLost(opportunity);
  if (!row.active) throw conflict(COMPLIMENTARY_MESSAGES.alreadyInactive);
  await ctx.tx
    .update(opportunityComplimentaryProducts)
    .set({ active: false, deactivatedAt: ctx.now, deactivatedById: ctx.user.id })
    .where(eq(opportunityComplimentaryProducts.id, row.id));
  await touchOpportunity(ctx, opportunity);
  const [result] = await rowsOf(ctx, eq(opportunityComplimentaryProducts.id, row.id));
  if (!result) throw new Error('complimentary product vanished');
  return { message: COMPLIMENTARY_MESSAGES.deactivated, result };
}
