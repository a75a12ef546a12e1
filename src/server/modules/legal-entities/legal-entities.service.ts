import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import {
  addressCreateInputSchema,
  addressUpdateInputSchema,
  legalEntityCreateInputSchema,
  legalEntityUpdateInputSchema,
  type AddressCreateInput,
  type AddressUpdateInput,
  type LegalEntityCreateInput,
  type LegalEntityUpdateInput,
} from '../../../domain/legal-entities/legal-entity-inputs';
import { addresses, cities, legalEntities } from '../../db/schema/index';
import { ApiError, badRequest, notFound } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import { loadAccountInScope, loadEditableAccount, requireSell } from '../accounts/account-access.service';
import { parseInput } from '../../shared/http/parse-input';
import type { ServiceContext } from '../../shared/http/service-context';
import { findLegalEntitiesOfAccount, findLegalEntity, findLegalEntityOfAddress, findLegalEntityWithAddresses, type LegalEntityRow } from './legal-entities.repo';
import { LEGAL_ENTITY_MESSAGES } from '../../../domain/legal-entities/legal-entity-messages';
import { presentLegalEntity, type LegalEntityView } from './legal-entity-presenter';

/** GET /sapna/v2/account-legal-entity/account/{accountId}: with billing and shipping addresses (null when missing). */
export async function listLegalEntities(ctx: ServiceContext, accountId: number): Promise<LegalEntityView[]> {
  await loadAccountInScope(ctx, accountId);
  return (await findLegalEntitiesOfAccount(ctx.tx, accountId)).map(presentLegalEntity);
}

async function view(ctx: ServiceContext, id: number): Promise<LegalEntityView> {
  const row = await findLegalEntityWithAddresses(ctx.tx, id);
  if (!row) throw notFound(LEGAL_ENTITY_MESSAGES.notFound);
  return presentLegalEntity(row);
}

/** A legal entity to change: 'sell', its account in scope (else 404) and editable (else 409). */
async function loadChangeableLegalEntity(ctx: ServiceContext, id: number, row?: LegalEntityRow): Promise<LegalEntityRow> {
  requireSell(ctx);
  const entity = row ?? (await findLegalEntity(ctx.tx, id, true));
  if (!entity) throw notFound(LEGAL_ENTITY_MESSAGES.notFound);
  try {
    await loadEditableAccount(ctx, entity.accountId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(LEGAL_ENTITY_MESSAGES.notFound);
    throw error;
  }
  return entity;
}

/** After a change to a legal entity or one of its addresses: bump its version and log it for the mirror. */
async function touch(ctx: ServiceContext, entity: LegalEntityRow, changes: Partial<typeof legalEntities.$inferInsert> = {}): Promise<void> {
  await ctx.tx
    .update(legalEntities)
    .set({ ...changes, updatedAt: ctx.now, version: sql`${legalEntities.version} + 1` })
    .where(eq(legalEntities.id, entity.id));
  await recordChange(ctx.tx, { entity: 'legalEntity', entityId: entity.id, accountId: entity.accountId, op: 'upsert' });
}

function entityFields(data: z.output<typeof legalEntityUpdateInputSchema>) {
  return {
    legalName: data.legalName,
    pan: data.pan || null,
    tan: data.tan || null,
    gst: data.gst || null,
    unregisteredCustomer: data.unregisteredCustomer,
    cinNumber: data.cinNumber || null,
    reraId: data.reraId || null,
    aadharNumber: data.aadharNumber || null,
    active: data.active,
  };
}

/** 'New Legal Entity Created'. */
export async function createLegalEntity(ctx: ServiceContext, input: LegalEntityCreateInput): Promise<LegalEntityView> {
  requireSell(ctx);
  const data = parseInput(legalEntityCreateInputSchema, input);
  const account = await loadEditableAccount(ctx, data.accountId);
  const [row] = await ctx.tx
    .insert(legalEntities)
    .values({ accountId: account.id, ...entityFields(data), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  const entity = row as LegalEntityRow;
  await recordChange(ctx.tx, { entity: 'legalEntity', entityId: entity.id, accountId: entity.accountId, op: 'upsert' });
  return view(ctx, entity.id);
}

/** 'Legal Entity Updated'. */
export async function updateLegalEntity(ctx: ServiceContext, id: number, input: LegalEntityUpdateInput): Promise<LegalEntityView> {
  const data = parseInput(legalEntityUpdateInputSchema, input);
  const entity = await loadChangeableLegalEntity(ctx, id);
  await touch(ctx, entity, entityFields(data));
  return view(ctx, id);
}

async function assertCity(ctx: ServiceContext, cityId: number): Promise<void> {
  const [city] = await ctx.tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
}

/** Adds an address and makes it the legal entity's billing or shipping address; answers the legal entity. */
export async function createAddress(ctx: ServiceContext, input: AddressCreateInput): Promise<LegalEntityView> {
  requireSell(ctx);
  const data = parseInput(addressCreateInputSchema, input);
  const entity = await loadChangeableLegalEntity(ctx, data.legalEntityId);
  await assertCity(ctx, data.cityId);
  const [address] = await ctx.tx
    .insert(addresses)
    .values({ address: data.address, cityId: data.cityId, pincode: data.pincode, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: addresses.id });
  const link = data.type === 'Billing' ? { billingAddressId: address!.id } : { shippingAddressId: address!.id };
  await touch(ctx, entity, link);
  return view(ctx, entity.id);
}

/** Edits an address; answers the legal entity it belongs to. */
export async function updateAddress(ctx: ServiceContext, addressId: number, input: AddressUpdateInput): Promise<LegalEntityView> {
  requireSell(ctx);
  const data = parseInput(addressUpdateInputSchema, input);
  const owner = await findLegalEntityOfAddress(ctx.tx, addressId);
  if (!owner) throw notFound(LEGAL_ENTITY_MESSAGES.addressNotFound);
  const entity = await loadChangeableLegalEntity(ctx, owner.id, owner).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw notFound(LEGAL_ENTITY_MESSAGES.addressNotFound);
    throw error;
  });
  await assertCity(ctx, data.cityId);
  await ctx.tx
    .update(addresses)
    .set({ address: data.address, cityId: data.cityId, pincode: data.pincode, updatedAt: ctx.now })
    .where(eq(addresses.id, addressId));
  await touch(ctx, entity);
  return view(ctx, entity.id);
}
