import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { caseAssignStatusSchema, caseReasonQuerySchema, caseReasonSchema } from './case-lists';
import { referenceDataSchema } from './reference-data';
import { referenceRoutes } from './reference.paths';


/** Reference data (cities, statuses...): every screen reads it, content ones included, so every signed-in user. */
export const referenceEndpoints = defineEndpoints({ tags: ['reference'], capability: 'signedIn' }, {
  referenceData: {
    ...referenceRoutes.referenceData,
    summary: 'Reference lists (payment modes and statuses, termsheet, opportunity and account statuses, client types, activity types, cities, ...)',
    response: referenceDataSchema,
  },
  caseAssignStatuses: {
    method: 'GET',
    path: '/mystique/v1/reference-data/case-assign-status',
    summary: 'Case-assign statuses (calling); every signed-in user',
    response: pagedSchema(caseAssignStatusSchema),
  },
  caseReasons: {
    method: 'GET',
    path: '/mystique/v1/reference-data/case-reasons',
    summary: 'Case reasons, all or filtered by reason (Login Activity, Call Activity Logging, No Ozonetel Callback); another reason is a 400',
    query: caseReasonQuerySchema,
    response: pagedSchema(caseReasonSchema),
  },
});
