import { badRequest } from '../../errors';
import { CONTACT_MESSAGES } from './contact-messages';

export type ContactFilters = { active?: boolean; accountId?: number; opportunityId?: number };

const ID = /^[1-9]\d{0,9}$/;

/**
 * Parses `filters=active==true;accountId==42` (spec 000 §7): `;`-separated `field==value` terms over active
 * (true | false), accountId and opportunityId. Anything else is refused (400), and one of the two ids is
 * required so a list is always one account's or one opportunity's.
 */
export function parseContactFilters(text: string): ContactFilters {
  const filters: ContactFilters = {};
  for (const term of text.split(';').map((t) => t.trim()).filter(Boolean)) {
    const match = /^(\w+)==(.+)$/.exec(term);
    const [field, value] = match ? [match[1], match[2]!.trim()] : [undefined, undefined];
    if (field === 'active' && (value === 'true' || value === 'false')) filters.active = value === 'true';
    else if (field === 'accountId' && value && ID.test(value) && Number(value) <= 2_147_483_647) filters.accountId = Number(value);
    else if (field === 'opportunityId' && value && ID.test(value) && Number(value) <= 2_147_483_647) filters.opportunityId = Number(value);
    else throw badRequest(CONTACT_MESSAGES.badFilter(term));
  }
  if (filters.accountId === undefined && filters.opportunityId === undefined) throw badRequest(CONTACT_MESSAGES.filterNeedsEntity);
  return filters;
}
