import { api } from '../../../lib/api/api';
import type { LinkedProject, Paged } from './opportunity-types';

/** POST /api/sapna/v2/opportunity/project-mapping/opportunity/{id}: link projects to one package mapping. */
export function linkProjects(opportunityId: number, opportunityPackageMappingId: number, projectIds: number[]): Promise<Paged<LinkedProject>> {
  return api.post<Paged<LinkedProject>>(
    `/sapna/v2/opportunity/project-mapping/opportunity/${opportunityId}`,
    { opportunityPackageMappingId, projectIds },
    { notify: false },
  );
}
