import { defineEndpoint } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { caseAssignStatusSchema, caseReasonQuerySchema, caseReasonSchema } from './case-lists';
import { referenceDataSchema } from './reference-data';
import { referenceRoutes } from './reference.paths';

const tags = ['reference'];

/** Reference data (cities, statuses...): every screen reads it, content ones included, so every signed-in user. */
export const referenceEndpoints = {
  referenceData: defineEndpoint({
    ...referenceRoutes.referenceData,
    capability: 'signedIn',
    tags,
    summary: 'Reference lists (payment modes and statuses, termsheet, opportunity and account statuses, client types, activity types, cities, ...)',
    response: referenceDataSchema,
  }),
  caseAssignStatuses: defineEndpoint({
    method: 'GET',
    path: '/mystique/v1/reference-data/case-assign-status',
    capability: 'signedIn',
    tags,
    summary: 'Case-assign statuses (calling); every signed-in user',
    response: pagedSchema(caseAssignStatusSchema),
  }),
  caseReasons: defineEndpoint({
    method: 'GET',
    path: '/mystique/v1/reference-data/case-reasons',
    capability: 'signedIn',
    tags,
    summary: 'Case reasons, all or filtered by reason (Login Activity, Call Activity Logging, No Ozonetel Callback); another reason is a 400',
    query: caseReasonQuerySchema,
    response: pagedSchema(caseReasonSchema),
  }),
};
