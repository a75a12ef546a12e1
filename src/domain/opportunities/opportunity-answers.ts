// The other answers of the opportunity routes (mark lost, assignment, package status lists, project lookup), as one
// contract: the routes declare these schemas, the server's services build their types and the console reads them.
import { z } from 'zod';
import { instant, nullableRowId, rowId } from '../sync/row-fields';

/** POST /sapna/v1/markOpportunityAsLost. */
export const markLostResultSchema = z.object({
  opportunityId: rowId,
  statusId: rowId,
  lostReason: z.string(),
  lostAt: instant,
  childOpportunityId: nullableRowId,
});
export type MarkLostResult = z.infer<typeof markLostResultSchema>;

/** PUT /sapna/v1/opportunity/reassign/{id}. */
export const assignmentResultSchema = z.object({ opportunityId: rowId, ownerId: rowId, ownerName: z.string(), version: rowId });
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

/** An agent an opportunity may be assigned to, with the open opportunities the agent holds. */
export const agentCandidateSchema = z.object({
  userId: rowId,
  name: z.string(),
  designationId: nullableRowId,
  parentId: nullableRowId,
  openOpportunityCount: rowId,
});
export type AgentCandidate = z.infer<typeof agentCandidateSchema>;

/** GET /sapna/v1/opportunity/assignment-page/{id}. */
export const assignmentPageSchema = z.object({
  opportunity: z.object({
    id: rowId,
    name: z.string(),
    kind: z.string(),
    accountId: rowId,
    accountName: z.string(),
    statusId: rowId,
    editable: z.boolean(),
    version: rowId,
  }),
  currentOwner: z.object({ userId: rowId, name: z.string(), designationId: nullableRowId }).nullable(),
  canReassign: z.boolean().describe('May the caller reassign this opportunity at all.'),
  candidates: z.array(agentCandidateSchema).describe("Active selling agents in the caller's scope and the opportunity's domain, with their open-opportunity counts."),
});
export type AssignmentPage = z.infer<typeof assignmentPageSchema>;

/** A plain confirmation. */
export const messageSchema = z.object({ message: z.string() });

/** A row of the package status lists. */
export const packageStatusRowSchema = z.object({
  opportunityPackageMappingId: rowId,
  opportunityId: rowId,
  opportunityName: z.string(),
  accountId: rowId,
  accountName: z.string(),
  packageId: rowId,
  packageName: z.string().nullable(),
  statusId: rowId,
  quantity: rowId,
  validityDays: rowId,
  discountApproved: z.string(),
  createdAt: instant,
});

/** GET /sapna/v1/projects/search: a project to link. */
export const projectLookupSchema = z.object({ id: rowId, name: z.string(), cityId: nullableRowId, hasCoverImage: z.boolean() });
export type ProjectLookup = z.infer<typeof projectLookupSchema>;
