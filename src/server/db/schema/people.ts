// People (issue 13, user-management and rm-migration): agents' contact numbers, virtual numbers, the HRIS
// directory (the default HRIS connector reads it), sales branches, agents' branch-city mapping, and the audit of
// account reassignments.
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** An agent's contact numbers, by priority 1..n (distinct per agent). */
export const agentContactNumbers = pgTable(
  'agent_contact_numbers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priority: integer().notNull(),
    phone: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.priority] })],
);

/** Virtual (caller-id) numbers: each belongs to at most one agent (unique agent_id). */
export const virtualNumbers = pgTable(
  'virtual_numbers',
  {
    number: text().primaryKey(),
    agentId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('virtual_numbers_agent_uq').on(t.agentId)],
);

/** The local HRIS directory: the default HRIS connector's data (a real HRIS adapter fits the same interface). */
export const hrisEmployees = pgTable('hris_employees', {
  employeeCode: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  designation: text().notNull(),
  department: text().notNull(),
  location: text().notNull(),
  joiningDate: date().notNull(),
  dateOfRelieving: date(),
  managerEmployeeCode: text(),
});

export const salesBranches = pgTable('sales_branches', {
  id: integer().primaryKey(),
  name: text().notNull(),
  cityId: integer(),
});

/** One row per agent: their branch, department and cities (spec 001 §3 "Agent branch-city mapping"). */
export const agentBranchCityMappings = pgTable(
  'agent_branch_city_mappings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    salesBranchId: integer().references(() => salesBranches.id),
    departmentId: integer(),
    subDepartmentId: integer(),
    agentCityIds: integer().array().notNull().default([]),
    cityBranchMapping: text(),
    region: text(),
    tier: integer(),
    salesVertical: text(),
    businessUnit: text(),
    salesChannel: text(),
    roleType: text(),
    company: text(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agent_branch_city_branch_idx').on(t.salesBranchId, t.departmentId)],
);

/** One row per mass reassignment of accounts (rm-migration): who moved what from whom to whom. */
export const accountAssignmentAudit = pgTable(
  'account_assignment_audit',
  {
    id: id(),
    actorId: integer().notNull(),
    fromAgentId: integer(),
    toAgentId: integer().notNull(),
    accountIds: integer().array().notNull(),
    opportunityIds: integer().array().notNull(),
    filter: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_assignment_audit_created_idx').on(t.createdAt)],
);

/** Every change of a user by user-management (who, when, what). */
export const userChangeAudit = pgTable(
  'user_change_audit',
  {
    id: id(),
    actorId: integer().notNull(),
    userId: integer().notNull(),
    action: text().notNull(),
    detail: jsonb().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_change_audit_user_idx').on(t.userId)],
);
