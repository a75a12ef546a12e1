import type { CommentActivityType } from '../../../domain/reference/limits';
import { CALL_IDS, CLIENT_TYPES, DOMAIN_IDS, ENTITY_TYPES } from '../../../domain/reference/ids';
import { comments, tickets } from '../../db/schema/index';
import { between, daysBefore, type AccountDraft, type GenContext } from '../context';
import type { OpportunityDraft } from './gen-opportunities';
import type { Rng } from './random';

type Fill = { contact: string; pkg: string; locality: string };

const TEXTS: Record<CommentActivityType | 'NotConnected' | 'Redial', readonly ((f: Fill) => string)[]> = {
  Call: [
    (f) => `Spoke to ${f.contact}; interested in ${f.pkg}. Follow-up call fixed for next week.`,
    (f) => `Discussed renewal of ${f.pkg} with ${f.contact}; asked for a revised quote.`,
    (f) => `${f.contact} confirmed the booking amount will be paid this week.`,
    (f) => `Walked ${f.contact} through last month's lead report for ${f.locality}.`,
  ],
  NotConnected: [() => 'Call not answered, will try again in the evening.', () => 'Number busy; sent a WhatsApp message instead.', () => 'Switched off. Will retry tomorrow morning.'],
  Redial: [(f) => `${f.contact} asked to call back after 5 pm.`, (f) => `${f.contact} in a site visit, call back tomorrow.`],
  Email: [
    (f) => `Shared the ${f.pkg} proposal and rate card with ${f.contact}.`,
    (f) => `Sent the termsheet copy and payment link to ${f.contact}.`,
    (f) => `Emailed listing performance summary for ${f.locality} to ${f.contact}.`,
  ],
  Meeting: [
    (f) => `Met ${f.contact} at their ${f.locality} office to review listing performance.`,
    (f) => `Meeting with ${f.contact}: agreed on ${f.pkg} for the coming quarter.`,
  ],
  Dropin: [
    (f) => `Dropped by the ${f.locality} site office; left brochures and discussed project listings.`,
    (f) => `Visited ${f.contact} unannounced in ${f.locality}; asked to come back with a better offer.`,
  ],
};

function addComment(ctx: GenContext, rng: Rng, account: AccountDraft, entity: { typeId: number; id: number; since: Date; callOnly: boolean; pkg: string }, authorId: number): void {
  const { anchor } = ctx;
  const activityType: CommentActivityType = entity.callOnly ? 'Call' : rng.weighted([['Call', 50], ['Email', 20], ['Meeting', 15], ['Dropin', 15]] as const);
  const contact = rng.pick(account.contacts).name;
  const fill = { contact, pkg: entity.pkg, locality: account.locality.name };
  let callStatusId: number | null = null;
  let text: string;
  if (activityType === 'Call') {
    callStatusId = rng.weighted([[CALL_IDS.CONNECTED, 60], [CALL_IDS.NOT_CONNECTED, 30], [CALL_IDS.REDIAL, 10]]);
    const key = callStatusId === CALL_IDS.CONNECTED ? 'Call' : callStatusId === CALL_IDS.NOT_CONNECTED ? 'NotConnected' : 'Redial';
    text = rng.pick(TEXTS[key])(fill);
  } else {
    text = rng.pick(TEXTS[activityType])(fill);
  }
  const earliest = new Date(Math.max(entity.since.getTime(), daysBefore(anchor, 180).getTime()));
  const happenedAt = between(rng, earliest, new Date(anchor.getTime() - 3_600_000));
  // Most are received within minutes; some were logged offline and synced hours later.
  const delaySeconds = rng.chance(0.1) ? rng.int(3600, 20 * 3600) : rng.int(2, 300);
  const receivedAt = new Date(Math.min(happenedAt.getTime() + delaySeconds * 1000, anchor.getTime()));
  ctx.writer.add(comments, {
    id: ctx.alloc.id(comments),
    entityTypeId: entity.typeId,
    entityId: entity.id,
    accountId: account.id,
    activityType,
    text,
    callStatusId,
    callDurationSeconds: callStatusId === CALL_IDS.CONNECTED ? rng.int(40, 900) : null,
    happenedAt,
    receivedAt,
    authorId,
  });
}

