import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { SUGGEST_KINDS, SUGGEST_MAX_IDS, suggestAnswerSchema } from './suggest';

/** Type-ahead pickers (issue 51): spec 002 §7 "search suggest and polygon suggest" (suggest size 20), one route per kind. */
export const pickerEndpoints = defineEndpoints({ tags: ['pickers'], documentFailures: true, capability: 'signedIn' }, {
  suggest: {
    method: 'GET',
    path: '/sapna/v1/suggest/:kind',
    // The reference kinds serve every form; the sales records and users are asked for by those who read them (the service checks).
    summary:
      'Records to pick by name (account, opportunity, user, manager, city, city_uuid, locality, locality_uuid, region, subscription_region, project, polygon, profile, designation, ' +
      'department, event, listing, package_mapping, product_activation): ' +
      'at most 20 in the caller\'s scope, the whole name or id first, then the name\'s start, then anywhere; ids= names back the records a form holds; of= the record they belong to (listing: profile uuid; package_mapping, product_activation: opportunity id; subscription_region: city uuid; city, city_uuid: catalogue, the catalogue\'s cities by package 232\'s city lookup)',
    params: z.object({ kind: z.enum(SUGGEST_KINDS) }),
    query: z.object({
      q: z.string().trim().max(100).optional(),
      ids: z
        .string()
        .max(4000)
        .optional()
        .transform((v) => (v === undefined ? undefined : v.split(',').map((id) => id.trim()).filter(Boolean)))
        .pipe(z.array(z.string().max(64)).max(SUGGEST_MAX_IDS).optional()),
      cityId: idParam().optional(),
      of: z.string().trim().max(64).optional(),
    }),
    response: suggestAnswerSchema,
  },
});
