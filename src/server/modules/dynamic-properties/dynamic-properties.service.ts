import { asc, eq } from 'drizzle-orm';
import {
  DYNAMIC_PROPERTY_CACHE_MS,
  DYNAMIC_PROPERTY_MESSAGES,
  DYNAMIC_PROPERTY_VALUE_SCHEMAS,
  isDynamicPropertyKey,
  type DynamicPropertyView,
} from '../../../domain/dynamic-properties/dynamic-property-schema';
import { fieldMessages } from '../../../domain/validation/zod-fields';
import type { Database, Db } from '../../db/client';
import { dynamicProperties, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { fullName } from '../../shared/sql/user-names.sql';
import { sql } from 'drizzle-orm';

export const DYNAMIC_PROPERTIES_CHANNEL = 'dynamic_properties';

/**
 * The process's memory of dynamic properties: a value is read from the database at most every 30 s; a write (in
 * any process) sends NOTIFY dynamic_properties with the key, and every process that listens forgets it at once.
 */
export class DynamicPropertyCache {
  private readonly entries = new Map<string, { value: unknown; at: number }>();
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<unknown> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < DYNAMIC_PROPERTY_CACHE_MS) return hit.value;
    const [row] = await this.db.select({ value: dynamicProperties.value }).from(dynamicProperties).where(eq(dynamicProperties.key, key));
    if (!row) throw notFound(DYNAMIC_PROPERTY_MESSAGES.notFound);
    this.entries.set(key, { value: row.value, at: this.now() });
    return row.value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Listens for other processes' writes; answers the function that stops. */
  async listen(database: Database): Promise<() => Promise<void>> {
    if (!database.listen) return async () => undefined;
    // A lost listening connection may have missed writes: forget every value (read again within a request).
    return database.listen(
      DYNAMIC_PROPERTIES_CHANNEL,
      (key) => this.forget(key),
      () => this.entries.clear(),
    );
  }
}

const caches = new WeakMap<object, DynamicPropertyCache>();

/** The app's cache (one per app instance, i.e. per server process): how server code reads a setting. */
export function dynamicPropertyCacheOf(deps: { database: Database }): DynamicPropertyCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new DynamicPropertyCache(deps.database.db);
    caches.set(deps, cache);
  }
  return cache;
}

function present(row: { key: string; value: unknown; description: string; updatedAt: Date; updatedByName: string | null }): DynamicPropertyView {
  return { key: row.key, value: row.value, description: row.description, updatedByName: row.updatedByName, updatedAt: row.updatedAt.toISOString() };
}

async function rows(ctx: ServiceContext, key?: string) {
  const query = ctx.tx
    .select({ key: dynamicProperties.key, value: dynamicProperties.value, description: dynamicProperties.description, updatedAt: dynamicProperties.updatedAt, updatedByName: fullName(users) })
    .from(dynamicProperties)
    .leftJoin(users, eq(users.id, dynamicProperties.updatedBy));
  return key === undefined ? query.orderBy(asc(dynamicProperties.key)) : query.where(eq(dynamicProperties.key, key));
}

export async function listDynamicProperties(ctx: ServiceContext): Promise<DynamicPropertyView[]> {
  return (await rows(ctx)).map(present);
}

export async function getDynamicProperty(ctx: ServiceContext, key: string): Promise<DynamicPropertyView> {
  const [row] = await rows(ctx, key);
  if (!row) throw notFound(DYNAMIC_PROPERTY_MESSAGES.notFound);
  return present(row);
}

/** PUT: Admin only (the route checks `people`); the value must meet its key's schema; NOTIFY in the same transaction. */
export async function updateDynamicProperty(ctx: ServiceContext, key: string, value: unknown): Promise<DynamicPropertyView> {
  if (!isDynamicPropertyKey(key)) throw notFound(DYNAMIC_PROPERTY_MESSAGES.notFound);
  const parsed = DYNAMIC_PROPERTY_VALUE_SCHEMAS[key].safeParse(value);
  if (!parsed.success) throw badRequest(Object.values(fieldMessages(parsed.error))[0] ?? 'Invalid value.');
  const updated = await ctx.tx
    .update(dynamicProperties)
    .set({ value: parsed.data, updatedBy: ctx.user.id, updatedAt: ctx.now })
    .where(eq(dynamicProperties.key, key))
    .returning({ key: dynamicProperties.key });
  if (updated.length === 0) throw notFound(DYNAMIC_PROPERTY_MESSAGES.notFound);
  // Delivered when the transaction commits, to every listening process (this one included).
  await ctx.tx.execute(sql`select pg_notify(${DYNAMIC_PROPERTIES_CHANNEL}, ${key})`);
  return getDynamicProperty(ctx, key);
}
