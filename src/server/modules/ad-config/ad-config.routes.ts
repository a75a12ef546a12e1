import { z } from 'zod';
import { AD_CONFIG_SECTIONS, adConfigAnswerSchema, adConfigInputSchema, adConfigRefusalSchema, adConfigSectionViewSchema } from '../../../domain/ad-config/ad-product-config';
import { flatPanelInputSchema, flatPanelProjectOptionSchema, flatPanelSchema } from '../../../domain/ad-config/flat-panel';
import type { AppInstance } from '../../http';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import * as service from './ad-config.service';

const tags = ['ad-config'];
const FLAT_PANEL = '/housingAdvert/api/v0/flat-panel';

/**
 * Ad-product configuration (spec 002 §7: GET and POST /housingAP/api/v0/product-configuration-details) and the
 * flat panel (issue 14: GET, PUT /housingAdvert/api/v0/flat-panel). Every signed-in user reads; `catalogue` writes.
 */
export async function adConfigRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/housingAP/api/v0/product-configuration-details',
    {
      schema: {
        tags,
        security,
        summary: 'The ad-product configuration, per section (the screen keeps the answer per section)',
        querystring: z.object({ section: z.enum(AD_CONFIG_SECTIONS).optional() }),
        response: { 200: adConfigAnswerSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.getAdConfig(ctx, request.query.section)),
  );
  api.post(
    '/housingAP/api/v0/product-configuration-details',
    {
      schema: {
        tags,
        security,
        summary: "Save one section; every field's validator runs and all messages come back together (422, nothing saved)",
        body: adConfigInputSchema,
        response: { 200: adConfigSectionViewSchema, ...errorResponses, 422: adConfigRefusalSchema },
      },
    },
    async (request, reply) => {
      const result = await runService(api.db, request, (ctx) => service.saveAdConfig(ctx, request.body));
      if (!result.ok) return reply.status(422).send(result.refusal);
      return result.section;
    },
  );
  api.get(
    FLAT_PANEL,
    {
      schema: {
        tags,
        security,
        summary: "A city's flat panel: its projects in order 1..n, dates, active",
        querystring: z.object({ city_id: idParam() }),
        response: { 200: flatPanelSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.getFlatPanel(ctx, request.query.city_id)),
  );
  api.put(
    FLAT_PANEL,
    {
      schema: {
        tags,
        security,
        summary: "Replace a city's flat panel: order 1..n distinct and contiguous, start on or before end",
        body: flatPanelInputSchema,
        response: { 200: flatPanelSchema, ...errorResponses, 422: adConfigRefusalSchema.pick({ error: true, api_errors: true }) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.saveFlatPanel(ctx, request.body)),
  );
  api.get(
    `${FLAT_PANEL}/projects`,
    {
      schema: {
        tags,
        security,
        summary: "Projects of the city to add to its flat panel (name contains q), 50 by name",
        querystring: z.object({ city_id: idParam(), q: z.string().trim().max(100).optional() }),
        response: { 200: z.array(flatPanelProjectOptionSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.flatPanelProjectOptions(ctx, request.query.city_id, request.query.q || undefined)),
  );
}
