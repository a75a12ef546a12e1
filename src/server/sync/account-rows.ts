import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { users } from '../db/schema/index';
import { fullName } from '../shared/user-names.sql';
import { isoInstant as iso, jsonRows, type IdFilter } from './json-rows';
import type { AccountRow, CommentRow, ContactRow, LegalEntityRow } from '../../domain/sync/mirror-rows';

// Row loaders of the account-side entities, in the shapes of rows.ts (field names of the online routes).

const agent = alias(users, 'agent');
const author = alias(users, 'author');

export function loadAccountRows(tx: Tx, idFilter: IdFilter): Promise<AccountRow[]> {
  return jsonRows(
    tx,
    sql`select a.id, json_build_object(
        'accountId', a.id, 'name', a.name, 'clientTypeId', a.client_type_id, 'housingProfileId', a.housing_profile_id,
        'cityId', a.city_id, 'cityName', city.name, 'agentId', a.agent_id, 'agentName', ${fullName(agent)},
        'clientStatusId', a.client_status_id, 'statusId', a.status_id, 'pan', a.pan, 'gstin', a.gstin, 'address', a.address,
        'dndMarked', a.dnd_marked, 'lookupAccountId', a.lookup_account_id, 'accountWalletAmount', a.wallet_amount,
        'mergedIntoId', a.merged_into_id, 'version', a.version,
        'createdAt', ${iso(sql`a.created_at`)}, 'updatedAt', ${iso(sql`a.updated_at`)}) as j
      from accounts a
      left join cities city on city.id = a.city_id
      left join users agent on agent.id = a.agent_id
      where ${idFilter(sql`a.id`)}`,
  );
}

export function loadContactRows(tx: Tx, idFilter: IdFilter): Promise<ContactRow[]> {
  return jsonRows(
    tx,
    sql`select c.id, json_build_object(
        'id', c.id, 'accountId', c.account_id, 'opportunityId', c.opportunity_id, 'name', c.name, 'email', c.email,
        'phone', c.phone, 'contactTypeId', c.contact_type_id, 'pocType', c.poc_type, 'isVerified', c.is_verified,
        'active', c.active, 'clientId', c.client_id, 'version', c.version,
        'createdAt', ${iso(sql`c.created_at`)}, 'updatedAt', ${iso(sql`c.updated_at`)}) as j
      from contacts c
      where ${idFilter(sql`c.id`)}`,
  );
}

const address = (name: string) =>
  sql.raw(
    `case when ${name}.id is null then null else json_build_object('addressId', ${name}.id, 'address', ${name}.address, 'cityId', ${name}.city_id, 'pincode', ${name}.pincode) end`,
  );

export function loadLegalEntityRows(tx: Tx, idFilter: IdFilter): Promise<LegalEntityRow[]> {
  return jsonRows(
    tx,
    sql`select e.id, json_build_object(
        'id', e.id, 'accountId', e.account_id, 'legalName', e.legal_name, 'pan', e.pan, 'tan', e.tan, 'gst', e.gst,
        'unregisteredCustomer', e.unregistered_customer, 'cinNumber', e.cin_number, 'reraId', e.rera_id,
        'aadharNumber', e.aadhar_number, 'active', e.active,
        'billingAddress', ${address('billing')}, 'shippingAddress', ${address('shipping')}, 'version', e.version,
        'createdAt', ${iso(sql`e.created_at`)}, 'updatedAt', ${iso(sql`e.updated_at`)}) as j
      from account_legal_entities e
      left join addresses billing on billing.id = e.billing_address_id
      left join addresses shipping on shipping.id = e.shipping_address_id
      where ${idFilter(sql`e.id`)}`,
  );
}

export function loadCommentRows(tx: Tx, idFilter: IdFilter): Promise<CommentRow[]> {
  return jsonRows(
    tx,
    sql`select c.id, json_build_object(
        'id', c.id, 'entityTypeId', c.entity_type_id, 'entityId', c.entity_id, 'accountId', c.account_id,
        'activityType', c.activity_type, 'text', c.text, 'callStatusId', c.call_status_id,
        'callDurationSeconds', c.call_duration_seconds, 'happenedAt', ${iso(sql`c.happened_at`)},
        'receivedAt', ${iso(sql`c.received_at`)}, 'authorId', c.author_id, 'authorName', ${fullName(author)},
        'clientId', c.client_id) as j
      from comments c
      left join users author on author.id = c.author_id
      where ${idFilter(sql`c.id`)}`,
  );
}
