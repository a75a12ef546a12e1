import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';
import type { PackageMapping } from './opportunity-types';

export type AddPackageInput = { opportunityId: number; packageId: number; quantity: number; discount: number };

/** POST /api/sapna/v2/opportunity/package-mapping: the caller shows 'Unable to add package' unless the server says why. */
export function addPackage(input: AddPackageInput): Promise<PackageMapping> {
  return call(packageMappingEndpoints.addPackage, { body: input, notify: false });
}
