import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt, version } from './columns';

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    name: text().notNull(),
    typeId: integer().notNull(),
    /** general, owner, broker, builder, tenant: which page and which not-editable statuses apply. */
    kind: text().notNull().default('general'),
    accountId: integer().notNull(),
    cityId: integer(),
    ownerId: integer(),
    /** Stage buckets: open 1,3,4,5,8; closed 2; lost 6,7. */
    statusId: integer().notNull().default(1),
    /** Broker opportunities only: pre_discovery ... payment_failed. */
    brokerStage: text(),
    lostReason: text(),
    lostAt: timestamp({ withTimezone: true }),
    parentOpportunityId: integer(),
    childOpportunityId: integer(),
    /** Style class a row may carry in the opportunity table (spec 000 §2). */
    rowClass: text(),
    renewalDueOn: timestamp({ withTimezone: true }),
    /**
     * The Sales Connect campaign the opportunity came from (spec 001 §9: direct_partners_page, call_center_number);
     * null for every other opportunity. Read by the sales-connect report and the dashboards' sales-connect tile.
     */
    campaign: text(),
    domainId: integer().notNull(),
    clientId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // An account's opportunities; status and id ride along so the account lists' per-account figures (status
    // buckets, each opportunity's packages) are an index-only range (my-accounts page 0, issue 10).
    index('opportunities_account_idx').on(t.accountId, t.statusId, t.id),
    index('opportunities_owner_id_idx').on(t.ownerId, t.id.desc()),
    index('opportunities_id_desc_idx').on(t.id.desc()),
    index('opportunities_status_idx').on(t.statusId),
    // Whole-brand lists (managers: opportunity search newest first) read one brand's rows in id order, and count
    // them from the index alone, instead of skipping the other brand's rows (benchmarked: tests/bench).
    // status_id rides along so a page of ids filtered by status (the stage buckets) is an index-only scan.
    index('opportunities_domain_id_status_idx').on(t.domainId, t.id.desc(), t.statusId),
    // Whole-brand search by status or stage bucket: the count from the index alone, a status's page in id order.
    index('opportunities_domain_status_id_idx').on(t.domainId, t.statusId, t.id.desc()),
    // Opportunity search "name contains" (ILIKE '%text%'): trigrams (pg_trgm, created by migration 0005).
    index('opportunities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Sales Connect (report and tile): the few campaign opportunities of a brand, newest first, without a scan.
    index('opportunities_campaign_idx').on(t.domainId, t.id.desc()).where(sql`${t.campaign} is not null`),
    // The opportunity picker (issue 55): a brand's names that start with what was typed, one range, newest first.
    index('opportunities_domain_name_lower_idx').on(t.domainId, sql`lower(${t.name}) collate "C"`, t.id),
  ],
);

/**
 * The words of each opportunity's name, for the word search (issue 55; domain/search/match-rank.ts nameWords): the
 * name lower-cased, split at spaces and ASCII punctuation, each word once. `place` 0: the word is the whole name, 1: it
 * starts the name, 2: elsewhere. A word typed is one range of opportunity_name_words_domain_word_idx (`word like
 * 'koh%'`, byte order), read without the table: the total (capped) and the ranked page come from the index alone,
 * where the trigram index gave candidates that each had to be read and rechecked. Kept by a trigger on
 * opportunities (migration 0058: every insert and rename, whichever path writes it, the sync push's included).
 */
export const opportunityNameWords = pgTable(
  'opportunity_name_words',
  {
    /** No foreign key (a check per word written): a deleted opportunity's words go with it by trigger. */
    opportunityId: integer().notNull(),
    domainId: integer().notNull(),
    word: text().notNull(),
    place: smallint().notNull(),
  },
  (t) => [
    // The words of one opportunity (a row's own check: `exists (... where opportunity_id = o.id and word like ...)`).
    primaryKey({ columns: [t.opportunityId, t.word, t.place] }),
    // A word typed in a brand: one range per place, best place first (a bounded read meets the best matches first).
    index('opportunity_name_words_domain_word_idx').on(t.domainId, t.place, sql`${t.word} collate "C"`, t.opportunityId),
  ],
);

