import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';
import type { LinkedProject, Paged } from './opportunity-types';

/** POST /api/sapna/v2/opportunity/project-mapping/opportunity/{id}: link projects to one package mapping. */
export function linkProjects(opportunityId: number, opportunityPackageMappingId: number, projectIds: number[]): Promise<Paged<LinkedProject>> {
  return call(packageMappingEndpoints.linkProjects, { params: { id: opportunityId }, body: { opportunityPackageMappingId, projectIds }, notify: false });
}
