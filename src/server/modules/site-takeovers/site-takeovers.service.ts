import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import {
  cardKind,
  SITE_TAKEOVER_MESSAGES,
  SITE_TAKEOVER_CARD_IMAGE_PATH,
  SITE_TAKEOVER_PRODUCT_ID,
  type SiteTakeoverCardImageAnswer,
  siteTakeoverStatus,
  type SiteTakeoverCard,
  type SiteTakeoverInput,
  type SiteTakeoverSlot,
} from '../../../domain/site-takeovers/site-takeover';
import { isSiteTakeoverSlotPast } from '../../../domain/site-takeovers/site-takeover-dates';
import { offsetPage, type Paged } from '../../shared/http/paged';
import { opportunities, siteTakeoverCardImages, siteTakeoverSlots } from '../../db/schema/index';
import { AD_PRODUCT_MESSAGES } from '../../../domain/validation/messages';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { datedSlotProblem, polygonCountProblem, SLOT_RULE_MESSAGES } from '../../../domain/ad-products/slot-rules';
import { adConfigNumber } from '../ad-config/ad-config.service';
import { bookSlot, recordSlotHistory, releaseBooking } from '../ad-products/slot-booking.service';
import { assertProjectsExist, polygonPlaces, slotAmount, soldMappingOf } from '../ad-products/slot-rules.service';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell, findOpportunityInScope } from '../opportunities/opportunity-access.service';

type Row = typeof siteTakeoverSlots.$inferSelect;

function present(row: Row, now: Date): SiteTakeoverSlot {
  return {
    slot_id: row.id,
    product_id: SITE_TAKEOVER_PRODUCT_ID,
    opportunity_id: row.opportunityId,
    entity_id: row.entityId,
    entity_type_id: row.entityTypeId,
    promotion_type: row.promotionType,
    product_type: row.productType,
    polygon_uuids: row.polygonUuids,
    amount: Number(row.amount),
    supply_user_uuid: row.supplyUserUuid,
    builder_project_ids: row.builderProjectIds,
    product_activation_id: row.productActivationId,
    start_date: row.startDate,
    end_date: row.endDate,
    organic_hard_target: row.organicHardTarget,
    organic_soft_target: row.organicSoftTarget,
    inner_churn_radius: row.innerChurnRadius,
    outer_churn_radius: row.outerChurnRadius,
    profile_type: row.profileType,
    offer_text: row.offerText,
    notes: row.notes,
    description: row.description,
    send_activation_mail: row.sendActivationMail,
    redirection_url: row.redirectionUrl,
    property_video_url: row.propertyVideoUrl,
    site_takeover_title: row.title,
    site_takeover_subtitle: row.subtitle,
    slot_status: row.cancelledAt ? 'cancelled' : siteTakeoverStatus(row.startDate, row.endDate, now),
    is_past: isSiteTakeoverSlotPast(row.endDate, now),
    slot_product_cards: [...row.cards]
      .sort((a, b) => a.priority - b.priority)
      .map((c) => ({ content: c.content, priority: c.priority, kind: cardKind(c.priority), title: c.title, sub_title: c.sub_title, status: c.status, image_url: c.image_url })),
  };
}

const storedCards = (cards: readonly SiteTakeoverCard[]) =>
  cards.map((c) => ({ content: c.content ?? '', priority: c.priority, title: c.title, sub_title: c.sub_title ?? '', status: c.status, image_url: c.image_url || null }));

function values(input: SiteTakeoverInput, amount: number) {
  return {
    opportunityId: input.opportunity_id,
    entityId: input.entity_id,
    entityTypeId: input.entity_type_id,
    promotionType: input.promotion_type,
    productType: input.product_type,
    polygonUuids: [...new Set(input.polygon_uuids)],
    amount: amount.toFixed(2),
    supplyUserUuid: input.supply_user_uuid || null,
    builderProjectIds: input.builder_project_ids,
    productActivationId: input.product_activation_id ?? null,
    startDate: input.start_date,
    endDate: input.end_date,
    organicHardTarget: input.organic_hard_target ?? null,
    organicSoftTarget: input.organic_soft_target ?? null,
    innerChurnRadius: input.inner_churn_radius ?? null,
    outerChurnRadius: input.outer_churn_radius ?? null,
    profileType: input.profile_type || null,
    offerText: input.offer_text || null,
    notes: input.notes || null,
    description: input.description || null,
    sendActivationMail: input.send_activation_mail,
    redirectionUrl: input.redirection_url || null,
    propertyVideoUrl: input.property_video_url || null,
    title: input.site_takeover_title,
    subtitle: input.site_takeover_subtitle,
    cards: storedCards(input.slot_product_cards),
  };
}

