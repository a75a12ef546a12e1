import { sql } from 'drizzle-orm';
import { APPROVED_AMOUNT_STATUS_ID, PAYMENT_STATUS_GROUPS, paymentStatusName } from '../../domain/payments/statuses';
import type { Tx } from '../db/client';
import { paymentModeName } from '../shared/payment-modes';
import { isoInstant as iso, jsonRows, type IdFilter } from './json-rows';
import type { MilestoneRow, PaymentRow } from '../../domain/sync/mirror-rows';

// Row loaders of milestones (with their derived amounts, summed in numeric) and payments. The dueAmount sum is
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

type RawPaymentRow = Omit<PaymentRow, 'statusName' | 'modeOfPaymentName'>;

export async function loadPaymentRows(tx: Tx, idFilter: IdFilter): Promise<PaymentRow[]> {
  const rows = await jsonRows<RawPaymentRow>(
    tx,
    sql`select p.id, json_build_object(
        'id', p.id, 'milestoneId', p.milestone_id, 'milestoneName', m.name, 'termsheetId', m.termsheet_id,
        'opportunityId', t.opportunity_id, 'accountId', o.account_id, 'amount', p.amount,
        'refundedAmount', (select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id),
        'modeOfPaymentId', p.mode_of_payment_id, 'yesBankResponseId', p.yes_bank_response_id, 'paymentType', p.payment_type,
        'statusId', p.status_id, 'pinCode', p.pin_code, 'referenceNumber', p.reference_number, 'paymentDate', p.payment_date,
        'sendToRcm', p.send_to_rcm, 'apiVersion', p.api_version, 'clientId', p.client_id, 'version', p.version,
        'createdAt', ${iso(sql`p.created_at`)}, 'updatedAt', ${iso(sql`p.updated_at`)}) as j
      from payments p
      join milestones m on m.id = p.milestone_id
      join termsheets t on t.id = m.termsheet_id
      join opportunities o on o.id = t.opportunity_id
      where ${idFilter(sql`p.id`)}`,
  );
  // Status and mode names as the payment routes show them (named once in the domain and the payments area).
  return rows.map((row) => ({ ...row, statusName: paymentStatusName(row.statusId), modeOfPaymentName: paymentModeName(row.modeOfPaymentId) }));
}
