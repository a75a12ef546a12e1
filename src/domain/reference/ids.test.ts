import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLIENT_STATUS_LABELS,
  AGENT_STATUSES,
  CALL_IDS,
  CALL_SOURCE_IDS,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  COMPANY_IDS,
  DESIGNATION_LABELS,
  DESIGNATIONS,
  DOMAIN_IDS,
  ENTITY_TYPES,
  PRODUCT_TYPE_LABELS,
} from './ids';
import * as ids from './ids';

describe('reference ids', () => {
  it('client types', () => {
    expect(CLIENT_TYPES).toEqual({ BUILDER: 1, BROKER: 2, OWNER: 3, FINANCIAL_INSTITUTION: 4, MARKETING_AGENCY: 5 });
    expect(CLIENT_TYPE_LABELS[4]).toBe('Financial Institution');
  });

  it('entity types', () => {
    expect(ENTITY_TYPES).toEqual({ OPPORTUNITY: 1, TERMSHEET: 2, ACCOUNT: 3, SLOT_DATE_EXTENSION: 18 });
  });

  it('product types 1-10', () => {
    expect(Object.values(PRODUCT_TYPE_LABELS)).toEqual([
      'MG converted', 'Direct Seed', 'Bulk Deals', 'Campaign', 'Brand Product', 'Event', 'Pro Listing', 'Test', 'Trail', 'Default',
    ]);
  });

  it('designations and their groups', () => {
    expect(DESIGNATIONS.AM).toBe(29);
    expect(DESIGNATIONS.CBO).toBe(41);
    expect(DESIGNATION_LABELS[31]).toBe('Key Accounts');
  });

  it('brands, calls and statuses', () => {
    expect(DOMAIN_IDS).toEqual({ MAKAAN: 1, HOUSING: 5 });
    expect(COMPANY_IDS).toEqual({ HOUSING: 611174, MAKAAN: 112548 });
    expect(ids.RESET_PASSWORD_DOMAIN_ID).toBe(2);
    expect(CALL_IDS).toEqual({ CONNECTED: 12, NOT_CONNECTED: 13, REDIAL: 279, SERVICE_CALL_DONE: 374, SERVICE_REQUEST_RAISED: 375 });
    expect(CALL_SOURCE_IDS).toEqual({ BROKER: 31, OWNER: 18 });
    expect(ACCOUNT_CLIENT_STATUS_LABELS).toEqual({ 1: 'Hot', 2: 'Cold', 3: 'Warm' });
    expect(AGENT_STATUSES).toEqual({ ACTIVE: 1, INACTIVE: 0 });
  });

  it('fixed ids of other areas', () => {
    expect(ids.CHILD_POINT_OF_CONTACT_TYPE_ID).toBe(8);
    expect(ids.CREATED_USER_DEPARTMENT_ID).toBe(16);
    expect(ids.CITY_LOOKUP_PACKAGE_ID).toBe(232);
    expect(ids.SITE_TAKEOVER_PRODUCT_ID).toBe(74);
    expect(ids.VIRTUAL_TOUR_PRODUCT_KEY).toBe(82);
    expect(ids.MICROSITE_PLACEHOLDER_ID).toBe(75);
    expect(ids.DEVICE_IDS).toEqual([1, 2]);
    expect(ids.TICKET_CREATE_DEFAULTS).toEqual({ statusId: 1, typeId: 1, priorityId: 1 });
  });
});
