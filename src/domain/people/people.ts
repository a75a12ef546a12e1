import { z } from 'zod';
import { ALL_ROLES } from '../auth/roles';
import { DESIGNATION } from '../reference/ids';
import { validateEmail, validatePhone } from '../contacts/contact-fields';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { optionalId, optionalText, requiredId, requiredText } from '../validation/zod-fields';

/**
 * User management (issue 13; spec 001 §3 "User/agent", §5, §6, §8, §9). The contract both halves use: the input
 * schemas with the spec's messages, the answers' schemas, and the rules that need no database.
 */

export const PEOPLE_MESSAGES = {
  userCreated: 'User created successfully',
  // Ours (the spec names no update notice for a user).
  userUpdated: 'User updated successfully',
  agentContactUpdated: 'Agent contact updated.',
  contactUpdated: 'Contact updated Successfully!',
  noVirtualNumber: 'No virtual Number present',
  noEmployee: 'No employee exists with this id',
  agentCityUpdated: 'Agent city updated',
  // Ours (spec silent on the wording):
  emailTaken: 'A user with this email already exists.',
  managerCycle: "A user's manager cannot be the user or one of their reports.",
  unknownManager: 'The selected manager does not exist.',
  unknownUser: 'User not found.',
  // Ours (issue 56): the administrator lifted a user's sign-in throttle.
  signInUnlocked: 'Sign-in unlocked',
  unknownRole: 'Unknown role.',
  relieved: 'This user has been relieved and cannot take new assignments.',
  priorities: 'Priorities must be distinct and run from 1 to the number of contact numbers.',
  unknownVirtualNumber: 'Virtual number not found.',
  unknownBranch: 'Unknown sales branch.',
  offline: 'User management needs a connection. What you typed is kept; save again when you are back online.',
} as const;

/** Users created are given department id 16 (spec 001 §5). */
export const DEPARTMENT_ON_CREATE = 16;

/** Departments (the spec names only 16; the names and the others are ours). */
export const DEPARTMENTS = [
  { id: 16, name: 'Sales' },
  { id: 17, name: 'Tele Sales' },
  { id: 18, name: 'Key Accounts' },
] as const;

/** The child list's default page (spec 001 §9 "child list default 10 rows"). */
export const CHILD_LIST_PAGE_SIZE = 10;
/** Agent branch mapping up to 4,000 rows (spec 001 §9). */
export const BRANCH_CITY_MAX_ROWS = 4000;

export const USER_STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;

const roleNames = ALL_ROLES.map((r) => r.name) as [string, ...string[]];

const phoneText = requiredText(validatePhone);

/** One contact number. */
export const contactNumberSchema = z.object({ phone: phoneText, priority: z.number({ error: VALIDATION_MESSAGES.expectedNumber }).int().min(1, { error: PEOPLE_MESSAGES.priorities }) });

/** Priorities are distinct and exactly 1..n (spec 001 §3 "contactNumbers (with priority)"). */
export function prioritiesProblem(numbers: readonly { priority: number }[]): string | null {
  const sorted = numbers.map((n) => n.priority).sort((a, b) => a - b);
  return sorted.every((p, i) => p === i + 1) ? null : PEOPLE_MESSAGES.priorities;
}

const contactNumbersList = z
  .array(contactNumberSchema)
  .max(10)
  .check((ctx) => {
    const problem = prioritiesProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** PUT /mystique/v1/agent/{id}/phones. */
export const agentPhonesInputSchema = z.object({ contactNumbers: contactNumbersList });
export type AgentPhonesInput = z.infer<typeof agentPhonesInputSchema>;

/** The route's body: phones are checked by the service so a bad number is 422 with the domain's phone message. */
export const agentPhonesBodySchema = z.object({ contactNumbers: z.array(z.object({ phone: z.string().max(40), priority: z.number().int() })).max(10) });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_MESSAGES.invalidDate });

const userFields = {
  name: requiredText(),
  email: requiredText(validateEmail).transform((v) => v.toLowerCase()),
  parentId: optionalId(),
  designationId: optionalId(),
  userRoles: z.array(z.enum(roleNames, { error: PEOPLE_MESSAGES.unknownRole })).max(10).default([]),
  status: z.union([z.literal(1), z.literal(0)]).default(1),
  employeeCode: optionalText(),
  joiningDate: isoDate.nullish(),
  dateOfRelieving: isoDate.nullish(),
  contactNumbers: contactNumbersList.default([]),
};

