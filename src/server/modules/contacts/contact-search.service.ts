// Contact search (issue 55): the contacts in scope a person finds by typing a name, an email or a phone number.
import { and, sql, type SQL } from 'drizzle-orm';
import { queryRowsPrepared } from '../../db/client';
import { isoTime } from '../../db/lean-row-types';
import { contactTypedTerms } from '../../../domain/search/contact-match';
import { presentContact, type ContactView } from '../../../domain/contacts/contact-view';
import { MATCH_RANK } from '../../../domain/search/match-rank';
import { accounts, contacts, contactSearchWords } from '../../db/schema/index';
import { accountInReadScope } from '../../scope/scope';
import { nameMatchRankSql, prefixPattern, rankLiteral } from '../../shared/sql/match-rank.sql';
import type { Paged, PageRequest } from '../../shared/http/paged';
import { rankedSearchPage } from '../../shared/sql/ranked-search';
import type { ServiceContext } from '../../shared/http/service-context';
import { wordSearchPage } from '../../shared/sql/word-search';

export type ContactSearch = PageRequest & { q: string };

/** A term typed starts one of the contact's terms (contact_search_words, migration 0059: only the contacts lists show). */
function termMatches(domainId: number, term: string): SQL {
  return sql`exists (select 1 from ${contactSearchWords} w where w.contact_id = ${contacts.id} and w.domain_id = ${domainId}
    and (w.word collate "C") like ${prefixPattern(term)})`;
}

/**
 * The contacts in the user's read scope (their accounts') matching what was typed (domain/search/contact-match.ts
 * contactMatchRank), best first, then newest first; a page of 10, the total capped at 10,000 ("10,000+"). A whole
 * brand searched for one term is answered from contact_search_words alone (shared/word-search.ts); any other search
 * reads the matches in scope once, at most 10,001 (shared/ranked-search.ts).
 */
export async function searchContacts(ctx: ServiceContext, search: ContactSearch): Promise<Paged<ContactView>> {
  const terms = contactTypedTerms(search.q);
  const domainId = ctx.scope.domainId;
  if (terms.length === 0) return { results: [], totalCount: 0, page: search.page, size: search.size };
  const { ids, total } =
    ctx.scope.all && terms.length === 1
      ? await wordSearchPage(ctx.tx, {
          words: { table: sql`${contactSearchWords}`, id: sql.raw('contact_id') },
          domainId,
          word: terms[0] as string,
          typedId: null,
          // The brand's terms in contact order (contact_search_words_domain_contact_idx, index-only), each contact once:
          // walking the contacts newest first crossed the other brand's newer contacts, each probed for the brand's terms.
          newest: (pattern) => sql`select w.contact_id from ${contactSearchWords} w where w.domain_id = ${domainId}
            and (w.word collate "C") like ${pattern} group by w.contact_id order by w.contact_id desc`,
          page: search.page,
          size: search.size,
        })
      : await rankedSearchPage(ctx.tx, {
          table: sql`${contacts} join ${accounts} on ${accounts.id} = ${contacts.accountId}`,
          columns: sql`${contacts.id} as id`,
          matching: and(accountInReadScope(ctx.scope), ...terms.map((t) => termMatches(domainId, t))) as SQL,
          ...rankOf(terms, search.q),
          order: sql.raw('id desc'),
          page: search.page,
          size: search.size,
        });
  const rows = ids.length === 0 ? [] : await contactRows(ctx, ids);
  const place = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return { results: rows.map((row) => presentContact({ ...row, createdAt: isoTime(row.createdAt), updatedAt: isoTime(row.updatedAt) })), ...total, page: search.page, size: search.size };
}

/**
 * The page's contacts, as one named prepared statement with its times read as ISO text (leanRows): the query
 * builder's read was parsed and planned on every request and made a Date of every time.
 */
function contactRows(ctx: ServiceContext, ids: readonly number[]) {
  return queryRowsPrepared<Omit<ContactView, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string }>(
    ctx.tx,
    sql`select ${contacts.id} as "id", ${contacts.accountId} as "accountId", ${contacts.opportunityId} as "opportunityId", ${contacts.name} as "name",
      ${contacts.email} as "email", ${contacts.phone} as "phone", ${contacts.contactTypeId} as "contactTypeId", ${contacts.pocType} as "pocType",
      ${contacts.isVerified} as "isVerified", ${contacts.active} as "active", ${contacts.clientId} as "clientId", ${contacts.version} as "version",
      ${contacts.createdAt} as "createdAt", ${contacts.updatedAt} as "updatedAt"
    from ${contacts} where ${contacts.id} = any(${`{${ids.join(',')}}`}::int[])`,
    { leanRows: true },
  );
}

/** contactMatchRank in SQL, over contacts: one term by its best term's place, more by the name. */
function rankOf(terms: string[], q: string): { rank: SQL<number>; best: SQL } {
  if (terms.length > 1) {
    const rank = sql<number>`coalesce(${nameMatchRankSql(sql`${contacts.name}`, q)}, ${rankLiteral(MATCH_RANK.contains)})`;
    return { rank, best: sql`${contacts.name} ilike ${prefixPattern(q.trim())}` };
  }
  const term = terms[0] as string;
  const rank = sql<number>`(select min(case when w.place = 0 and w.word = ${term} then ${rankLiteral(MATCH_RANK.exact)}
      when w.place <= 1 then ${rankLiteral(MATCH_RANK.prefix)} else ${rankLiteral(MATCH_RANK.contains)} end)
    from ${contactSearchWords} w where w.contact_id = ${contacts.id} and (w.word collate "C") like ${prefixPattern(term)})`;
  return { rank, best: sql`${rank} <= ${rankLiteral(MATCH_RANK.prefix)}` };
}

