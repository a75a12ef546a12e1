// User management (issue 13; paths ours under the spec's prefix: spec 001 §7 names the calls without paths).
import { z } from 'zod';
import {
  CHILD_LIST_PAGE_SIZE,
  agentPhonesBodySchema,
  branchCityBodySchema,
  branchCityViewSchema,
  companyUserSchema,
  createUserBodySchema,
  designationSchema,
  hrisEmployeeSchema,
  reallocateInputSchema,
  updateUserBodySchema,
  virtualNumberSchema,
} from '../../../domain/people/people';
import type { AppInstance } from '../../http';
import { errorResponseSchema } from '../../shared/error-response';
import { pagedSchema } from '../../shared/paged';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import {
  agentPhones,
  agentVirtualNumber,
  branchCityMapping,
  childList,
  companyUser,
  createUser,
  designations,
  hrisDetails,
  reallocateVirtualNumber,
  saveBranchCityMapping,
  setAgentPhones,
  unlockUserSignIn,
  updateUser,
} from './people.service';

const tags = ['people'];
const failures = { ...errorResponses, 422: errorResponseSchema };
const idParams = z.object({ id: idParam() });
const userAnswer = z.object({ user: companyUserSchema, message: z.string() });
const phonesAnswer = z.object({ contactNumbers: z.array(z.object({ phone: z.string(), priority: z.number().int() })) });

/** Registered with the 'people' capability (Admin) for reads and writes; designations are for every signed-in user. */
export async function peopleRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/mystique/v1/company-users/child-list',
    {
      schema: {
        tags,
        security,
        summary: "The brand's users and agents (a manager's direct reports with parentId), by name, 10 a page by default; search by name, email or employee code; noRole=true: only users holding no role",
        querystring: z.object({
          parentId: idParam().optional(),
          search: z.string().max(100).optional(),
          noRole: z.enum(['true', 'false']).transform((v) => v === 'true').optional().describe('Only users holding no role (ours: home\'s "Users without a role")'),
          page: pageParam(),
          size: z.coerce.number().int().min(1).max(100).default(CHILD_LIST_PAGE_SIZE),
        }),
        response: { 200: pagedSchema(companyUserSchema), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => childList(ctx, request.query)),
  );

  api.get(
    '/mystique/v1/company-users/:id',
    { schema: { tags, security, summary: 'One user', params: idParams, response: { 200: companyUserSchema, ...failures } } },
    async (request) => runService(api.db, request, (ctx) => companyUser(ctx, request.params.id)),
  );

  api.post(
    '/mystique/v1/company-users',
    {
      schema: {
        tags,
        security,
        summary:
          "Create a user: department 16 (spec 001 §5); email unique (409); each phone exactly 10 digits and priorities 1..n (422); the manager must exist and not be relieved (422); a date of relieving makes the user inactive. 'User created successfully'",
        body: createUserBodySchema,
        response: { 200: userAnswer, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => createUser(ctx, request.body)),
  );

  api.put(
    '/mystique/v1/company-users/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "Update a user: the manager may not be the user or one of their reports (422); relieving (dateOfRelieving) sets status 0 and the user takes no new assignments. 'Contact updated Successfully!' when the numbers changed",
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: userAnswer, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => updateUser(ctx, request.params.id, request.body)),
  );

  api.get(
    '/mystique/v1/designations',
    { config: { capability: 'signedIn' }, schema: { tags, security, summary: 'Designations (spec 001 §6 ids)', response: { 200: z.array(designationSchema), ...failures } } },
    async () => designations(),
  );

  api.get(
    '/mystique/v1/agent/branch-city-mapping',
    { schema: { tags, security, summary: "Every user of the brand (up to 4,000) with their branch-city mapping, and the sales branches", response: { 200: branchCityViewSchema, ...failures } } },
    async (request) => runService(api.db, request, (ctx) => branchCityMapping(ctx)),
  );

  api.put(
    '/mystique/v1/agent/branch-city-mapping',
    {
      schema: {
        tags,
        security,
        summary: "Save rows of the grid (up to 4,000), all or none: a bad row is 422 'Row {n}: …'. 'Agent city updated'",
        body: branchCityBodySchema,
        response: { 200: z.object({ updated: z.number().int(), message: z.string() }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => saveBranchCityMapping(ctx, request.body)),
  );

  api.get(
    '/mystique/v1/agent/:id/phones',
    { schema: { tags, security, summary: "An agent's contact numbers by priority", params: idParams, response: { 200: phonesAnswer, ...failures } } },
    async (request) => runService(api.db, request, (ctx) => agentPhones(ctx, request.params.id)),
  );

  api.put(
    '/mystique/v1/agent/:id/phones',
    {
      schema: {
        tags,
        security,
        summary: "Replace an agent's contact numbers: each exactly 10 digits, priorities distinct 1..n (422). 'Agent contact updated.'",
        params: idParams,
        body: agentPhonesBodySchema,
        response: { 200: phonesAnswer.extend({ message: z.string() }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => setAgentPhones(ctx, request.params.id, request.body)),
  );

  api.delete(
    '/mystique/v1/company-users/:id/sign-in-lock',
    {
      config: { capability: 'people' },
      schema: {
        tags,
        security,
        summary: "Admins only (ours, issue 56): lift the user's sign-in throttle (their failed sign-ins are forgotten); 'Sign-in unlocked'",
        params: idParams,
        response: { 200: z.object({ message: z.string(), cleared: z.number().int() }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => unlockUserSignIn(ctx, request.params.id)),
  );

  api.get(
    '/mystique/v1/agent/:id/virtual-number',
    { schema: { tags, security, summary: "An agent's virtual number; 404 'No virtual Number present'", params: idParams, response: { 200: virtualNumberSchema, ...failures } } },
    async (request) => runService(api.db, request, (ctx) => agentVirtualNumber(ctx, request.params.id)),
  );

  api.post(
    '/mystique/v1/virtual-number/reallocate',
    {
      config: { capability: 'people' },
      schema: {
        tags,
        security,
        summary: 'Admins only (spec 001 §6): move a virtual number to an agent; a number belongs to at most one agent and an agent holds one',
        body: reallocateInputSchema,
        response: { 200: virtualNumberSchema.extend({ previousAgentId: z.number().int().nullable() }), ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => reallocateVirtualNumber(ctx, request.body)),
  );

  api.get(
    '/mystique/v1/hris/:employeeCode',
    {
      schema: {
        tags,
        security,
        summary: "Employee details from the HRIS connector (default: the local directory); 404 'No employee exists with this id'",
        params: z.object({ employeeCode: z.string().min(1).max(40) }),
        response: { 200: hrisEmployeeSchema, ...failures },
      },
    },
    async (request) => runService(api.db, request, (ctx) => hrisDetails(ctx, request.params.employeeCode)),
  );
}
