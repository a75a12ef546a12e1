// The best few matches of a large table for a picker (issue 55): a picker shows SUGGEST_SIZE names and no total, so
// nothing is counted and each rank is its own bounded index read, the worst (anywhere in the name) only when the
// better ones leave room.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { containsPattern } from '../../shared/http/paged';
import { prefixPattern, startsWithSql } from '../../shared/sql/match-rank.sql';

export type TopMatches = {
  /** The FROM clause (one table, or a table with the joins `order` needs). */
  from: SQL;
  /** The id the picker answers (named `id` in the answer). */
  id: SQL;
  /** The rows the caller may be offered (scope, brand, city). */
  where: SQL;
  /**
   * The same rows as `where`, as the read anywhere in the name takes them (default `where`): a team's opportunities
   * as their ids collected first (opportunityInScopeForPage), where a read in `order` could walk the whole brand.
   */
  containsWhere?: SQL;
  /** `lower(name) collate "C"`, as the table's name index holds it (a name's start is a range of it). */
  lowerName: SQL;
  /** The name as shown (matched anywhere by ILIKE, as the trigram index serves). */
  name: SQL;
  /** A key typed whole (the id, a profile id): the best match, with the whole name. Null when nothing typed is one. */
  exactKey: SQL | null;
  /** The list's own order among equal ranks, e.g. `accounts.id desc`, or `projects.name, projects.id`. */
  order: SQL;
  /** How many to answer. */
  size: number;
  /**
   * Names whose words are indexed (the opportunity picker): the ids (one column, `id`) of at most `limit` rows of the
   * word-start rank (wordStartMatchRank 2) in `order`, leaving out `found` (every row of the better ranks), or null
   * when nothing typed can begin a word. Without it there is no such rank (nameMatchRank).
   */
  wordStarts?: (found: readonly string[], limit: number) => SQL | null;
};

/**
 * The ids of the `size` best matches of `q`, best first (domain/search/match-rank.ts nameMatchRank, or the key typed
 * as `exactKey`): the key typed or the whole name (rank 0), then the names that start with it (1), then, only when
 * those are fewer than `size`, with `wordStarts` the names a word of which begins with it (wordStartMatchRank 2), and
 * only when still fewer, the names that hold it elsewhere; `order` among equals. The same rows, in the same order, as
 * ranking every match (top-matches.test.ts), from three reads at most: the first a range of the name index (plus the
 * key's own index), then the names' words, then the trigram index or the table in `order`, stopping at `size`.
 */
export async function topMatches(tx: Tx, spec: TopMatches, q: string): Promise<string[]> {
  const typed = q.trim();
  const lowered = typed.toLowerCase();
  const size = sql.raw(String(spec.size));
  const notKey = spec.exactKey ? sql` and (${spec.exactKey}) is not true` : sql``;
  const whole = sql`${spec.lowerName} = ${lowered}`;
  const starts = startsWithSql(spec.lowerName, lowered);
  const keyPart = spec.exactKey ? sql`(${spec.exactKey})` : sql`false`;
  const best = await queryRows<{ id: string | number }>(
    tx,
    sql`select id from (
        (select ${spec.id} as id, 0 as match_rank, row_number() over (order by ${spec.order}) as place from ${spec.from}
          where ${spec.where} and (${keyPart} or ${whole})
          order by ${spec.order} limit ${size})
        union all
        (select ${spec.id} as id, 1 as match_rank, row_number() over (order by ${spec.order}) as place from ${spec.from}
          where ${spec.where} and ${starts} and ${spec.lowerName} <> ${lowered}${notKey}
          order by ${spec.order} limit ${size})
      ) ranked order by match_rank, place limit ${size}`,
  );
  const ids = best.map((row) => String(row.id));
  if (ids.length >= spec.size) return ids;
  // The word starts, when the names' words are indexed: all of them when fewer than the room left.
  const wordStarts = spec.wordStarts?.(ids, spec.size - ids.length) ?? null;
  const starting = wordStarts === null ? [] : (await queryRows<{ id: string | number }>(tx, wordStarts)).map((row) => String(row.id));
  if (ids.length + starting.length >= spec.size) return [...ids, ...starting];
  const notStarting = starting.length === 0 ? sql`` : sql` and ${spec.id} <> all(${`{${starting.join(',')}}`}::int[])`;
  const rest = await queryRows<{ id: string | number }>(
    tx,
    sql`select ${spec.id} as id from ${spec.from}
      where ${spec.containsWhere ?? spec.where} and ${spec.name} ilike ${containsPattern(typed)}
        and not (${spec.lowerName} like ${prefixPattern(lowered)})${notKey}${notStarting}
      order by ${spec.order} limit ${sql.raw(String(spec.size - ids.length - starting.length))}`,
  );
  return [...ids, ...starting, ...rest.map((row) => String(row.id))];
}