/**
 * The rules every slot kind keeps (issue 50) and the booking: the opportunity has a sold mapping of product 74; the
 * slot does not end in the past; at most ad-product-config site_takeover.max_polygons polygons, each a city or
 * locality of ours; the builder projects exist. Then each polygon's days are booked through the shared rule (the
 * product's capacity per polygon and day, 1 unless set; 409 when taken), under the per-place locks.
 */
async function checkAndBook(ctx: ServiceContext, input: SiteTakeoverInput, slotId: number | null): Promise<{ mappingId: number; amount: number; book: (id: number) => Promise<void> }> {
  const past = datedSlotProblem(input.end_date, ctx.now);
  if (past) throw unprocessable(past);
  const tooMany = polygonCountProblem(new Set(input.polygon_uuids).size, await adConfigNumber(ctx.tx, 'site_takeover', 'max_polygons'));
  if (tooMany) throw unprocessable(tooMany);
  const mapping = await soldMappingOf(ctx.tx, input.opportunity_id, SITE_TAKEOVER_PRODUCT_ID);
  const amount = slotAmount(input.amount, mapping);
  const places = await polygonPlaces(ctx.tx, input.polygon_uuids);
  await assertProjectsExist(ctx.tx, input.builder_project_ids);
  const book = async (id: number) => {
    await bookSlot(ctx.tx, { productId: SITE_TAKEOVER_PRODUCT_ID, places, startDate: input.start_date, endDate: input.end_date, source: 'site_takeover', sourceId: id, opportunityId: input.opportunity_id });
    await recordSlotHistory(ctx.tx, { source: 'site_takeover', sourceId: id, action: slotId === null ? 'booked' : 'moved', startDate: input.start_date, endDate: input.end_date, userId: ctx.user.id, at: ctx.now });
  };
  return { mappingId: mapping.id, amount, book };
}

export async function listSiteTakeovers(ctx: ServiceContext, query: { page: number; size: number; opportunity_id?: number | undefined }): Promise<Paged<SiteTakeoverSlot>> {
  const inScope = ctx.tx.select({ id: opportunities.id }).from(opportunities).where(opportunityInScope(ctx.scope));
  const conditions: SQL[] = [inArray(siteTakeoverSlots.opportunityId, inScope)];
  if (query.opportunity_id !== undefined) conditions.push(eq(siteTakeoverSlots.opportunityId, query.opportunity_id));
  const where = and(...conditions);
  return offsetPage(
    query,
    ctx.tx.select().from(siteTakeoverSlots).where(where).orderBy(desc(siteTakeoverSlots.startDate), desc(siteTakeoverSlots.id)),
    ctx.tx.select({ n: count() }).from(siteTakeoverSlots).where(where),
    (rows) => rows.map((r) => present(r, ctx.now)),
  );
}

