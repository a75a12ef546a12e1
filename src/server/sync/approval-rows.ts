import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from './json-rows';
import type { ApprovalRow } from '../../domain/sync/mirror-rows';

// Row loader of approvals about opportunities (entityTypeId 1), in the shape GET /sapna/v1/approval?opportunityId
// answers (src/server/modules/approvals/approvals.repo.ts approvalDtos): names as "First Last" ('' when missing),
// reviewers oldest first. server-parity.test.ts checks the device's answer from these rows against the route.

const displayName = (alias: string) => sql.raw(`trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name))`);

export function loadApprovalRows(tx: Tx, idFilter: IdFilter): Promise<ApprovalRow[]> {
  return jsonRows(
    tx,
    sql`select a.id, json_build_object(
        'id', a.id, 'entityTypeId', a.entity_type_id, 'entityId', a.entity_id, 'approvalType', a.approval_type,
        'status', a.status, 'remark', a.remark, 'durationInDays', a.duration_in_days,
        'opportunityPackageMappingIds', a.opportunity_package_mapping_ids,
        'requestedBy', json_build_object('userId', a.requested_by_id, 'name', coalesce(${displayName('requester')}, '')),
        'approvingAuthority', case when authority.id is null then null
          else json_build_object('userId', authority.id, 'name', ${displayName('authority')}, 'designationId', authority.designation_id) end,
        'approvalReviewerMappings', (select coalesce(json_agg(json_build_object(
            'id', arm.id, 'reviewerId', arm.reviewer_id, 'reviewerName', coalesce(${displayName('reviewer')}, ''),
            'designationId', reviewer.designation_id, 'status', arm.status, 'updatedAt', ${iso(sql`arm.updated_at`)}) order by arm.id), '[]')
          from approval_reviewer_mappings arm left join users reviewer on reviewer.id = arm.reviewer_id where arm.approval_id = a.id),
        'opportunity', json_build_object('id', o.id, 'name', o.name, 'accountId', o.account_id),
        'version', a.version, 'swapId', null,
        'createdAt', ${iso(sql`a.created_at`)}, 'updatedAt', ${iso(sql`a.updated_at`)},
        'opportunityId', o.id, 'accountId', o.account_id) as j
      from approvals a
      join opportunities o on a.entity_type_id = 1 and o.id = a.entity_id
      left join users requester on requester.id = a.requested_by_id
      left join users authority on authority.id = a.approving_authority_id
      where ${idFilter(sql`a.id`)}`,
  );
}
