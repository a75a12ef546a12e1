import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { EVENT_MESSAGES, type EventInput, type EventView, type FamilyEvents } from '../../../domain/events/event-schema';
import type { Paged } from '../../../domain/paging/paged';
import { marketplaceEvents } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './events.repo';

/**
 * Marketplace events (issue 15): every signed-in user reads them (package families pick from them); `catalogue`
 * writes (PERMISSIONS.md). Read-only users are refused every write before this runs, and again here.
 */
export async function listEvents(ctx: ServiceContext, filter: repo.EventFilter): Promise<Paged<EventView>> {
  return repo.listEvents(ctx.tx, ctx.user.domainId, filter);
}

async function checkInput(ctx: ServiceContext, input: EventInput): Promise<void> {
  if (!can(ctx.user, 'catalogue')) throw forbidden();
  if (input.cityId != null && !(await repo.cityExists(ctx.tx, input.cityId))) throw notFound(EVENT_MESSAGES.cityNotFound);
  if (input.familyEvent && !(await repo.familyEventExists(ctx.tx, input.familyEvent))) throw badRequest(EVENT_MESSAGES.familyEventUnknown);
}

/** The package families' events, for the event form's picker (every signed-in user, as the events list). */
export async function familyEvents(ctx: ServiceContext): Promise<FamilyEvents> {
  return { results: await repo.familyEvents(ctx.tx) };
}

function columns(input: EventInput) {
  return {
    name: input.name,
    familyEvent: input.familyEvent || null,
    cityId: input.cityId ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description ?? null,
    active: input.active,
  };
}

export async function createEvent(ctx: ServiceContext, input: EventInput): Promise<EventView> {
  await checkInput(ctx, input);
  const [row] = await ctx.tx
    .insert(marketplaceEvents)
    .values({ ...columns(input), domainId: ctx.user.domainId, createdBy: ctx.user.id, updatedBy: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: marketplaceEvents.id });
  return (await repo.findEvent(ctx.tx, ctx.user.domainId, row!.id))!;
}

export async function updateEvent(ctx: ServiceContext, id: number, input: EventInput): Promise<EventView> {
  await checkInput(ctx, input);
  const updated = await ctx.tx
    .update(marketplaceEvents)
    .set({ ...columns(input), updatedBy: ctx.user.id, updatedAt: ctx.now })
    .where(and(eq(marketplaceEvents.id, id), repo.ofBrand(ctx.user.domainId)))
    .returning({ id: marketplaceEvents.id });
  if (updated.length === 0) throw notFound(EVENT_MESSAGES.notFound);
  return (await repo.findEvent(ctx.tx, ctx.user.domainId, id))!;
}
