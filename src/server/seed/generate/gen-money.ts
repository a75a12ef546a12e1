import { GST_RATE_PERCENT } from '../../../domain/reference/limits';
import { paymentEndpointVersion } from '../../../domain/payments/statuses';
import { TERMSHEET_ACCEPTANCE_STATUSES, TERMSHEET_STATUSES } from '../../../domain/termsheets/statuses';
import { milestones, payments, termsheetPackageMappings, termsheets } from '../../db/schema/index';
import { PAYMENT_MODES } from '../../shared/payment-modes';
import { DAY_MS, between, isoDate, rupeesText, type AccountDraft, type GenContext } from '../context';
import type { OpportunityDraft } from './gen-opportunities';
import type { Rng } from './random';

const MILESTONE_PLANS: Record<number, readonly (readonly [string, number])[]> = {
  1: [['Full payment', 100]],
  2: [['Booking amount', 50], ['Final payment', 50]],
  3: [['Booking amount', 30], ['Second instalment', 40], ['Final instalment', 30]],
  4: [['Booking amount', 25], ['Second instalment', 25], ['Third instalment', 25], ['Final instalment', 25]],
};
const PENDING_STATUSES = [1, 2, 3, 4, 5, 9, 12, 13, 20];
const MODE_WEIGHTS = [[PAYMENT_MODES.NEFT_RTGS, 35], [PAYMENT_MODES.CHEQUE, 25], [PAYMENT_MODES.ONLINE_PAYMENT_LINK, 20], [PAYMENT_MODES.CARD, 8], [PAYMENT_MODES.DEMAND_DRAFT, 7], [PAYMENT_MODES.CASH, 5]] as const;
const BANKS = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK', 'YESB'];

/** Opportunities far enough along to have a termsheet: closed, payment pending, termsheet sent, and some in negotiation. */
export function needsTermsheet(rng: Rng, statusId: number): boolean {
  return statusId === 2 || statusId === 5 || statusId === 8 || (statusId === 4 && rng.chance(0.2));
}

function termsheetStatus(rng: Rng, statusId: number): { statusId: number; acceptance: number | null } {
  const { CREATED, SHARED, APPROVED, COMPLETED, SENT_TO_RAM } = TERMSHEET_STATUSES;
  const accepted = TERMSHEET_ACCEPTANCE_STATUSES.ACCEPTED;
  if (statusId === 2) return { statusId: rng.weighted([[APPROVED, 60], [SENT_TO_RAM, 25], [COMPLETED, 15]]), acceptance: accepted };
  if (statusId === 8) return { statusId: rng.chance(0.8) ? APPROVED : SENT_TO_RAM, acceptance: accepted };
  if (statusId === 5) return { statusId: rng.chance(0.6) ? SHARED : CREATED, acceptance: null };
  return { statusId: CREATED, acceptance: null };
}

function reference(rng: Rng, mode: number): string {
  if (mode === PAYMENT_MODES.CHEQUE || mode === PAYMENT_MODES.DEMAND_DRAFT) return rng.digits(6);
  if (mode === PAYMENT_MODES.NEFT_RTGS) return `${rng.pick(BANKS)}R5${rng.digits(14)}`;
  if (mode === PAYMENT_MODES.CASH) return `RCPT${rng.digits(6)}`;
  return `pay_${rng.hex(14)}`;
}

type PaymentPlan = { statusId: number; paymentType: 'normal' | 'Recollection' | 'Representation' }[];

/** Which payments a milestone has, by the opportunity's status and the milestone's place. */
function paymentsFor(rng: Rng, statusId: number, index: number): PaymentPlan {
  if (statusId === 2) {
    if (rng.chance(0.1)) {
      const bounced = rng.chance(0.5);
      return [{ statusId: bounced ? 8 : 7, paymentType: 'normal' }, { statusId: 6, paymentType: bounced ? 'Representation' : 'Recollection' }];
    }
    return [{ statusId: 6, paymentType: 'normal' }];
  }
  if (statusId === 8) {
    if (index === 0) return [{ statusId: 6, paymentType: 'normal' }];
    if (index === 1) return [{ statusId: rng.chance(0.25) ? rng.pick([7, 8]) : rng.pick(PENDING_STATUSES), paymentType: 'normal' }];
    return [];
  }
  if (statusId === 5 && index === 0 && rng.chance(0.4)) return [{ statusId: rng.pick(PENDING_STATUSES), paymentType: 'normal' }];
  return [];
}

