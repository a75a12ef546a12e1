import type { PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES } from '../../../domain/opportunities/statuses';
import {
  accountMerges, accounts, addresses, approvalReviewerMappings, approvals, comments, contacts, legalEntities, listingLeads, listings, milestones,
  opportunities, opportunityPackageMappings, opportunityProductMappings, opportunityProjectMappings, payments, projects, termsheetPackageMappings,
  termsheets, tickets,
} from '../../db/schema/index';
import type { BookPlan, GenContext } from '../context';
import { generateAccount } from './gen-account';
import { generateComments, generateTickets } from './gen-activity';
import { generateListings } from './gen-listings';
import { generateMoney, needsTermsheet } from './gen-money';
import { generateOpportunities } from './gen-opportunities';
import { Rng, seedOf } from './random';

/**
 * The tables the generator writes, in groups that can be written on separate connections: each table's
 * foreign-key parents are in its own group, before it (parents are flushed first).
 */
export const TABLE_GROUPS: readonly (readonly PgTable[])[] = [
  [accounts, accountMerges, addresses, legalEntities, contacts, projects, opportunities],
  [opportunityPackageMappings, opportunityProductMappings, opportunityProjectMappings, approvals, approvalReviewerMappings],
  [termsheets, termsheetPackageMappings, milestones, payments, comments, tickets, listings, listingLeads],
];
export const GENERATED_TABLES: readonly PgTable[] = TABLE_GROUPS.flat();

/**
 * Generates every book: per account, its own generator seeded from (seed, plan, index), so an account's rows
 * depend only on its place, and ids come from the allocator in generation order. Rows go to the batch writer,
 * flushed every `flushEvery` accounts (contacts and legal entities are written after their account).
 */
export async function generateBooks(ctx: GenContext, plans: readonly BookPlan[], flushEvery: number): Promise<void> {
  let sinceFlush = 0;
  for (const plan of plans) {
    const team = plan.agentId === null ? [] : ctx.staff.teamOf(plan.agentId);
    let survivorId: number | null = null;
    for (let index = 0; index < plan.accounts; index++) {
      const rng = new Rng(seedOf(ctx.seed, plan.key, index));
      const account = generateAccount(ctx, plan, index, rng, survivorId);
      if (account.statusId === ACCOUNT_STATUSES.ACTIVE) survivorId = account.id;
      const opps = generateOpportunities(ctx, plan, account, index, rng, team);
      for (const opp of opps) if (needsTermsheet(rng, opp.statusId)) generateMoney(ctx, rng, account, opp);
      generateComments(ctx, rng, account, opps, plan.showcase === true);
      generateTickets(ctx, rng, account, plan.showcase === true);
      generateListings(ctx, rng, account, opps, plan.showcase === true);
      if (++sinceFlush >= flushEvery) {
        sinceFlush = 0;
        await ctx.writer.flush();
      }
    }
  }
  await ctx.writer.finish();
}