async function slotInScope(ctx: ServiceContext, id: number, forUpdate = false): Promise<Row> {
  const query = ctx.tx.select().from(siteTakeoverSlots).where(eq(siteTakeoverSlots.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(SITE_TAKEOVER_MESSAGES.notFound);
  await findOpportunityInScope(ctx, row.opportunityId).catch(() => {
    throw notFound(SITE_TAKEOVER_MESSAGES.notFound);
  });
  return row;
}

export async function getSiteTakeover(ctx: ServiceContext, id: number): Promise<SiteTakeoverSlot> {
  return present(await slotInScope(ctx, id), ctx.now);
}

export async function createSiteTakeover(ctx: ServiceContext, input: SiteTakeoverInput): Promise<SiteTakeoverSlot> {
  assertCanSell(ctx.user);
  await findOpportunityInScope(ctx, input.opportunity_id);
  const { mappingId, amount, book } = await checkAndBook(ctx, input, null);
  const [row] = await ctx.tx
    .insert(siteTakeoverSlots)
    .values({ ...values(input, amount), opportunityPackageMappingId: mappingId, createdBy: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  await book(row!.id);
  return present(row!, ctx.now);
}

/** A past slot (its end before today, Asia/Kolkata) cannot be edited (409). */
export async function updateSiteTakeover(ctx: ServiceContext, id: number, input: SiteTakeoverInput): Promise<SiteTakeoverSlot> {
  assertCanSell(ctx.user);
  const row = await slotInScope(ctx, id, true);
  if (row.cancelledAt) throw conflict(SLOT_RULE_MESSAGES.cancelled);
  if (isSiteTakeoverSlotPast(row.endDate, ctx.now)) throw conflict(SITE_TAKEOVER_MESSAGES.past);
  await findOpportunityInScope(ctx, input.opportunity_id);
  const { mappingId, amount, book } = await checkAndBook(ctx, input, id);
  const [updated] = await ctx.tx
    .update(siteTakeoverSlots)
    .set({ ...values(input, amount), opportunityPackageMappingId: mappingId, updatedAt: ctx.now })
    .where(eq(siteTakeoverSlots.id, id))
    .returning();
  await book(id);
  return present(updated!, ctx.now);
}

/** Cancel with a reason (issue 50): final ('cancelled'), the polygons' days freed, history kept. A past slot refuses. */
export async function cancelSiteTakeover(ctx: ServiceContext, id: number, reason: string): Promise<SiteTakeoverSlot> {
  assertCanSell(ctx.user);
  const row = await slotInScope(ctx, id, true);
  if (row.cancelledAt) throw conflict(SLOT_RULE_MESSAGES.alreadyCancelled);
  if (isSiteTakeoverSlotPast(row.endDate, ctx.now)) throw conflict(SITE_TAKEOVER_MESSAGES.past);
  const [updated] = await ctx.tx.update(siteTakeoverSlots).set({ cancelledAt: ctx.now, updatedAt: ctx.now }).where(eq(siteTakeoverSlots.id, id)).returning();
  await releaseBooking(ctx.tx, 'site_takeover', id);
  await recordSlotHistory(ctx.tx, { source: 'site_takeover', sourceId: id, action: 'cancelled', reason, startDate: row.startDate, endDate: row.endDate, userId: ctx.user.id, at: ctx.now });
  return present(updated!, ctx.now);
}

/** The cards only: content roles (Housing Content, Admin) and sellers. A past slot refuses (409). */
export async function updateSiteTakeoverCards(ctx: ServiceContext, id: number, cards: readonly SiteTakeoverCard[]): Promise<SiteTakeoverSlot> {
  if (!can(ctx.user, 'content') && !can(ctx.user, 'sell')) throw forbidden();
  const row = await slotInScope(ctx, id, true);
  if (row.cancelledAt) throw conflict(SLOT_RULE_MESSAGES.cancelled);
  if (isSiteTakeoverSlotPast(row.endDate, ctx.now)) throw conflict(SITE_TAKEOVER_MESSAGES.past);
  const [updated] = await ctx.tx
    .update(siteTakeoverSlots)
    .set({ cards: storedCards(cards), updatedAt: ctx.now })
    .where(eq(siteTakeoverSlots.id, id))
    .returning();
  return present(updated!, ctx.now);
}

/** Before the file is read: the slot is the user's (content: the brand; sell: in scope), not past, and has the card. */
export async function checkCardImage(ctx: ServiceContext, id: number, priority: number): Promise<void> {
  if (!can(ctx.user, 'content') && !can(ctx.user, 'sell')) throw forbidden();
  const row = await slotInScope(ctx, id);
  if (isSiteTakeoverSlotPast(row.endDate, ctx.now)) throw conflict(SITE_TAKEOVER_MESSAGES.past);
  if (!row.cards.some((c) => c.priority === priority)) throw notFound(SITE_TAKEOVER_MESSAGES.cardNotFound);
}

export type StoredCardImage = { storageKey: string; sizeBytes: number; contentType: string };

/**
 * The stored image on the card (its image_url becomes our path). Without tags the image service would say
 * 'Tags Tags are compulsory': non-fatal (spec 002 §5), so the image is kept and the message is the answer's warning.
 */
export async function recordCardImage(ctx: ServiceContext, id: number, priority: number, fileName: string, stored: StoredCardImage, tagIds: readonly number[]): Promise<SiteTakeoverCardImageAnswer> {
  await checkCardImage(ctx, id, priority);
  const row = await slotInScope(ctx, id, true);
  const [image] = await ctx.tx
    .insert(siteTakeoverCardImages)
    .values({ slotId: id, priority, storageKey: stored.storageKey, contentType: stored.contentType, sizeBytes: stored.sizeBytes, fileName: fileName.slice(0, 255), tagIds: [...tagIds], createdBy: ctx.user.id, createdAt: ctx.now })
    .returning({ id: siteTakeoverCardImages.id });
  const imageUrl = `${SITE_TAKEOVER_CARD_IMAGE_PATH}/${image!.id}`;
  const cards = row.cards.map((c) => (c.priority === priority ? { ...c, image_url: imageUrl } : c));
  const [updated] = await ctx.tx.update(siteTakeoverSlots).set({ cards, updatedAt: ctx.now }).where(eq(siteTakeoverSlots.id, id)).returning();
  return { slot: present(updated!, ctx.now), imageId: image!.id, warning: tagIds.length === 0 ? AD_PRODUCT_MESSAGES.tagsCompulsoryNonFatal : null };
}

/** One card image, for whoever may read its slot. */
export async function cardImage(ctx: ServiceContext, imageId: number): Promise<{ storageKey: string; contentType: string; sizeBytes: number }> {
  const [image] = await ctx.tx.select().from(siteTakeoverCardImages).where(eq(siteTakeoverCardImages.id, imageId));
  if (!image) throw notFound(SITE_TAKEOVER_MESSAGES.cardNotFound);
  await slotInScope(ctx, image.slotId);
  return image;
}
