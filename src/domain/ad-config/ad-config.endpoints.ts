import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { AD_CONFIG_SECTIONS, adConfigAnswerSchema } from './ad-product-config';
import { flatPanelProjectOptionSchema, flatPanelSchema } from './flat-panel';

const doc = { tags: ['ad-config'], documentFailures: true } as const;
export const FLAT_PANEL_PATH = '/housingAdvert/api/v0/flat-panel';

/**
 * Ad-product configuration (spec 002 §7) and the flat panel (issue 14): every signed-in user reads. The two writes
 * (each with its 422 answer) are still registered by hand in ad-config.routes.ts.
 */
export const adConfigEndpoints = {
  config: defineEndpoint({
    ...doc, method: 'GET', path: '/housingAP/api/v0/product-configuration-details', capability: 'signedIn',
    summary: 'The ad-product configuration, per section (the screen keeps the answer per section)',
    query: z.object({ section: z.enum(AD_CONFIG_SECTIONS).optional() }), response: adConfigAnswerSchema,
  }),
  flatPanel: defineEndpoint({
    ...doc, method: 'GET', path: FLAT_PANEL_PATH, capability: 'signedIn',
    summary: "A city's flat panel: its projects in order 1..n, dates, active",
    query: z.object({ city_id: idParam() }), response: flatPanelSchema,
  }),
  flatPanelProjects: defineEndpoint({
    ...doc, method: 'GET', path: `${FLAT_PANEL_PATH}/projects`, capability: 'signedIn',
    summary: 'Projects of the city to add to its flat panel (name contains q), 50 by name',
    query: z.object({ city_id: idParam(), q: z.string().trim().max(100).optional() }), response: z.array(flatPanelProjectOptionSchema),
  }),
};
