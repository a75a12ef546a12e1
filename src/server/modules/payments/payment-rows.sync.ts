import { sql } from 'drizzle-orm';
import { paymentStatusName } from '../../../domain/payments/statuses';
import type { Tx } from '../../db/client';
import { paymentModeName } from '../../shared/payment-modes';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { PaymentRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of payments (src/server/sync/mirror-rows.ts registers it).

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
