import { sql } from 'drizzle-orm';
import { APPROVED_AMOUNT_STATUS_ID, PAYMENT_STATUS_GROUPS } from '../../../domain/payments/statuses';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { MilestoneRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of milestones (with their derived amounts, summed in numeric). The dueAmount sum is
// dueAmountOf (src/domain/milestones/due-amount.ts) in SQL; row-parity.test.ts checks the two agree on real rows.

const PENDING = sql.raw(PAYMENT_STATUS_GROUPS.pending.join(', '));

export function loadMilestoneRows(tx: Tx, idFilter: IdFilter): Promise<MilestoneRow[]> {
  return jsonRows(
    tx,
    sql`select m.id, json_build_object(
        'id', m.id, 'termsheetId', m.termsheet_id, 'opportunityId', t.opportunity_id, 'accountId', o.account_id,
        'name', m.name, 'amount', m.amount, 'digislateAmount', m.digislate_amount, 'gst', m.gst, 'startDate', m.start_date,
        'action', m.action, 'active', m.active,
        'accountLegalEntityDetail', case when m.account_legal_entity_id is null then null
          else json_build_object('id', m.account_legal_entity_id, 'legalName', coalesce(e.legal_name, '')) end,
        'paymentAdded', m.payment_added,
        'approvedPaymentAmount', totals.approved, 'pendingPaymentAmount', totals.pending,
        'dueAmount', m.amount + m.gst - totals.approved - totals.pending,
        'refundDetails', (select coalesce(json_agg(json_build_object(
            'id', r.id, 'paymentId', r.payment_id, 'milestoneId', r.milestone_id, 'amount', r.amount, 'remark', r.remark,
            'createdByName', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'createdAt', ${iso(sql`r.created_at`)}) order by r.id), '[]')
          from refunds r left join users u on u.id = r.created_by_id where r.milestone_id = m.id),
        'clientId', m.client_id, 'version', m.version,
        'createdAt', ${iso(sql`m.created_at`)}, 'updatedAt', ${iso(sql`m.updated_at`)}) as j
      from milestones m
      join termsheets t on t.id = m.termsheet_id
      join opportunities o on o.id = t.opportunity_id
      left join account_legal_entities e on e.id = m.account_legal_entity_id
      cross join lateral (
        select coalesce(sum(p.amount) filter (where p.status_id = ${APPROVED_AMOUNT_STATUS_ID}), 0)::numeric(14,2) as approved,
               coalesce(sum(p.amount) filter (where p.status_id in (${PENDING})), 0)::numeric(14,2) as pending
        from payments p where p.milestone_id = m.id) totals
      where ${idFilter(sql`m.id`)}`,
  );
}