export const opportunityPackageMappings = pgTable(
  'opportunity_package_mappings',
  {
    id: id(),
    opportunityId: integer().notNull(),
    packageId: integer().notNull(),
    /** The price it was sold at is copied, so later price changes do not rewrite history. */
    ratePrice: money().notNull(),
    salesPrice: money().notNull(),
    discount: money().notNull().default('0'),
    quantity: integer().notNull().default(1),
    validityDays: integer().notNull(),
    cityId: integer(),
    localityId: integer(),
    /** NotRequired, Required, PendingApproval, Approved, Reviewed, Rejected. */
    discountApproved: text().notNull().default('NotRequired'),
    /** Package status (package-status/change-status). */
    statusId: integer().notNull().default(1),
    /** JSON text of pricing parameters chosen. */
    pricingParameters: text().notNull().default('{}'),
    /**
     * The brand of the mapping's opportunity, copied so the brand-wide package lists (packages by status) filter
     * and order on the mappings alone, with no join to opportunities. Kept by triggers in the same transaction
     * (migration 0033): set on insert and when the opportunity changes, moved when the opportunity changes brand.
     * Never written by the services (an insert may give it only where the opportunity is not visible yet: the seed).
     */
    domainId: integer(),
    /**
     * The account of the mapping's opportunity, copied (as payments carry it) so an account's deal value is one
     * index range of opm_account_idx instead of one probe per opportunity (my-accounts, issue 10). Kept by triggers
     * in the same transaction (migration opm-account): set on insert and when the opportunity changes, moved when
     * the opportunity moves to another account (a merge). Never written by the services (the seed gives it).
     */
    accountId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An account's mappings with their opportunity and prices: the account's deal value from the index alone.
    index('opm_account_idx').on(t.accountId, t.opportunityId, t.salesPrice, t.discount, t.quantity, t.discountApproved),
    // A mapping's opportunity (the deal value subqueries, package lists), with status and id so that a team's
    // packages in one status are found and counted from the index alone (one probe per opportunity).
    // The prices and the discount's approval state ride along so an opportunity's deal value (deal-value.sql.ts, the
    // ledger's approved discount) is an index-only range too.
    index('opm_opportunity_status_idx').on(t.opportunityId, t.statusId, t.id, t.salesPrice, t.discount, t.quantity, t.discountApproved),
    // Packages in one status, newest first; opportunity_id rides along so the scope check and the count need no
    // heap access (index-only).
    index('opm_status_id_opportunity_idx').on(t.statusId, t.id.desc(), t.opportunityId),
    // A brand's packages in one status, newest first, and their capped count: one index range, no join.
    index('opm_domain_status_id_idx').on(t.domainId, t.statusId, t.id.desc()),
    // Is a package in use (catalogue: a package sold on any opportunity cannot be deleted)?
    index('opm_package_idx').on(t.packageId),
  ],
);

export const opportunityProductMappings = pgTable(
  'opportunity_product_mappings',
  {
    id: id(),
    opportunityPackageMappingId: integer().notNull(),
    productId: integer().notNull(),
    /** JSON text, parsed on read. */
    activationParameters: text().notNull().default('{}'),
    requiredActivationParameters: text().notNull().default('[]'),
    extraDetail: text().notNull().default('{}'),
    fixedParameters: text().notNull().default('{}'),
    activated: boolean().notNull().default(false),
    activationRequestedAt: timestamp({ withTimezone: true }),
    /** Who activated it and when; force-activation (finance) carries its reason. */
    activatedAt: timestamp({ withTimezone: true }),
    activatedById: integer(),
    forceActivated: boolean().notNull().default(false),
    activationRemark: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('oprm_opm_idx').on(t.opportunityPackageMappingId)],
);

export const opportunityProjectMappings = pgTable(
  'opportunity_project_mappings',
  {
    id: id(),
    opportunityPackageMappingId: integer().notNull(),
    projectId: integer().notNull(),
    projectName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oprojm_opm_idx').on(t.opportunityPackageMappingId),
    uniqueIndex('oprojm_opm_project_uq').on(t.opportunityPackageMappingId, t.projectId),
  ],
);

/** Marketplace projects that packages can be linked to (seeded; the project service is outside the console). */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text().notNull(),
    cityId: integer(),
    builderAccountId: integer(),
    hasCoverImage: boolean().notNull().default(true),
  },
  (t) => [
    index('projects_city_idx').on(t.cityId),
    // The project picker (issue 55): names that start with what was typed (a range), and anywhere (trigrams).
    index('projects_name_lower_idx').on(sql`lower(${t.name}) collate "C"`, t.name, t.id),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
