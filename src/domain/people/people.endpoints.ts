import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
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
} from './people';
import { performanceAnswerSchema } from './performance';
import { massAssignmentInputSchema, massAssignmentResultSchema, relationshipManagerQuerySchema, relationshipManagerSchema } from './rm-migration';
import { failureAnswers } from '../endpoints/failures';
import { peopleRoutes } from './people.paths';

const tags = ['people'];
/** Every route documents its failures, 422 (a rule refused the input) included. */
const failures = { documentFailures: true, failures: failureAnswers(422) } as const;
/** Admin's ('people'). */
const admin = { capability: 'people', tags, ...failures } as const;
const teams = { capability: 'teams', tags: ['rm-migration'], ...failures } as const;
const idParams = z.object({ id: idParam() });
const userAnswer = z.object({ user: companyUserSchema, message: z.string() });
const phonesAnswer = z.object({ contactNumbers: z.array(z.object({ phone: z.string(), priority: z.number().int() })) });

/** User management (issue 13; paths ours under the spec's prefix: spec 001 §7 names the calls without paths): Admin's ('people'). */
export const peopleEndpoints = defineEndpoints(admin, {
  childList: {
    ...peopleRoutes.childList,
    summary: "The brand's users and agents (a manager's direct reports with parentId), by name, 10 a page by default; search by name, email or employee code; noRole=true: only users holding no role",
    query: z.object({
      parentId: idParam().optional(),
      search: z.string().max(100).optional(),
      noRole: z.enum(['true', 'false']).transform((v) => v === 'true').optional().describe('Only users holding no role (ours: home\'s "Users without a role")'),
      page: pageParam(),
      size: z.coerce.number().int().min(1).max(100).default(CHILD_LIST_PAGE_SIZE),
    }),
    response: pagedSchema(companyUserSchema),
  },
  user: {
    method: 'GET',
    path: '/mystique/v1/company-users/:id',
    summary: 'One user',
    params: idParams,
    response: companyUserSchema,
  },
  createUser: {
    method: 'POST',
    path: '/mystique/v1/company-users',
    summary:
      "Create a user: department 16 (spec 001 §5); email unique (409); each phone exactly 10 digits and priorities 1..n (422); the manager must exist and not be relieved (422); a date of relieving makes the user inactive. 'User created successfully'",
    body: createUserBodySchema,
    response: userAnswer,
  },
  updateUser: {
    method: 'PUT',
    path: '/mystique/v1/company-users/:id',
    summary:
      "Update a user: the manager may not be the user or one of their reports (422); relieving (dateOfRelieving) sets status 0 and the user takes no new assignments. 'Contact updated Successfully!' when the numbers changed",
    params: idParams,
    body: updateUserBodySchema,
    response: userAnswer,
  },
  designations: {
    method: 'GET',
    path: '/mystique/v1/designations',
    capability: 'signedIn',
    summary: 'Designations (spec 001 §6 ids)',
    response: z.array(designationSchema),
  },
  branchCityMapping: {
    method: 'GET',
    path: '/mystique/v1/agent/branch-city-mapping',
    summary: 'Every user of the brand (up to 4,000) with their branch-city mapping, and the sales branches',
    response: branchCityViewSchema,
  },
  saveBranchCityMapping: {
    method: 'PUT',
    path: '/mystique/v1/agent/branch-city-mapping',
    summary: "Save rows of the grid (up to 4,000), all or none: a bad row is 422 'Row {n}: …'. 'Agent city updated'",
    body: branchCityBodySchema,
    response: z.object({ updated: z.number().int(), message: z.string() }),
  },
  agentPhones: {
    method: 'GET',
    path: '/mystique/v1/agent/:id/phones',
    summary: "An agent's contact numbers by priority",
    params: idParams,
    response: phonesAnswer,
  },
  setAgentPhones: {
    method: 'PUT',
    path: '/mystique/v1/agent/:id/phones',
    summary: "Replace an agent's contact numbers: each exactly 10 digits, priorities distinct 1..n (422). 'Agent contact updated.'",
    params: idParams,
    body: agentPhonesBodySchema,
    response: phonesAnswer.extend({ message: z.string() }),
  },
  unlockSignIn: {
    method: 'DELETE',
    path: '/mystique/v1/company-users/:id/sign-in-lock',
    summary: "Admins only (ours, issue 56): lift the user's sign-in throttle (their failed sign-ins are forgotten); 'Sign-in unlocked'",
    params: idParams,
    response: z.object({ message: z.string(), cleared: z.number().int() }),
  },
  virtualNumber: {
    method: 'GET',
    path: '/mystique/v1/agent/:id/virtual-number',
    summary: "An agent's virtual number; 404 'No virtual Number present'",
    params: idParams,
    response: virtualNumberSchema,
  },
  reallocateVirtualNumber: {
    method: 'POST',
    path: '/mystique/v1/virtual-number/reallocate',
    summary: 'Admins only (spec 001 §6): move a virtual number to an agent; a number belongs to at most one agent and an agent holds one',
    body: reallocateInputSchema,
    response: virtualNumberSchema.extend({ previousAgentId: z.number().int().nullable() }),
  },
  hris: {
    method: 'GET',
    path: '/mystique/v1/hris/:employeeCode',
    summary: "Employee details from the HRIS connector (default: the local directory); 404 'No employee exists with this id'",
    params: z.object({ employeeCode: z.string().min(1).max(40) }),
    response: hrisEmployeeSchema,
  },
  /** agent/performance (issue 13; spec 002 §7): every signed-in user, within their scope (the service decides the rows). */
  performance: {
    method: 'GET',
    path: '/mystique/v1/agent-performance',
    capability: 'signedIn',
    tags: ['performance'],
    summary:
      "The sales report's columns (spec 002 §3) for the viewer's children by role (spec 001 §6), each summed over the child's team, for a sales month or a quarterly cycle. selector: JSON {view: 'agent' (100 rows a page) | 'team' (1,000), month: 'YYYY-MM', months: 1 | 3, page, agentId?}. 'Packages Activated' for Admin and owner agents; 120 s limit; cached until the end of the day except for admins; 404 'No data available under agent'",
    query: z.object({ selector: z.string().min(1).max(500) }),
    response: performanceAnswerSchema,
  },
});

/** rm-migration (issue 13): the relationship managers of a department, branch and domain, and the mass reassignment ('teams'). */
export const rmMigrationEndpoints = defineEndpoints(teams, {
  salesBranches: {
    method: 'GET',
    path: '/mystique/v1/sales-branches',
    capability: 'signedIn',
    summary: 'Sales branches',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  },
  relationshipManagers: {
    method: 'GET',
    path: '/sapna/v1/account/relationship-managers',
    summary: 'The relationship managers of a department, branch and domain (their branch-city mapping), with their account counts',
    query: relationshipManagerQuerySchema,
    response: z.array(relationshipManagerSchema),
  },
  massUpdateAssignment: {
    method: 'PUT',
    path: '/sapna/v1/account/mass-update-assignment',
    summary:
      "Move accounts (ids typed as a comma list, spec 000 §5 alerts as 400) with their open opportunities from one relationship manager to another, in one transaction with an audit row. Accounts not found, not the first manager's or outside the user's scope: 422 'Unable to map account' naming them, nothing moves; managers outside the department and branch or relieved: 422 'Failed to assign accounts!'",
    body: massAssignmentInputSchema,
    response: massAssignmentResultSchema,
  },
});
