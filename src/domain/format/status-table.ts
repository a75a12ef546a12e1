/**
 * A table of statuses (or any closed set of ids with display names), written once: each id beside its name. The
 * list of ids, the name of an id, the id of a name and the zod schema of the ids all come from that one table.
 *
 *   export const TICKET_STATUS = statusTable({ 1: 'Open', 2: 'In Progress', 3: 'Resolved', 4: 'Closed' });
 *   TICKET_STATUS.name(2)           // 'In Progress'
 *   TICKET_STATUS.name(99)          // 'Status 99' (the fallback)
 *   TICKET_STATUS.id('Resolved')    // 3
 *   TICKET_STATUS.ids               // [1, 2, 3, 4]
 *
 * Ids are numbers when every key is a whole number (`{ 1: 'Open' }`), strings otherwise (`{ pending: 'Waiting' }`).
 * Numeric ids come in ascending order (how JavaScript orders such keys); string ids in the order written.
 * statusTableByKey adds names for the code (`OPEN: [1, 'Open']` gives `key.OPEN === 1`); statusSchema (its own module)
 * gives the zod schema of the ids.
 *
 * Without zod: the first screen's JavaScript and the device copy's queries read these tables, and zod there would
 * bring its whole API (see paging/count-cap.ts).
 */
export type StatusId = number | string;

export type StatusTable<Id extends StatusId, Name extends string = string> = {
  /** id → name, as written. */
  readonly names: Readonly<Record<Id, Name>>;
  readonly ids: readonly Id[];
  /** [id, name] pairs in the order of `ids` (a select's options). */
  readonly entries: readonly (readonly [Id, Name])[];
  /** Whether `id` is one of the table's ids. */
  has: (id: unknown) => id is Id;
  /** The name of an id; for an id the table lacks, the fallback (`Status 7` unless the table says otherwise). */
  name: (id: StatusId) => string;
  /** The name of an id, or undefined for an id the table lacks (where a caller words the unknown case itself). */
  lookup: (id: StatusId) => Name | undefined;
  /** The id of a name, or undefined for a name the table lacks. */
  id: (name: string) => Id | undefined;
  /** True when the ids are numbers. */
  readonly numeric: boolean;
};

export type StatusTableOptions = {
  /** The name of an id the table lacks; `Status ${id}` by default. */
  unknown?: (id: StatusId) => string;
};

/** The ids of a table literal: `{ 1: 'A', 2: 'B' }` gives 1 | 2. */
type IdsOf<T> = Extract<keyof T, StatusId>;

const WHOLE_NUMBER = /^(0|-?[1-9]\d*)$/;

export function statusTable<const T extends Readonly<Record<StatusId, string>>>(table: T, options: StatusTableOptions = {}): StatusTable<IdsOf<T>, T[IdsOf<T>]> {
  type Id = IdsOf<T>;
  type Name = T[Id];
  const keys = Object.keys(table);
  const numeric = keys.length > 0 && keys.every((k) => WHOLE_NUMBER.test(k));
  const ids = keys.map((k) => (numeric ? Number(k) : k)) as Id[];
  const names = table as unknown as Readonly<Record<Id, Name>>;
  const entries = ids.map((id) => [id, names[id]] as const);
  const byName = new Map<string, Id>();
  for (const [id, name] of entries) if (!byName.has(name)) byName.set(name, id);
  const known = new Set<unknown>(ids);
  const unknown = options.unknown ?? ((id: StatusId) => `Status ${id}`);
  return {
    names,
    ids,
    entries,
    has: (id: unknown): id is Id => known.has(id),
    name: (id) => (known.has(id) ? names[id as Id] : unknown(id)),
    lookup: (id) => (known.has(id) ? names[id as Id] : undefined),
    id: (name) => byName.get(name),
    numeric,
  };
}

/** Rows written `KEY: [id, name]`. */
type KeyedRows = Readonly<Record<string, readonly [StatusId, string]>>;
type KeyedTable<R extends KeyedRows> = { [K in keyof R as R[K][0]]: R[K][1] };

/**
 * A status table whose ids also have names in the code: `statusTableByKey({ OPEN: [1, 'Open'], CLOSED: [4, 'Closed'] })`
 * gives `key.OPEN === 1` (typed 1) as well as everything statusTable gives.
 */
export function statusTableByKey<const R extends KeyedRows>(
  rows: R,
  options: StatusTableOptions = {},
): StatusTable<IdsOf<KeyedTable<R>>, Extract<KeyedTable<R>[IdsOf<KeyedTable<R>>], string>> & { readonly key: { readonly [K in keyof R]: R[K][0] } } {
  const key = Object.fromEntries(Object.entries(rows).map(([k, [id]]) => [k, id])) as { readonly [K in keyof R]: R[K][0] };
  const table = Object.fromEntries(Object.values(rows)) as KeyedTable<R>;
  // The table's names are the rows' second elements, strings: the cast only says so where TypeScript cannot follow.
  return Object.assign(statusTable(table, options), { key }) as StatusTable<IdsOf<KeyedTable<R>>, Extract<KeyedTable<R>[IdsOf<KeyedTable<R>>], string>> & {
    readonly key: { readonly [K in keyof R]: R[K][0] };
  };
}
