import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';
import type { Paged } from './opportunity-types';

export type { ProjectLookup as ProjectOption } from '../../../../domain/opportunities/opportunity-answers';
import type { ProjectLookup as ProjectOption } from '../../../../domain/opportunities/opportunity-answers';

/** GET /api/sapna/v1/projects/search?q&cityId: up to 20 projects by name or id. */
export function searchProjects(q: string, cityId: number | null, signal?: AbortSignal): Promise<Paged<ProjectOption>> {
  return call(packageMappingEndpoints.searchProjects, { query: { q: q || undefined, cityId }, signal });
}

