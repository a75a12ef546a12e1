import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt, version } from './columns';

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text().notNull(),
    /** Client types 1 Builder, 2 Broker, 3 Owner, 4 Financial Institution, 5 Marketing Agency. */
    clientTypeId: integer().notNull(),
    /** The seller's profile on the marketplace (profile_uuid). */
    housingProfileId: text(),
    cityId: integer(),
    /** The agent who owns the account (the agent's book). */
    agentId: integer(),
    /** 1 Hot, 2 Cold, 3 Warm. */
    clientStatusId: integer().notNull().default(2),
    /** Account status; 5 Inactive and 6 Merged are not editable. */
    statusId: integer().notNull().default(1),
    pan: text(),
    gstin: text(),
    address: text(),
    domainId: integer().notNull(),
    /** Lookup account id quoted by the inactive-profile alert. */
    lookupAccountId: text(),
    dndMarked: boolean().notNull().default(false),
    walletAmount: money().notNull().default('0'),
    mergedIntoId: integer(),
    /** Sign-up address for IP-detected duplicate detection. */
    signupIp: text(),
    clientId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('accounts_agent_updated_idx').on(t.agentId, t.updatedAt.desc(), t.id.desc()),
    index('accounts_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('accounts_profile_idx').on(t.housingProfileId),
    index('accounts_city_idx').on(t.cityId),
    index('accounts_signup_ip_idx').on(t.signupIp),
    // my-accounts: name prefix search and name order (lower(name) in byte order, so LIKE 'abc%' can use it).
    index('accounts_name_lower_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    // The search box's name prefix in a brand (issue 55): the matches are one range of this index, read without the
    // table (an index-only scan: the name's rank and the list's order, updated_at, ride along), for the total and
    // the ranked page at once (account-search.repo.ts rankedAccountSearch).
    index('accounts_domain_name_lower_idx').on(t.domainId, sql`lower(${t.name}) collate "C"`, t.id, t.updatedAt, t.name),
    index('accounts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Whole-brand my-accounts (managers): one brand's accounts most recently updated first, and their count from
    // the index alone (benchmarked: tests/bench).
    index('accounts_domain_updated_idx').on(t.domainId, t.updatedAt.desc(), t.id.desc()),
    // Whole-brand my-accounts filtered by client status or city (and its CSV export): the count from the index
    // alone and the page (or every row) in the default order, most recently updated first, without a sort.
    index('accounts_domain_client_status_updated_idx').on(t.domainId, t.clientStatusId, t.updatedAt.desc(), t.id.desc()),
    index('accounts_domain_city_updated_idx').on(t.domainId, t.cityId, t.updatedAt.desc(), t.id.desc()),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    opportunityId: integer(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    /** Contact type; 8 is the child point of contact, shown only when verified. */
    contactTypeId: integer().notNull(),
    pocType: text(),
    isVerified: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    /** Client-generated id of a row created offline, so a replayed create finds the same row. */
    clientId: uuid().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('contacts_account_idx').on(t.accountId),
    index('contacts_opportunity_idx').on(t.opportunityId),
    // The phones my-accounts shows for each account of a page (account-search.repo.ts: active contacts with a
    // phone, a child point of contact (type 8) only when verified): one index-only range per account, no heap visit.
    index('contacts_account_phones_idx')
      .on(t.accountId, t.id, t.phone)
      .where(sql`${t.active} and ${t.phone} is not null and (${t.contactTypeId} <> 8 or ${t.isVerified})`),
  ],
);

/**
 * The terms each contact is found by in contact search (issue 55; domain/search/contact-match.ts contactSearchTerms):
 * the words of its name, its email whole and in words, its phone's digits (and their last 10), each once with its
 * best place (0 the whole field, 1 its start, 2 elsewhere). Only the contacts a list shows: active, and a child point of
 * contact (type 8) once verified. A term typed is one range of contact_search_words_domain_word_idx per place, read
 * without the table. Kept by triggers on contacts (migration 0059; every write, the sync push's included).
 */
export const contactSearchWords = pgTable(
  'contact_search_words',
  {
    contactId: integer().notNull(),
    domainId: integer().notNull(),
    word: text().notNull(),
    place: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.word, t.place] }),
    index('contact_search_words_domain_word_idx').on(t.domainId, t.place, sql`${t.word} collate "C"`, t.contactId),
    // A brand's contacts newest first with their terms (contact search past 10,000 matches: the newest that match,
    // index-only, without walking the other brand's newer contacts).
    index('contact_search_words_domain_contact_idx').on(t.domainId, t.contactId, t.word),
  ],
);

export const addresses = pgTable('addresses', {
  id: id(),
  address: text().notNull(),
  cityId: integer(),
  pincode: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const legalEntities = pgTable(
  'account_legal_entities',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    legalName: text().notNull(),
    pan: text(),
    tan: text(),
    gst: text(),
    unregisteredCustomer: boolean().notNull().default(false),
    cinNumber: text(),
    reraId: text(),
    aadharNumber: text(),
    active: boolean().notNull().default(true),
    billingAddressId: integer().references(() => addresses.id),
    shippingAddressId: integer().references(() => addresses.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('legal_entities_account_idx').on(t.accountId),
    // PUT /address/{id} finds the legal entity an address belongs to.
    index('legal_entities_billing_address_idx').on(t.billingAddressId),
    index('legal_entities_shipping_address_idx').on(t.shippingAddressId),
  ],
);

export const accountMerges = pgTable('account_merges', {
  id: id(),
  survivorId: integer().notNull(),
  mergedId: integer().notNull(),
  mergedById: integer().notNull(),
  mergedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The figures a list of accounts shows per account (my-accounts and the lists read through findAccountRows; issue 10,
 * brand-wide lists under load): the active contacts' phones, the deal value, the collected amount and the closed and
 * open opportunity counts, one row per account, kept by the statement triggers of migration 0044 in the same
 * transaction as every change to accounts, contacts, opportunities, package mappings and payments
 * (account_figures_refresh recomputes the accounts a statement touched, with the definitions of account-search.repo.ts
 * and deal-value.sql.ts). A page of 100 accounts then reads one primary-key probe per account instead of four index
 * ranges (contacts, opportunities, package mappings, payments). An account without a row (one written while seeding,
 * before the seed's rebuild) is computed from the tables when read, so the list never shows a figure the tables do not
 * give. account-figures.test.ts compares every row with the tables after random changes.
 */
export const accountListFigures = pgTable('account_list_figures', {
  accountId: integer().primaryKey(),
  pocContactNumbers: text().array(),
  dealValue: money().notNull(),
  collectedAmount: money().notNull(),
  closedOpportunities: integer().notNull(),
  activeOpportunities: integer().notNull(),
});
