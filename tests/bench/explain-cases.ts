// The list queries the account and opportunity screens run, each as the server runs it: the very service
// functions the routes call, with a signed-in user's context (session, scope).
import { and, desc, eq, sql } from 'drizzle-orm';
import { ENTITY_TYPES } from '../../src/domain/reference/ids';
import type { Db, Tx } from '../../src/server/db/client';
import { accounts, comments, opportunities, opportunityPackageMappings } from '../../src/server/db/schema/index';
import type { SessionUser } from '../../src/server/shared/http/session-user';
import { exportAccountsCsv } from '../../src/server/modules/accounts/account-csv';
import { getAccountPage } from '../../src/server/modules/accounts/account-page.service';
import { searchAccounts } from '../../src/server/modules/accounts/account-search.service';
import { loadSession } from '../../src/server/modules/auth/session.repo';
import { hashToken } from '../../src/server/modules/auth/session-token';
import { searchComments } from '../../src/server/modules/comments/comments.service';
import { listContacts } from '../../src/server/modules/contacts/contacts.service';
import { listLegalEntities } from '../../src/server/modules/legal-entities/legal-entities.service';
import { getOpportunityPage } from '../../src/server/modules/opportunities/opportunity-page.service';
import { packagesInStatus } from '../../src/server/modules/opportunities/package-status.service';
import { opportunityRenewalReport } from '../../src/server/modules/opportunities/opportunity-report.service';
import { searchOpportunities } from '../../src/server/modules/opportunities/opportunity-search.service';
import { serviceContext, type ServiceContext } from '../../src/server/shared/http/service-context';
import { accountInReadScope, opportunityInScope, scopeOf } from '../../src/server/scope/scope';
import { busiestAccount, sampleScope } from './scope-sample';

export type ExplainCase = { name: string; run: () => Promise<unknown> };

