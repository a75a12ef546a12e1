import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import type { Family, FamilyCopyInput, FamilyInput } from '../../../../domain/catalogue/family-schema';
import { call } from '../../../lib/api/call';

export type { Family };
export const fetchFamilies = (signal?: AbortSignal) => call(catalogueEndpoints.families, { signal });
export const createFamily = (input: FamilyInput) => call(catalogueEndpoints.createFamily, { body: input, notify: false });
export const updateFamily = (id: number, input: FamilyInput) => call(catalogueEndpoints.updateFamily, { params: { id }, body: input, notify: false });
export const deleteFamily = (id: number) => call(catalogueEndpoints.deleteFamily, { params: { id }, notify: false });
export const copyFamily = (id: number, input: FamilyCopyInput) => call(catalogueEndpoints.copyFamily, { params: { id }, body: input, notify: false });
