// Linking marketplace projects to a sold package: at most the package mapping's quantity of them.
import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { ProjectLookup } from '../../../domain/opportunities/opportunity-answers';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { projectLimitMessage } from '../../../domain/validation/messages';
import { opportunityPackageMappings, opportunityProjectMappings, projects } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell, loadEditableOpportunity, touchOpportunity } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';
import type { LinkedProjectDto } from './opportunities.repo';
import { containsPattern, type Paged } from '../../shared/http/paged';

export type LinkProjectsInput = { opportunityPackageMappingId: number; projectIds: number[] };

async function linkedProjectsOf(ctx: ServiceContext, packageMappingId: number): Promise<LinkedProjectDto[]> {
  return ctx.tx
    .select({ id: opportunityProjectMappings.id, projectId: opportunityProjectMappings.projectId, projectName: opportunityProjectMappings.projectName })
    .from(opportunityProjectMappings)
    .where(eq(opportunityProjectMappings.opportunityPackageMappingId, packageMappingId))
    .orderBy(asc(opportunityProjectMappings.id));
}

/**
 * POST /sapna/v2/opportunity/project-mapping/opportunity/{id}. Projects already linked are kept (a repeat is not
 * an error); linked + new beyond the package quantity → 'Cannot Add more that {n} projects!'; an unknown project
 * → 'Failed to link projects'. Answers the package's linked projects.
 */
export async function linkProjects(ctx: ServiceContext, opportunityId: number, input: LinkProjectsInput): Promise<LinkedProjectDto[]> {
  const opportunity = await loadEditableOpportunity(ctx, opportunityId);
  const [mapping] = await ctx.tx
    .select({ id: opportunityPackageMappings.id, quantity: opportunityPackageMappings.quantity })
    .from(opportunityPackageMappings)
    .where(and(eq(opportunityPackageMappings.id, input.opportunityPackageMappingId), eq(opportunityPackageMappings.opportunityId, opportunity.id)));
  if (!mapping) throw notFound(OPPORTUNITY_MESSAGES.packageMappingNotFound);

  const linked = await linkedProjectsOf(ctx, mapping.id);
  const linkedIds = new Set(linked.map((l) => l.projectId));
  const newIds = [...new Set(input.projectIds)].filter((id) => !linkedIds.has(id));
  if (linked.length + newIds.length > mapping.quantity) throw badRequest(projectLimitMessage(mapping.quantity));
  if (newIds.length) {
    const found = await ctx.tx.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, newIds));
    if (found.length !== newIds.length) throw badRequest(FAILURE_MESSAGES.linkProjectsFailed);
    await ctx.tx.insert(opportunityProjectMappings).values(
      found.map((p) => ({ opportunityPackageMappingId: mapping.id, projectId: p.id, projectName: p.name, createdAt: ctx.now })),
    );
    await touchOpportunity(ctx, opportunity);
  }
  return linkedProjectsOf(ctx, mapping.id);
}

/** PUT /sapna/v1/opportunity/package/project-mapping/{id}: the link now points at another project. */
export async function replaceLinkedProject(ctx: ServiceContext, linkId: number, projectId: number): Promise<LinkedProjectDto> {
  assertCanSell(ctx.user);
  const [link] = await ctx.tx
    .select({ id: opportunityProjectMappings.id, packageMappingId: opportunityProjectMappings.opportunityPackageMappingId, opportunityId: opportunityPackageMappings.opportunityId })
    .from(opportunityProjectMappings)
    .innerJoin(opportunityPackageMappings, eq(opportunityPackageMappings.id, opportunityProjectMappings.opportunityPackageMappingId))
    .where(eq(opportunityProjectMappings.id, linkId));
  if (!link) throw notFound(OPPORTUNITY_MESSAGES.projectMappingNotFound);
  const opportunity = await loadEditableOpportunity(ctx, link.opportunityId);
  const [project] = await ctx.tx.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw badRequest(FAILURE_MESSAGES.linkProjectsFailed);
  const [duplicate] = await ctx.tx
    .select({ id: opportunityProjectMappings.id })
    .from(opportunityProjectMappings)
    .where(
      and(
        eq(opportunityProjectMappings.opportunityPackageMappingId, link.packageMappingId),
        eq(opportunityProjectMappings.projectId, projectId),
        ne(opportunityProjectMappings.id, linkId),
      ),
    );
  if (duplicate) throw badRequest(OPPORTUNITY_MESSAGES.projectAlreadyLinked);
  await ctx.tx
    .update(opportunityProjectMappings)
    .set({ projectId: project.id, projectName: project.name })
    .where(eq(opportunityProjectMappings.id, linkId));
  await touchOpportunity(ctx, opportunity);
  return { id: linkId, projectId: project.id, projectName: project.name };
}

export type ProjectLookupRow = ProjectLookup;

/** GET /sapna/v1/projects/search?q&cityId: projects to link, by name (or id), alphabetically. */
export async function searchProjects(
  ctx: ServiceContext,
  query: { q?: string | undefined; cityId?: number | undefined; size: number },
): Promise<Paged<ProjectLookupRow>> {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) conditions.push(/^\d{1,9}$/.test(q) ? eq(projects.id, Number(q)) : ilike(projects.name, containsPattern(q)));
  if (query.cityId !== undefined) conditions.push(eq(projects.cityId, query.cityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await ctx.tx
    .select({ id: projects.id, name: projects.name, cityId: projects.cityId, hasCoverImage: projects.hasCoverImage })
    .from(projects)
    .where(where)
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(query.size);
  const [total] = await ctx.tx.select({ n: count() }).from(projects).where(where);
  return { results: rows, totalCount: Number(total?.n ?? 0), page: 0, size: query.size };
}