/** Comments on the account and on each opportunity, written by the agents who work them. */
export function generateComments(ctx: GenContext, rng: Rng, account: AccountDraft, opps: readonly OpportunityDraft[], showcase: boolean): void {
  const author = account.agentId ?? opps.find((o) => o.ownerId !== null)?.ownerId ?? null;
  if (author === null || account.contacts.length === 0) return;
  const owner = account.clientTypeId === CLIENT_TYPES.OWNER;
  const pkg = opps[0]?.opms[0]?.pkg.name ?? 'a listing package';
  const accountComments = showcase ? rng.int(3, 5) : Math.round(rng.int(0, 3) * ctx.density.comments);
  for (let i = 0; i < accountComments; i++) addComment(ctx, rng, account, { typeId: ENTITY_TYPES.ACCOUNT, id: account.id, since: account.createdAt, callOnly: owner, pkg }, author);
  for (const opp of opps) {
    const n = showcase ? rng.int(1, 3) : Math.round(rng.int(0, 3) * ctx.density.comments);
    const callOnly = opp.kind === 'owner' || opp.kind === 'tenant';
    for (let i = 0; i < n; i++) {
      addComment(ctx, rng, account, { typeId: ENTITY_TYPES.OPPORTUNITY, id: opp.id, since: opp.createdAt, callOnly, pkg: opp.opms[0]?.pkg.name ?? pkg }, opp.ownerId ?? author);
    }
  }
}

const TICKET_KINDS = [
  { categoryId: 1, subCategoryId: 11, summary: 'Listing not visible after payment', description: 'Client paid for the package but the listings are not live yet.' },
  { categoryId: 2, subCategoryId: 21, summary: 'GST number correction on invoice', description: 'Invoice was raised with the old GSTIN; please reissue with the updated one.' },
  { categoryId: 3, subCategoryId: 31, summary: 'Refund request for duplicate payment', description: 'The booking amount was paid twice through the payment link.' },
  { categoryId: 4, subCategoryId: 41, summary: 'Lead count lower than promised', description: 'Client reports fewer leads than the package guarantees this month.' },
  { categoryId: 5, subCategoryId: 51, summary: 'Microsite content update', description: 'New floor plans and price list to be uploaded to the project microsite.' },
  { categoryId: 6, subCategoryId: 61, summary: 'Change registered mobile number', description: 'Client wants the profile login moved to a new mobile number.' },
] as const;

/** Support tickets raised from some accounts (status, type and priority start at 1; some have moved on). */
export function generateTickets(ctx: GenContext, rng: Rng, account: AccountDraft, showcase: boolean): void {
  const reporterId = account.agentId;
  if (reporterId === null) return;
  const count = showcase ? (rng.chance(0.4) ? rng.int(1, 2) : 0) : rng.chance(0.08) ? rng.int(1, 2) : 0;
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(TICKET_KINDS);
    const id = ctx.alloc.id(tickets);
    const createdAt = between(rng, new Date(Math.max(account.createdAt.getTime(), daysBefore(ctx.anchor, 120).getTime())), ctx.anchor);
    const statusId = rng.weighted([[1, 40], [2, 30], [3, 20], [4, 10]]);
    ctx.writer.add(tickets, {
      id,
      key: `${account.domainId === DOMAIN_IDS.MAKAAN ? 'MT' : 'HT'}-${id}`,
      summary: kind.summary,
      categoryId: kind.categoryId,
      subCategoryId: kind.subCategoryId,
      reporterId,
      statusId,
      entityTypeId: ENTITY_TYPES.ACCOUNT,
      entityId: account.id,
      link: `/account/${account.id}`,
      description: kind.description,
      attributes: account.housingProfileId ? [{ attribute_id: 1, attribute_value: account.housingProfileId }] : [],
      // Moved on by the brand's demo Ticketing user, who then holds it (none on a brand without one).
      assigneeId: statusId === 1 ? null : ctx.staff.idOf(account.domainId === DOMAIN_IDS.MAKAAN ? 'makaan-ticketing' : 'ticketing'),
      domainId: account.domainId,
      createdAt,
      updatedAt: statusId === 1 ? createdAt : between(rng, createdAt, ctx.anchor),
    });
  }
}
