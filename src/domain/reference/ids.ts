import { statusTableByKey } from '../format/status-table';

/**
 * Reference ids the spec fixes (000 §3/§7/§9, 001 §3/§5/§6/§9, 002 §3/§9). Each value lives here once;
 * everything else imports it. Labels are the spec's words.
 */

type ValueOf<T> = T[keyof T];

/** Client (seller) types. */
export const CLIENT_TYPE = statusTableByKey(
  { BUILDER: [1, 'Builder'], BROKER: [2, 'Broker'], OWNER: [3, 'Owner'], FINANCIAL_INSTITUTION: [4, 'Financial Institution'], MARKETING_AGENCY: [5, 'Marketing Agency'] },
  { unknown: (id) => `Type ${id}` },
);
export const CLIENT_TYPES = CLIENT_TYPE.key;
export const CLIENT_TYPE_LABELS = CLIENT_TYPE.names;

/** What an approval, document or ticket points at (entityTypeId). 18 is the slot-date extension. */
export const ENTITY_TYPES = { OPPORTUNITY: 1, TERMSHEET: 2, ACCOUNT: 3, SLOT_DATE_EXTENSION: 18 } as const;

/** Product types ('Trail' is the spec's spelling). */
export const PRODUCT_TYPE = statusTableByKey({
  MG_CONVERTED: [1, 'MG converted'],
  DIRECT_SEED: [2, 'Direct Seed'],
  BULK_DEALS: [3, 'Bulk Deals'],
  CAMPAIGN: [4, 'Campaign'],
  BRAND_PRODUCT: [5, 'Brand Product'],
  EVENT: [6, 'Event'],
  PRO_LISTING: [7, 'Pro Listing'],
  TEST: [8, 'Test'],
  TRAIL: [9, 'Trail'],
  DEFAULT: [10, 'Default'],
});
export const PRODUCT_TYPES = PRODUCT_TYPE.key;
export const PRODUCT_TYPE_LABELS = PRODUCT_TYPE.names;

/** Staff designations. */
export const DESIGNATION = statusTableByKey(
  {
    AM: [29, 'AM'],
    SAM: [30, 'SAM'],
    KEY_ACCOUNTS: [31, 'Key Accounts'],
    TL: [32, 'TL'],
    ZM: [33, 'ZM'],
    RBM: [34, 'RBM'],
    RBH: [35, 'RBH'],
    AH: [36, 'AH'],
    CH: [37, 'CH'],
    TM: [38, 'TM'],
    STM: [39, 'STM'],
    NSH: [40, 'NSH'],
    CBO: [41, 'CBO'],
  },
  { unknown: (id) => `Designation ${id}` },
);
export const DESIGNATIONS = DESIGNATION.key;
export const DESIGNATION_LABELS = DESIGNATION.names;

/** Brand domains and companies (see brand.ts for the per-platform view). */
export const DOMAIN_IDS = { MAKAAN: 1, HOUSING: 5 } as const;
export const COMPANY_IDS = { HOUSING: 611174, MAKAAN: 112548 } as const;
/** reset-password is posted with domainId 2 (spec 000 §7). */
export const RESET_PASSWORD_DOMAIN_ID = 2;

/** Call outcome ids logged as comments. */
export const CALL_IDS = {
  CONNECTED: 12,
  NOT_CONNECTED: 13,
  REDIAL: 279,
  SERVICE_CALL_DONE: 374,
  SERVICE_REQUEST_RAISED: 375,
} as const;

export const CALL_SOURCE_IDS = { BROKER: 31, OWNER: 18 } as const;

/** An account's client status (temperature). */
export const ACCOUNT_CLIENT_STATUS = statusTableByKey({ HOT: [1, 'Hot'], COLD: [2, 'Cold'], WARM: [3, 'Warm'] });
export const ACCOUNT_CLIENT_STATUSES = ACCOUNT_CLIENT_STATUS.key;
export type AccountClientStatusId = ValueOf<typeof ACCOUNT_CLIENT_STATUSES>;
export const ACCOUNT_CLIENT_STATUS_LABELS = ACCOUNT_CLIENT_STATUS.names;

export const AGENT_STATUSES = { ACTIVE: 1, INACTIVE: 0 } as const;
export type AgentStatus = ValueOf<typeof AGENT_STATUSES>;

/** Contacts of this type (child point of contact) show only when verified (spec 000 §3). */
export const CHILD_POINT_OF_CONTACT_TYPE_ID = 8;

/** Users created in the console get department 16 (spec 001 §5). */
export const CREATED_USER_DEPARTMENT_ID = 16;
/** Package 232 is used to look up cities (spec 001 §9). */
export const CITY_LOOKUP_PACKAGE_ID = 232;

/** Ad products (spec 002 §3/§9). */
export const SITE_TAKEOVER_PRODUCT_ID = 74;
export const VIRTUAL_TOUR_PRODUCT_KEY = 82;
export const MICROSITE_PLACEHOLDER_ID = 75;
export const DEVICE_IDS: readonly number[] = [1, 2];
/** Site-takeover entity_type_id: builder (the default) or seller. */
export const SITE_TAKEOVER_ENTITY_TYPES = { BUILDER: 3, SELLER: 2 } as const;
export const SITE_TAKEOVER_TAG_IDS: readonly number[] = [1445, 1282, 1281];
/** Reference lists served by /sapna/v1/housing/helper/{n} (spec 002 §7). */
export const HOUSING_HELPER_IDS: readonly number[] = [1, 2, 5, 7, 8, 10, 11, 12, 18, 20, 21];

/** A ticket is created with status, type and priority 1 (spec 000 §3). */
export const TICKET_CREATE_DEFAULTS = { statusId: 1, typeId: 1, priorityId: 1 } as const;