/** POST /mystique/v1/company-users: the department is always 16 (spec 001 §5). */
export const createUserInputSchema = z.object(userFields);
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** PUT /mystique/v1/company-users/{id}. */
export const updateUserInputSchema = z.object({ ...userFields, departmentId: optionalId() });
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** The route bodies: a phone that is not 10 digits is refused by the service (422, the domain's phone message). */
const looseContacts = z.array(z.object({ phone: z.string().max(40), priority: z.number().int() })).max(10).default([]);
export const createUserBodySchema = createUserInputSchema.extend({ contactNumbers: looseContacts });
export const updateUserBodySchema = updateUserInputSchema.extend({ contactNumbers: looseContacts });

export const companyUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  designationId: z.number().int().nullable(),
  designationName: z.string().nullable(),
  userRoles: z.array(z.string()),
  status: z.number().int(),
  employeeCode: z.string().nullable(),
  joiningDate: z.string().nullable(),
  dateOfRelieving: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  contactNumbers: z.array(z.object({ phone: z.string(), priority: z.number().int() })),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const designationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Designation = z.infer<typeof designationSchema>;

export function designationName(id: number | null): string | null {
  if (id === null) return null;
  return DESIGNATION.name(id);
}

/** Tele-sales admin titles and the roles each gives (spec 001 §6; the variants whose mapping is not shown are left out). */
export const TELESALES_TITLES: readonly { title: string; roles: readonly string[] }[] = [
  { title: 'Tele-Sales Agent', roles: ['Housing Sales Agent', 'Housing Owner Agent', 'CRM USER'] },
  { title: 'Housing Owner Manager', roles: ['Housing Sales Agent', 'Housing Owner Agent', 'CRM USER', 'Admin'] },
  { title: 'Owner Online Assist', roles: ['PHOENIX_AGENT'] },
  { title: 'Owner Field Assist', roles: ['PHOENIX_FIELD_AGENT'] },
];

export const virtualNumberSchema = z.object({ agentId: z.number().int(), virtualNumber: z.string() });
export type VirtualNumberView = z.infer<typeof virtualNumberSchema>;

/** POST /mystique/v1/virtual-number/reallocate: the number moves to the agent (admins only). */
export const reallocateInputSchema = z.object({ virtualNumber: phoneText, agentId: requiredId() });
export type ReallocateInput = z.infer<typeof reallocateInputSchema>;

/** GET /mystique/v1/hris/{employeeCode}: what the HRIS connector knows of an employee. */
export const hrisEmployeeSchema = z.object({
  employeeCode: z.string(),
  name: z.string(),
  email: z.string(),
  designation: z.string(),
  department: z.string(),
  location: z.string(),
  joiningDate: z.string(),
  dateOfRelieving: z.string().nullable(),
  managerEmployeeCode: z.string().nullable(),
});
export type HrisEmployee = z.infer<typeof hrisEmployeeSchema>;

const optionalLabel = z.string().trim().max(100).nullish();

/** One row of the branch-city grid (spec 001 §3 "Agent branch-city mapping"). */
export const branchCityRowInputSchema = z.object({
  userId: requiredId(),
  salesBranchId: optionalId(),
  departmentId: optionalId(),
  subDepartmentId: optionalId(),
  agentCityIds: z.array(requiredId()).max(200).default([]),
  cityBranchMapping: optionalLabel,
  region: optionalLabel,
  tier: z.number().int().min(1).max(3).nullish(),
  salesVertical: optionalLabel,
  businessUnit: optionalLabel,
  salesChannel: optionalLabel,
  roleType: optionalLabel,
  company: optionalLabel,
});
export type BranchCityRowInput = z.infer<typeof branchCityRowInputSchema>;

/** The route's body: rows are checked one by one by the service, so a bad row is 422 naming the row. */
export const branchCityBodySchema = z.object({ rows: z.array(z.unknown()).min(1).max(BRANCH_CITY_MAX_ROWS) });

export const branchCityRowSchema = branchCityRowInputSchema.extend({
  agentName: z.string(),
  email: z.string(),
  agentCityIds: z.array(z.number().int()),
  salesBranchName: z.string().nullable(),
});
export type BranchCityRow = z.infer<typeof branchCityRowSchema>;

export const branchCityViewSchema = z.object({
  rows: z.array(branchCityRowSchema),
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BranchCityView = z.infer<typeof branchCityViewSchema>;

/** The message of a bad grid row: 'Row {n}: {message}' (rows count from 1, as the grid shows them). */
export function branchRowMessage(index: number, message: string): string {
  return `Row ${index + 1}: ${message}`;
}
