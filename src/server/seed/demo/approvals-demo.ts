// Demo approvals of every kind (the demo seed, and tests): the demo agent raises them; the matrices route them to
// the demo reviewer (CH) and approver (NSH). Discount approvals come from the generated book already.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { canSignIn, isReadOnly } from '../../../domain/auth/roles';
import { APPROVED_AMOUNT_STATUS_ID } from '../../../domain/payments/statuses';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import type { Tx } from '../../db/client';
import { milestones, opportunities, opportunityPackageMappings, payments, roles, termsheets, userRoles, users } from '../../db/schema/index';
import { paiseOfNumeric } from '../../shared/sql/money-text';
import type { SessionUser } from '../../shared/http/session-user';
import { serviceContext, type ServiceContext } from '../../shared/http/service-context';
import { refundOrRequestRefund } from '../../modules/payments/refund-requests.service';
import { requestPaymentApproval, sendForApproval, type PaymentApprovalType } from '../../modules/approvals/approval-requests.service';
import { requestSlotSwap } from '../../modules/approvals/slot-swaps.service';
import { addDaysToInstant } from '../../../domain/format/ist-calendar';

/** A user as a route would see them, for work done outside a request (the seed, tests). */
export async function actingUser(tx: Tx, userId: number): Promise<SessionUser> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const held = await tx.select({ id: roles.id, name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId)).orderBy(asc(roles.id));
  const names = held.map((r) => r.name);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: names,
    roleIds: held.map((r) => r.id),
    domainId: user.domainId,
    countryId: user.countryId,
    designationId: user.designationId,
    parentId: user.parentId,
    readOnly: isReadOnly(names),
    allowed: canSignIn(names),
  };
}

export async function actingAs(tx: Tx, userId: number, now = new Date()): Promise<ServiceContext> {
  return serviceContext(tx, await actingUser(tx, userId), now);
}

const addDays = (day: Date, n: number) => addDaysToInstant(day, n).toISOString().slice(0, 10);

/**
 * The demo agent raises: a price restoration, a slot-date extension, a refund (a refund request on an approved
 * payment), a late cheque and a payment approval, and two NP slot swaps. Each kind goes where its matrix says. Returns how many approvals it raised.
 */
export async function seedDemoApprovals(tx: Tx, requesterId: number, now = new Date()): Promise<number> {
  const ctx = await actingAs(tx, requesterId, now);
  if (!can(ctx.user, 'sell')) return 0;
  let raised = 0;
  const deals = await tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.ownerId, requesterId), eq(opportunities.kind, 'general'), notInArray(opportunities.statusId, [2, 6, 7])))
    .orderBy(asc(opportunities.id))
    .limit(3);
  const dealMappings = deals.length
    ? await tx
        .select({ id: opportunityPackageMappings.id, opportunityId: opportunityPackageMappings.opportunityId, discount: opportunityPackageMappings.discount })
        .from(opportunityPackageMappings)
        .where(inArray(opportunityPackageMappings.opportunityId, deals.map((d) => d.id)))
        .orderBy(asc(opportunityPackageMappings.id))
    : [];
  // A restoration names a deal sold at a discount, an extension one of the agent's package mappings (issue 56).
  const restore = dealMappings.find((m) => Number(m.discount) > 0);
  if (restore) {
    await sendForApproval(ctx, { entityTypeId: ENTITY_TYPES.OPPORTUNITY, entityId: restore.opportunityId, approvalType: 'PriceRestoration' });
    raised++;
  }
  const [extended] = dealMappings;
  if (extended) {
    await sendForApproval(ctx, { entityTypeId: ENTITY_TYPES.SLOT_DATE_EXTENSION, entityId: extended.id, approvalType: 'ExtendSlotDate', durationInDays: 15 });
    raised++;
  }

  const paid = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      statusId: payments.statusId,
      refundedBefore: sql<boolean>`(exists (select 1 from refunds r where r.payment_id = ${payments.id}) or exists (select 1 from refund_requests q where q.payment_id = ${payments.id}))`,
    })
    .from(payments)
    .innerJoin(milestones, eq(milestones.id, payments.milestoneId))
    .innerJoin(termsheets, eq(termsheets.id, milestones.termsheetId))
    .innerJoin(opportunities, eq(opportunities.id, termsheets.opportunityId))
    .where(eq(opportunities.ownerId, requesterId))
    .orderBy(asc(payments.id))
    .limit(20);
  // The refund is asked for as a seller asks (POST /sapna/refund): half of an approved payment, a refund request
  // behind the Refund approval, so approving it records the refund.
  const refunded = paid.find((p) => p.statusId === APPROVED_AMOUNT_STATUS_ID && !p.refundedBefore && paiseOfNumeric(p.amount) >= 200);
  if (refunded) {
    await refundOrRequestRefund(ctx, { paymentId: refunded.id, amount: Math.floor(paiseOfNumeric(refunded.amount) / 200), remark: 'Customer cancelled the second milestone' });
    raised++;
  }
  const kinds: PaymentApprovalType[] = ['LateCheckDeposition', 'Payment'];
  const remarks = ['Cheque deposited after the due date', 'Part payment against the first milestone'];
  for (const [i, payment] of paid.filter((p) => p.id !== refunded?.id).slice(0, kinds.length).entries()) {
    const approvalType = kinds[i];
    if (!approvalType) break;
    await requestPaymentApproval(ctx, { approvalType, paymentId: payment.id, domainId: ctx.user.domainId, remark: remarks[i] ?? null });
    raised++;
  }

  for (const [i, mapping] of dealMappings.slice(0, 2).entries()) {
    await requestSlotSwap(ctx, {
      opportunityId: mapping.opportunityId,
      opportunityPackageMappingId: mapping.id,
      projectName: i === 0 ? 'Lodha Palava City' : 'Prestige Lakeside Habitat',
      fromSlotId: 9100 + i * 2,
      fromStartDate: addDays(now, 3 + i),
      fromEndDate: addDays(now, 33 + i),
      toSlotId: 9101 + i * 2,
      toStartDate: addDays(now, 10 + i),
      toEndDate: addDays(now, 40 + i),
      remark: 'Customer prefers the later slot',
    });
    raised++;
  }
  return raised;
}