/** The in-scope opportunity with the most comments (the heaviest comment list). */
async function mostCommentedOpportunity(db: Db, ctx: ServiceContext): Promise<number | undefined> {
  const [row] = await db
    .select({ id: comments.entityId })
    .from(comments)
    .innerJoin(opportunities, eq(opportunities.id, comments.entityId))
    .where(and(eq(comments.entityTypeId, ENTITY_TYPES.OPPORTUNITY), opportunityInScope(ctx.scope)))
    .groupBy(comments.entityId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.id;
}

async function mostCommentedAccount(db: Db, ctx: ServiceContext): Promise<number | undefined> {
  const [row] = await db
    .select({ id: comments.entityId })
    .from(comments)
    .innerJoin(accounts, eq(accounts.id, comments.entityId))
    .where(and(eq(comments.entityTypeId, ENTITY_TYPES.ACCOUNT), accountInReadScope(ctx.scope)))
    .groupBy(comments.entityId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.id;
}

/** The package status most package mappings are in (the longest packages-by-status list). */
async function commonestPackageStatus(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ statusId: opportunityPackageMappings.statusId })
    .from(opportunityPackageMappings)
    .groupBy(opportunityPackageMappings.statusId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.statusId;
}

/** Every case for one signed-in user (token: their session cookie value). */
export async function explainCases(db: Db, user: SessionUser, token: string): Promise<ExplainCase[]> {
  // Routes run read services straight on the pool (runReadService); the Db has the Tx query API.
  const ctx = await serviceContext(db as unknown as Tx, user);
  const sample = await sampleScope(db, user);
  const account = await busiestAccount(db, ctx.scope);
  const commentedAccount = await mostCommentedAccount(db, ctx);
  const commentedOpportunity = await mostCommentedOpportunity(db, ctx);
  const page = account === undefined ? undefined : await getAccountPage(ctx, account);
  const accountOpportunityIds = page?.opportunities.map((o) => o.id) ?? [];
  const packageStatus = await commonestPackageStatus(db);
  const prefix = sample.namePrefixes[0];
  const city = sample.cityIds[0];
  const word = sample.opportunityWords[0];
  const search = (params: Parameters<typeof searchAccounts>[1]) => () => searchAccounts(ctx, params);
  // Deep pages (issue 10): by offset, and by keyset (`after` = the last id of the page before, as the app's Next sends).
  const DEEP_OPPORTUNITY_PAGE = 500;
  const DEEP_ACCOUNT_PAGE = 50;
  const beforeDeepOpportunities = (await searchOpportunities(ctx, { page: DEEP_OPPORTUNITY_PAGE - 1, size: 10 })).results.at(-1)?.id;
  const beforeDeepAccounts = (await searchAccounts(ctx, { page: DEEP_ACCOUNT_PAGE - 1 })).results.at(-1)?.accountId;
  const beforeDeepPackages = packageStatus === undefined ? undefined : (await packagesInStatus(ctx, packageStatus, { page: DEEP_OPPORTUNITY_PAGE - 1, size: 10 })).results.at(-1)?.opportunityPackageMappingId;
  const opps = (params: Partial<Parameters<typeof searchOpportunities>[1]>) => () => searchOpportunities(ctx, { page: 0, size: 10, ...params });

  const cases: (ExplainCase | false)[] = [
    { name: 'every request: session lookup', run: () => loadSession(db, hashToken(token), new Date()) },
    { name: 'every request: scope of the user', run: () => scopeOf(db, user) },
    account !== undefined && { name: `account page (account ${account}, ${accountOpportunityIds.length} opportunities)`, run: () => getAccountPage(ctx, account) },
    account !== undefined && { name: 'account page: contacts of the account', run: () => listContacts(ctx, { accountId: account, active: true }) },
    account !== undefined && { name: 'account page: legal entities of the account', run: () => listLegalEntities(ctx, account) },
    accountOpportunityIds.length > 0 && { name: 'account page: renewal report of its opportunities', run: () => opportunityRenewalReport(ctx, accountOpportunityIds.slice(0, 100)) },
    account !== undefined && { name: 'opportunities of an account (search accountId)', run: opps({ accountId: account }) },
    commentedAccount !== undefined && { name: `comments of an account (${commentedAccount})`, run: () => searchComments(ctx, { entityTypeId: ENTITY_TYPES.ACCOUNT, entityId: commentedAccount }) },
    commentedOpportunity !== undefined && { name: `comments of an opportunity (${commentedOpportunity})`, run: () => searchComments(ctx, { entityTypeId: ENTITY_TYPES.OPPORTUNITY, entityId: commentedOpportunity }) },
    commentedOpportunity !== undefined && { name: 'opportunity page', run: () => getOpportunityPage(ctx, commentedOpportunity, { fetchPrevOpportunitiesDetails: true }) },
    { name: 'my-accounts: no filter, page 0', run: search({}) },
    { name: 'my-accounts: no filter, page 5', run: search({ page: 5 }) },
    prefix !== undefined && { name: `my-accounts: name prefix '${prefix}'`, run: search({ q: prefix }) },
    city !== undefined && { name: `my-accounts: city ${city}`, run: search({ cityId: city }) },
    { name: 'my-accounts: client status Hot', run: search({ clientStatusId: 1 }) },
    { name: 'my-accounts: sorted by name', run: search({ sort: 'accountName', order: 'asc' }) },
    account !== undefined && { name: 'my-accounts: account id', run: search({ q: String(account) }) },
    !ctx.scope.all && { name: 'my-accounts: agent filter', run: search({ agentId: user.id }) },
    city !== undefined && { name: `my-accounts CSV export: city ${city}`, run: () => exportAccountsCsv(ctx, { cityId: city }) },
    { name: 'opportunity search: no filter, page 0', run: opps({}) },
    { name: 'opportunity search: page 10', run: opps({ page: 10 }) },
    word !== undefined && { name: `opportunity search: name contains '${word}'`, run: opps({ q: word }) },
    { name: 'opportunity search: open bucket', run: opps({ bucket: 'open' }) },
    { name: 'opportunity search: status 2 (Closed)', run: opps({ statusId: 2 }) },
    { name: 'my-opportunities (mine=true)', run: opps({ mine: true }) },
    packageStatus !== undefined && { name: `packages in status ${packageStatus} (GET v2/opportunity)`, run: () => packagesInStatus(ctx, packageStatus, { page: 0, size: 10 }) },
    { name: `opportunity search: page ${DEEP_OPPORTUNITY_PAGE} by offset`, run: opps({ page: DEEP_OPPORTUNITY_PAGE }) },
    beforeDeepOpportunities !== undefined && { name: `opportunity search: page ${DEEP_OPPORTUNITY_PAGE} by keyset (after)`, run: opps({ page: DEEP_OPPORTUNITY_PAGE, after: beforeDeepOpportunities }) },
    { name: `my-accounts: page ${DEEP_ACCOUNT_PAGE} by offset`, run: search({ page: DEEP_ACCOUNT_PAGE }) },
    beforeDeepAccounts !== undefined && { name: `my-accounts: page ${DEEP_ACCOUNT_PAGE} by keyset (after)`, run: search({ page: DEEP_ACCOUNT_PAGE, after: beforeDeepAccounts }) },
    packageStatus !== undefined && { name: `packages in status ${packageStatus}: page ${DEEP_OPPORTUNITY_PAGE} by offset`, run: () => packagesInStatus(ctx, packageStatus, { page: DEEP_OPPORTUNITY_PAGE, size: 10 }) },
    packageStatus !== undefined &&
      beforeDeepPackages !== undefined && {
        name: `packages in status ${packageStatus}: page ${DEEP_OPPORTUNITY_PAGE} by keyset (after)`,
        run: () => packagesInStatus(ctx, packageStatus, { page: DEEP_OPPORTUNITY_PAGE, size: 10, after: beforeDeepPackages }),
      },
  ];
  return cases.filter((c): c is ExplainCase => c !== false);
}
