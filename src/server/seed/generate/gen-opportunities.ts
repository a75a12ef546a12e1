import { ACCOUNT_STATUSES, type OpportunityKind } from '../../../domain/opportunities/statuses';
import { CLIENT_TYPES } from '../../../domain/reference/ids';
import { opportunities } from '../../db/schema/index';
import { between, DAY_MS, daysBefore, memo, type AccountDraft, type BookPlan, type GenContext } from '../context';
import { generatePackageMappings, type DiscountState, type PackageMappingDraft } from './gen-package-mappings';
import type { Rng } from './random';
import type { RefPackage } from '../data/reference';

export type OpportunityDraft = {
  id: number;
  name: string;
  statusId: number;
  kind: OpportunityKind;
  ownerId: number | null;
  createdAt: Date;
  /** When it was won or lost (closed and lost buckets). */
  decidedAt: Date | null;
  opms: PackageMappingDraft[];
  /** Σ (salesPrice − discount) × quantity, in paise (the deal value the server derives). */
  dealPaise: number;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STATUS_WEIGHTS = [[1, 14], [3, 12], [4, 10], [5, 8], [8, 8], [2, 30], [6, 12], [7, 6]] as const;
const LOST_REASONS = ['Budget constraints', 'Went with a competitor', 'Project launch postponed', 'Not satisfied with lead quality', 'Client not reachable'];
const DROPPED_REASONS = ['Duplicate opportunity', 'Requirement dropped by client', 'Account merged'];
/** The showcase book: account i (i < 8) has its first opportunity in status i+1's slot, so every status shows up. */
const SHOWCASE_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8];
const SHOWCASE_DISCOUNTS: readonly DiscountState[] = ['PendingApproval', 'PendingApproval', 'Reviewed', 'Approved', 'Rejected', 'Required', 'PendingApproval'];

function kindOf(rng: Rng, plan: BookPlan, clientTypeId: number): OpportunityKind {
  switch (clientTypeId) {
    case CLIENT_TYPES.BUILDER:
      return rng.chance(0.75) ? 'builder' : 'general';
    case CLIENT_TYPES.BROKER:
      return rng.chance(0.75) ? 'broker' : 'general';
    case CLIENT_TYPES.OWNER:
      return plan.ownerKind ?? (rng.chance(0.65) ? 'owner' : 'tenant');
    default:
      return 'general';
  }
}

function brokerStage(rng: Rng, statusId: number): string {
  switch (statusId) {
    case 1: return rng.pick(['pre_discovery', 'discovery']);
    case 3: return 'discovery';
    case 4: return 'buy_initiation';
    case 5: return rng.pick(['buy_initiation', 'order_confirmation']);
    case 8: return rng.chance(0.3) ? 'payment_failed' : 'order_confirmation';
    case 2: return 'order_confirmation';
    default: return rng.pick(['pre_discovery', 'discovery', 'payment_failed']);
  }
}

function eligiblePackages(ctx: GenContext, kind: OpportunityKind, clientTypeId: number): RefPackage[] {
  const priced = ctx.ref.packages.filter((p) => p.salesPrice >= 100);
  const family = kind === 'owner' ? 'owner_plan' : kind === 'tenant' ? 'tenant_plan' : null;
  const matches = family
    ? priced.filter((p) => p.familyEvent === family)
    : priced.filter((p) => (p.clientTypeId === clientTypeId || p.clientTypeId === null) && p.familyEvent !== 'owner_plan' && p.familyEvent !== 'tenant_plan');
  return matches.length > 0 ? matches : priced;
}

function discountState(rng: Rng, kind: OpportunityKind, statusId: number): DiscountState {
  if (!rng.chance(kind === 'owner' || kind === 'tenant' ? 0.1 : 0.3)) return 'NotRequired';
  if (statusId === 2) return 'Approved';
  if (statusId === 6 || statusId === 7) return rng.chance(0.6) ? 'Rejected' : 'Required';
  return rng.weighted([['Required', 20], ['PendingApproval', 35], ['Reviewed', 15], ['Approved', 20], ['Rejected', 10]] as const);
}

type Forced = { statusId?: number; discount?: DiscountState; parentId?: number };

