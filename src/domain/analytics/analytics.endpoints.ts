import { defineEndpoints, noContent } from '../endpoints/endpoint';
import { analyticsBatchSchema } from './analytics-schema';
import { analyticsRoutes } from './analytics.paths';

/**
 * POST /sapna/v1/analytics/events (spec 000 §9; the path is ours): a batch of events of the signed-in user. Owner
 * agents' events are kept; anyone else's are dropped with 204 (owner-CRM events are for owner agents only), as are
 * events older than the device queue's 7 days. The body is also accepted as text/plain (navigator.sendBeacon).
 */
export const analyticsEndpoints = defineEndpoints({ tags: ['analytics'], documentFailures: true, capability: 'signedIn' }, {
  events: {
    ...analyticsRoutes.events,
    // Sending analytics is not a change to the business: read-only users' beacons are simply dropped.
    allowReadOnly: true,
    summary: 'Record a batch of analytics events (owner agents; others dropped with 204)',
    body: analyticsBatchSchema,
    textPlainJson: { bodyLimit: 256 * 1024 },
    response: noContent('Recorded, or dropped (not an owner agent, or older than 7 days)'),
  },
});
