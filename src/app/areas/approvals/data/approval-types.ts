/** The server's approval shapes (src/server/modules/approvals/approval-response-schemas.ts). */
export type ReviewerMapping = { id: number; reviewerId: number; reviewerName: string; designationId: number | null; status: string; updatedAt: string };

export type Approval = {
  id: number;
  entityTypeId: number;
  entityId: number;
  approvalType: string;
  status: string;
  remark: string | null;
  durationInDays: number | null;
  opportunityPackageMappingIds: number[];
  requestedBy: { userId: number; name: string };
  approvingAuthority: { userId: number; name: string; designationId: number | null } | null;
  approvalReviewerMappings: ReviewerMapping[];
  opportunity: { id: number; name: string; accountId: number } | null;
  createdAt: string;
  updatedAt: string;
};

/** What processing answers: discountApproved neither Approved nor Rejected means the view refreshes. */
export type ProcessResult = {
  approvalIds: number[];
  status: string;
  reviewerStatus: string | null;
  discountApproved: string | null;
  opportunityPackageMappings: { id: number; discountApproved: string }[];
};

export type { Paged } from '../../../../domain/paging/paged';