function generateOne(ctx: GenContext, plan: BookPlan, account: AccountDraft, rng: Rng, team: readonly number[], forced: Forced, out: OpportunityDraft[]): void {
  const { anchor, writer, alloc } = ctx;
  const id = alloc.id(opportunities);
  const statusId = forced.statusId
    ?? (account.statusId === ACCOUNT_STATUSES.INACTIVE ? rng.weighted([[2, 60], [6, 30], [7, 10]])
      : account.statusId === ACCOUNT_STATUSES.MERGED ? rng.weighted([[6, 50], [7, 50]])
        : rng.weighted(STATUS_WEIGHTS));
  const kind = kindOf(rng, plan, account.clientTypeId);
  const ownerId = plan.agentId === null ? null : rng.chance(0.8) ? plan.agentId : rng.pick(team);
  const earliest = new Date(Math.max(account.createdAt.getTime(), daysBefore(anchor, 540).getTime()));
  const createdAt = forced.parentId ? between(rng, daysBefore(anchor, 40), daysBefore(anchor, 2)) : between(rng, earliest, daysBefore(anchor, 2));
  const decided = statusId === 2 || statusId === 6 || statusId === 7;
  const decidedAt = decided ? new Date(Math.min(createdAt.getTime() + rng.int(7, 75) * DAY_MS, anchor.getTime() - DAY_MS)) : null;
  const packages = memo(ctx, `pk:${kind}:${account.clientTypeId}`, () => eligiblePackages(ctx, kind, account.clientTypeId));
  const discount = forced.discount ?? discountState(rng, kind, statusId);
  const opmCount = kind === 'owner' || kind === 'tenant' ? 1 : account.clientTypeId === CLIENT_TYPES.BUILDER ? rng.int(1, 3) : rng.int(1, 2);
  const chosen = rng.sample(packages, opmCount);
  const first = chosen[0];
  const name = `${account.name} ${first?.name ?? 'Package'} ${MONTHS[createdAt.getUTCMonth()]} ${createdAt.getUTCFullYear()}`;
  const maxValidity = Math.max(30, ...chosen.map((p) => p.validityDays));
  const renewalDueOn = statusId === 2 && decidedAt ? new Date(decidedAt.getTime() + maxValidity * DAY_MS) : null;

  const row: typeof opportunities.$inferInsert = {
    id,
    name,
    typeId: account.clientTypeId,
    kind,
    accountId: account.id,
    cityId: account.city.id,
    ownerId,
    statusId,
    brokerStage: kind === 'broker' ? brokerStage(rng, statusId) : null,
    lostReason: statusId === 6 ? rng.pick(LOST_REASONS) : statusId === 7 ? rng.pick(DROPPED_REASONS) : null,
    lostAt: statusId === 6 || statusId === 7 ? decidedAt : null,
    parentOpportunityId: forced.parentId ?? null,
    renewalDueOn,
    domainId: account.domainId,
    createdAt,
    updatedAt: decidedAt ?? between(rng, createdAt, anchor),
  };
  writer.add(opportunities, row);
  const draft: OpportunityDraft = { id, name, statusId, kind, ownerId, createdAt, decidedAt, opms: [], dealPaise: 0 };
  draft.opms = generatePackageMappings(ctx, rng, { account, opportunity: draft, packages: chosen, discount, renewalDueOn });
  draft.dealPaise = draft.opms.reduce((sum, m) => sum + m.unitPaise * m.quantity, 0);
  out.push(draft);

  // Some lost deals come back as a child opportunity (mark as lost, optionally with a child).
  if (statusId === 6 && !forced.parentId && account.statusId === ACCOUNT_STATUSES.ACTIVE && rng.chance(0.2)) {
    row.childOpportunityId = ctx.alloc.peek(opportunities);
    generateOne(ctx, plan, account, rng, team, { statusId: rng.pick([1, 3]), parentId: id }, out);
  }
  const contact = rng.chance(0.25) ? rng.pick(account.contacts) : undefined;
  if (contact && contact.active && !contact.row.opportunityId) contact.row.opportunityId = id;
}

/** The account's opportunities, their package and product mappings, project links and discount approvals. */
export function generateOpportunities(ctx: GenContext, plan: BookPlan, account: AccountDraft, index: number, rng: Rng, team: readonly number[]): OpportunityDraft[] {
  const out: OpportunityDraft[] = [];
  let count = plan.showcase ? rng.int(3, 5) : rng.weighted(plan.opportunities);
  if (account.statusId !== ACCOUNT_STATUSES.ACTIVE) count = Math.min(count, 2);
  for (let j = 0; j < count; j++) {
    const forced: Forced = {};
    if (plan.showcase && account.statusId === ACCOUNT_STATUSES.ACTIVE) {
      if (j === 0 && index < SHOWCASE_STATUSES.length) forced.statusId = SHOWCASE_STATUSES[index];
      if (j === 1 && index < SHOWCASE_DISCOUNTS.length) {
        forced.statusId = 4;
        forced.discount = SHOWCASE_DISCOUNTS[index];
      }
    }
    generateOne(ctx, plan, account, rng, team, forced, out);
  }
  return out;
}
