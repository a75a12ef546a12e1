import { sql, type SQL } from 'drizzle-orm';
import { APPROVAL_ENTITY_TYPES } from '../../../domain/approvals/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { ApprovalRow } from '../../../domain/sync/mirror-rows';

// Row loader of approvals about opportunities (entityTypeId 1), about payments (entityTypeId 20: Refund, Payment,
// LateCheckDeposition; placed under the payment's opportunity) and NP slot swaps (entityTypeId 19; under the swap's
// opportunity), in the shape GET /sapna/v1/approval?opportunityId
// and raised-approvals answer (src/server/modules/approvals/approvals.repo.ts approvalDtos): names as "First Last"
// ('' when missing), reviewers oldest first, `opportunity` only for entityTypeId 1. server-parity.test.ts checks the
// device's answers from these rows against the routes.

const OPPORTUNITY = sql.raw(String(ENTITY_TYPES.OPPORTUNITY));
const SLOT_SWAP = sql.raw(String(APPROVAL_ENTITY_TYPES.SLOT_SWAP));

/**
 * `approvals <a> ... join opportunities <o>`: each mirrored approval with the opportunity it hangs under (its own for
 * entityTypeId 1, its payment's for entityTypeId 20, its NP slot swap's for entityTypeId 19); other approvals
 * (slot-date extensions, about no opportunity) drop out.
 */
export function approvalsUnderOpportunities(a: string, o: string): SQL {
  return sql.raw(`approvals ${a}
      left join payments ${a}_p on ${a}.entity_type_id = ${APPROVAL_ENTITY_TYPES.PAYMENT} and ${a}_p.id = ${a}.entity_id
      left join milestones ${a}_m on ${a}_m.id = ${a}_p.milestone_id
      left join termsheets ${a}_t on ${a}_t.id = ${a}_m.termsheet_id
      left join slot_swaps ${a}_s on ${a}.entity_type_id = ${APPROVAL_ENTITY_TYPES.SLOT_SWAP} and ${a}_s.id = ${a}.entity_id
      join opportunities ${o} on ${o}.id = case ${a}.entity_type_id when ${ENTITY_TYPES.OPPORTUNITY} then ${a}.entity_id
        when ${APPROVAL_ENTITY_TYPES.SLOT_SWAP} then ${a}_s.opportunity_id else ${a}_t.opportunity_id end`);
}

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
        'opportunity', case when a.entity_type_id = ${OPPORTUNITY} then json_build_object('id', o.id, 'name', o.name, 'accountId', o.account_id) end,
        'version', a.version, 'swapId', case when a.entity_type_id = ${SLOT_SWAP} then a.entity_id end,
        'createdAt', ${iso(sql`a.created_at`)}, 'updatedAt', ${iso(sql`a.updated_at`)},
        'opportunityId', o.id, 'accountId', o.account_id) as j
      from ${approvalsUnderOpportunities('a', 'o')}
      left join users requester on requester.id = a.requested_by_id
      left join users authority on authority.id = a.approving_authority_id
      where ${idFilter(sql`a.id`)}`,
  );
}
