import { eq, sql } from 'drizzle-orm';
import { canAddTermsheet } from '../../../domain/termsheets/statuses';
import { termsheets } from '../../db/schema/index';
import { conflict } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import {
  assertCanSell,
  assertOpportunityWritable,
  assertTermsheetWritable,
  opportunityInScopeOr404,
  termsheetInScopeOr404,
} from './termsheet-access.service';
import { checkContactOfAccount, checkLegalEntityOfAccount, checkPackageMappings } from './termsheet-fields';
import { TERMSHEET_MESSAGES } from './termsheet-messages';
import { termsheetPage } from './termsheet-page.service';
import type { TermsheetCreateInput, TermsheetPage, TermsheetUpdateInput } from '../../../domain/termsheets/termsheet-contract';
import { packageMappingRows, replacePackageMappings, termsheetStatusesOfOpportunity } from './termsheets.repo';
import { assertDiscountsApproved } from './discount-gate';

/**
 * POST /sapna/v1/termsheet. A new termsheet starts in status 1. Not allowed while the opportunity already has a
 * termsheet in status 1, 2 or 3 (spec 001 §4; the opportunity row is locked so two agents cannot both add one).
 * A package whose discount awaits approval or was rejected is refused unless `atListPrice` (discount-gate.ts).
 */
export async function createTermsheet(ctx: ServiceContext, input: TermsheetCreateInput): Promise<TermsheetPage> {
  assertCanSell(ctx);
  const opportunity = await opportunityInScopeOr404(ctx, input.opportunityId, { lock: true });
  assertOpportunityWritable(opportunity);
  const existing = await termsheetStatusesOfOpportunity(ctx.tx, opportunity.id);
  if (!canAddTermsheet(existing.map((termsheet) => termsheet.statusId))) throw conflict(TERMSHEET_MESSAGES.alreadyInProgress);
  await checkLegalEntityOfAccount(ctx, input.accountLegalEntityId, opportunity.accountId);
  await checkContactOfAccount(ctx, input.contactId, opportunity.accountId);
  const packageMappingIds = await checkPackageMappings(ctx, opportunity.id, input.opportunityPackageMappingIds);
  assertDiscountsApproved(await packageMappingRows(ctx.tx, packageMappingIds), input.atListPrice);

  const [created] = await ctx.tx
    .insert(termsheets)
    .values({
      opportunityId: opportunity.id,
      accountLegalEntityId: input.accountLegalEntityId,
      contactId: input.contactId,
      createdById: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: termsheets.id });
  if (!created) throw new Error('termsheet not created');
  await replacePackageMappings(ctx.tx, created.id, packageMappingIds);
  await recordChange(ctx.tx, { entity: 'termsheet', entityId: created.id, accountId: opportunity.accountId, op: 'upsert' });
  return termsheetPage(ctx, created.id);
}

/** PUT /sapna/v1/termsheet/{id}: contact, legal entity and package mappings; refused (409) in status 4, 5, 6. */
export async function updateTermsheet(ctx: ServiceContext, termsheetId: number, input: TermsheetUpdateInput): Promise<TermsheetPage> {
  assertCanSell(ctx);
  const ref = await termsheetInScopeOr404(ctx, termsheetId, { lock: true });
  assertTermsheetWritable(ref);
  if (input.baseVersion != null && input.baseVersion !== ref.termsheet.version) throw conflict(TERMSHEET_MESSAGES.staleVersion);
  const accountId = ref.opportunity.accountId;
  if (input.accountLegalEntityId != null) await checkLegalEntityOfAccount(ctx, input.accountLegalEntityId, accountId);
  if (input.contactId != null) await checkContactOfAccount(ctx, input.contactId, accountId);
  if (input.opportunityPackageMappingIds != null) {
    const ids = await checkPackageMappings(ctx, ref.opportunity.id, input.opportunityPackageMappingIds);
    assertDiscountsApproved(await packageMappingRows(ctx.tx, ids), input.atListPrice);
    await replacePackageMappings(ctx.tx, termsheetId, ids);
  }
  await ctx.tx
    .update(termsheets)
    .set({
      ...(input.accountLegalEntityId != null ? { accountLegalEntityId: input.accountLegalEntityId } : {}),
      ...(input.contactId != null ? { contactId: input.contactId } : {}),
      version: sql`${termsheets.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(eq(termsheets.id, termsheetId));
  await recordChange(ctx.tx, { entity: 'termsheet', entityId: termsheetId, accountId, op: 'upsert' });
  return termsheetPage(ctx, termsheetId);
}