/**
 * A termsheet for the opportunity (for an active legal entity and contact of the account, covering all its
 * package mappings), milestones that split the deal value (GST 18% on each), and payments in the statuses
 * the deal's stage implies: approved (6), pending (1, 2, 3, 4, 5, 9, 12, 13, 20), rejected (7, 8) and
 * recollected or represented after a rejection. Milestone amounts exclude GST and add up to the deal value;
 * a payment pays its milestone's amount, so collectedAmount never exceeds the deal value.
 */
export function generateMoney(ctx: GenContext, rng: Rng, account: AccountDraft, opportunity: OpportunityDraft): void {
  const { writer, alloc, anchor } = ctx;
  const entity = account.legalEntities.find((e) => e.active);
  const contact = account.contacts.find((c) => c.active && c.contactTypeId !== 8);
  if (!entity || opportunity.dealPaise <= 0) return;
  const status = termsheetStatus(rng, opportunity.statusId);
  const termsheetId = alloc.id(termsheets);
  const createdAt = between(rng, opportunity.createdAt, opportunity.decidedAt ?? new Date(anchor.getTime() - DAY_MS));
  writer.add(termsheets, {
    id: termsheetId,
    opportunityId: opportunity.id,
    accountLegalEntityId: entity.id,
    contactId: contact?.id ?? null,
    statusId: status.statusId,
    acceptanceStatusId: status.acceptance,
    createdById: opportunity.ownerId,
    createdAt,
    updatedAt: opportunity.decidedAt ?? createdAt,
  });
  for (const opm of opportunity.opms) {
    writer.add(termsheetPackageMappings, { id: alloc.id(termsheetPackageMappings), termsheetId, opportunityPackageMappingId: opm.id });
  }

  const deal = opportunity.dealPaise;
  const parts = deal < 25_000_00 ? 1 : deal < 2_00_000_00 ? rng.int(1, 2) : rng.int(2, 4);
  const plan = MILESTONE_PLANS[parts] ?? MILESTONE_PLANS[1] ?? [];
  let allotted = 0;
  plan.forEach(([name, pct], index) => {
    const amount = index === plan.length - 1 ? deal - allotted : Math.round((deal * pct) / 100);
    allotted += amount;
    const start = new Date(createdAt.getTime() + index * 30 * DAY_MS);
    const milestoneId = alloc.id(milestones);
    const planned = paymentsFor(rng, opportunity.statusId, index);
    writer.add(milestones, {
      id: milestoneId,
      termsheetId,
      name,
      amount: rupeesText(amount),
      gst: rupeesText(Math.round((amount * GST_RATE_PERCENT) / 100)),
      startDate: isoDate(start),
      active: true,
      accountLegalEntityId: entity.id,
      paymentAdded: planned.length > 0,
      createdAt,
      updatedAt: createdAt,
    });
    let paidAt = new Date(Math.min(start.getTime() + rng.int(0, 10) * DAY_MS, anchor.getTime() - DAY_MS));
    for (const p of planned) {
      const mode = rng.weighted(MODE_WEIGHTS);
      const yesBankResponseId = mode === PAYMENT_MODES.NEFT_RTGS && rng.chance(0.5) ? `YESB${rng.digits(10)}` : null;
      writer.add(payments, {
        id: alloc.id(payments),
        milestoneId,
        // Given, so the insert trigger looks nothing up: another lane's milestones are not visible (or are locked)
        // in this transaction (migration 0017).
        domainId: account.domainId,
        accountId: account.id,
        opportunityId: opportunity.id,
        amount: rupeesText(amount),
        modeOfPaymentId: mode,
        yesBankResponseId,
        paymentType: p.paymentType,
        statusId: p.statusId,
        pinCode: entity.billingPin,
        referenceNumber: reference(rng, mode),
        paymentDate: isoDate(paidAt),
        apiVersion: paymentEndpointVersion({ modeOfPaymentId: mode, yesBankResponseId }),
        sendToRcm: p.statusId === 6,
        createdById: opportunity.ownerId,
        createdAt: paidAt,
        updatedAt: new Date(Math.min(paidAt.getTime() + rng.int(1, 5) * DAY_MS, anchor.getTime())),
      });
      paidAt = new Date(Math.min(paidAt.getTime() + rng.int(3, 12) * DAY_MS, anchor.getTime() - 3_600_000));
    }
  });
}
