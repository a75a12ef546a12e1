import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { AD_CONFIG_SECTIONS, adConfigAnswerSchema, adConfigInputSchema, adConfigRefusalSchema, adConfigSectionViewSchema } from './ad-product-config';
import { flatPanelInputSchema, flatPanelProjectOptionSchema, flatPanelSchema } from './flat-panel';

export const FLAT_PANEL_PATH = '/housingAdvert/api/v0/flat-panel';

/**
 * Ad-product configuration (spec 002 §7) and the flat panel (issue 14): every signed-in user reads, `catalogue`
 * writes. Each write documents its 422 (the refusal, with every field's message).
 */
export const adConfigEndpoints = defineEndpoints({ tags: ['ad-config'], documentFailures: true, capability: 'signedIn' }, {
  config: {
    method: 'GET', path: '/housingAP/api/v0/product-configuration-details',
    summary: 'The ad-product configuration, per section (the screen keeps the answer per section)',
    query: z.object({ section: z.enum(AD_CONFIG_SECTIONS).optional() }), response: adConfigAnswerSchema,
  },
  saveConfig: {
    method: 'POST', path: '/housingAP/api/v0/product-configuration-details', capability: 'catalogue',
    summary: "Save one section; every field's validator runs and all messages come back together (422, nothing saved)",
    body: adConfigInputSchema, response: adConfigSectionViewSchema, failures: { 422: adConfigRefusalSchema },
  },
  flatPanel: {
    method: 'GET', path: FLAT_PANEL_PATH,
    summary: "A city's flat panel: its projects in order 1..n, dates, active",
    query: z.object({ city_id: idParam() }), response: flatPanelSchema,
  },
  flatPanelProjects: {
    method: 'GET', path: `${FLAT_PANEL_PATH}/projects`,
    summary: 'Projects of the city to add to its flat panel (name contains q), 50 by name',
    query: z.object({ city_id: idParam(), q: z.string().trim().max(100).optional() }), response: z.array(flatPanelProjectOptionSchema),
  },
  saveFlatPanel: {
    method: 'PUT', path: FLAT_PANEL_PATH, capability: 'catalogue',
    summary: "Replace a city's flat panel: order 1..n distinct and contiguous, start on or before end",
    body: flatPanelInputSchema, response: flatPanelSchema, failures: { 422: adConfigRefusalSchema.pick({ error: true, api_errors: true }) },
  },
});
