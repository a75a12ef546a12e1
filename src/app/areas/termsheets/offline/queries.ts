import type { Refund } from '../../../../domain/payments/payment-details';
import { isTermsheetPdfAllowed, TERMSHEET_ACCEPTANCE, termsheetStatusName } from '../../../../domain/termsheets/statuses';
import type { Paged } from '../../../../domain/paging/paged';
import type { MirrorDb } from '../../../lib/offline/device/db';
import { moneyEditable, newestIdFirst, pageOf, type Viewer } from '../../../lib/offline/device/mirror-order';
import type { AddressDetail, TermsheetListItem, TermsheetPage } from '../data/termsheet-types';
import type { AddressRow } from '../../../../domain/legal-entities/legal-entity-row';

// An opportunity's termsheets (GET /sapna/v1/termsheet?opportunityId) from the mirror, as
// src/server/modules/termsheets answers them (one page of 100 holds them all).

const LIST_SIZE = 100;

/** The opportunity's termsheets, newest first, with legal entity and contact names. undefined when the opportunity is not on the device. */
export async function mirrorTermsheetsOfOpportunity(db: MirrorDb, opportunityId: number, viewer: Viewer): Promise<Paged<TermsheetListItem> | undefined> {
  const opportunity = await db.opportunities.get(opportunityId);
  if (!opportunity) return undefined;
  const all = (await db.termsheets.where('opportunityId').equals(opportunityId).toArray()).sort((a, b) => newestIdFirst(a.id, b.id));
  const rows = pageOf(all, 0, LIST_SIZE);
  const [entities, contacts] = await Promise.all([
    db.legalEntities.bulkGet(rows.map((t) => t.accountLegalEntityId)),
    db.contacts.bulkGet(rows.map((t) => t.contactId ?? 0)),
  ]);
  const results = rows.map(
    (t, i): TermsheetListItem => ({
      id: t.id,
      opportunityId: t.opportunityId,
      accountLegalEntityId: t.accountLegalEntityId,
      legalName: entities[i]?.legalName ?? null,
      contactId: t.contactId,
      contactName: t.contactId === null ? null : (contacts[i]?.name ?? null),
      statusId: t.statusId,
      statusName: termsheetStatusName(t.statusId),
      acceptanceStatusId: t.acceptanceStatusId,
      acceptanceStatusName: t.acceptanceStatusId === null ? null : TERMSHEET_ACCEPTANCE.name(t.acceptanceStatusId),
      editable: moneyEditable(viewer, t.statusId, opportunity),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      version: t.version,
    }),
  );
  return { results, totalCount: all.length, page: 0, size: LIST_SIZE };
}

/** The milestones area's answer for the page (the route composes it: an area never imports another). */
export type MirrorMilestonesOf<Milestone, Payment> = (db: MirrorDb, termsheetId: number, editable: boolean) => Promise<{ milestoneDetails: Milestone[]; payments: Payment[]; refunds: Refund[] }>;

/** A missing address reads 'Not Available' (spec 001 §3), as the server writes it. */
function addressDetail(type: AddressDetail['type'], address: AddressRow | null): AddressDetail {
  return {
    type,
    address: address?.address.trim() ? address.address : 'Not Available',
    pincode: address?.pincode || null,
    cityId: address?.cityId ?? null,
  };
}

const acceptanceName = (statusId: number | null) => (statusId === null ? null : TERMSHEET_ACCEPTANCE.name(statusId));

/**
 * termsheet/{termsheetId} (GET /sapna/v3/termsheet-page/{id}) from the mirror, as src/server/modules/termsheets
 * answers it: legal entity with addresses, the packages it maps (from the opportunity's copy), and the milestones
 * with payments and refunds (from `milestonesOf`). undefined when the termsheet, its opportunity or its legal entity is not on the device.
 */
export async function mirrorTermsheetPage<Milestone, Payment>(
  db: MirrorDb,
  termsheetId: number,
  viewer: Viewer,
  milestonesOf: MirrorMilestonesOf<Milestone, Payment>,
): Promise<TermsheetPage<Milestone, Payment> | undefined> {
  const termsheet = await db.termsheets.get(termsheetId);
  if (!termsheet) return undefined;
  const [opportunity, entity] = await Promise.all([db.opportunities.get(termsheet.opportunityId), db.legalEntities.get(termsheet.accountLegalEntityId)]);
  // An opportunity the user owns on another agent's account: the account's legal entities are not on the device,
  // so the server answers (online) rather than the page showing no legal entity.
  if (!opportunity || !entity) return undefined;
  const editable = moneyEditable(viewer, termsheet.statusId, opportunity);
  const { milestoneDetails, payments, refunds } = await milestonesOf(db, termsheet.id, editable);
  const mapped = new Set(termsheet.termsheetOpportunityPackageMappingDetails.map((m) => m.opportunityPackageMappingId));
  const typeOf = new Map((termsheet.productTypes ?? []).map((p) => [p.productId, p.productTypeId]));
  return {
    id: termsheet.id,
    opportunityId: opportunity.id,
    opportunityName: opportunity.name,
    opportunityKind: opportunity.kind,
    accountId: opportunity.accountId,
    accountName: opportunity.account.name,
    accountLegalEntityId: termsheet.accountLegalEntityId,
    contactId: termsheet.contactId,
    statusId: termsheet.statusId,
    statusName: termsheetStatusName(termsheet.statusId),
    acceptanceStatusId: termsheet.acceptanceStatusId,
    acceptanceStatusName: acceptanceName(termsheet.acceptanceStatusId),
    milestoneDetails,
    accountLegalEntityDetail: { id: entity.id, legalName: entity.legalName, addressDetails: [addressDetail('Billing', entity.billingAddress), addressDetail('Shipping', entity.shippingAddress)] },
    accountHousingProfileId: opportunity.account.housingProfileId,
    termsheetOpportunityPackageMappingDetails: opportunity.opportunityPackageMappingDetails
      .filter((m) => mapped.has(m.id))
      .sort((a, b) => a.id - b.id)
      .map((m) => ({
        opportunityPackageMappingId: m.id,
        packageId: m.packageId,
        packageName: m.packageName ?? '',
        salesPrice: m.salesPrice,
        discount: m.discount,
        quantity: m.quantity,
        validityDays: m.validityDays,
        discountApproved: m.discountApproved,
        opportunityProductMappingDtos: m.opportunityProductMappingDtos.map((p) => ({
          id: p.id,
          productId: p.productId,
          productName: p.productName ?? '',
          productTypeId: typeOf.get(p.productId) ?? 0,
          activationParameters: p.activationParameters,
          requiredActivationParameters: p.requiredActivationParameters,
          extraDetail: p.extraDetail,
          fixedParameters: p.fixedParameters,
          activated: p.activated,
        })),
      })),
    payments,
    refunds,
    editable,
    pdfAllowed: isTermsheetPdfAllowed(termsheet.statusId),
    sentToRcm: termsheet.sentToRcm ?? false,
    sentBackReason: termsheet.sentBackReason ?? null,
    sharedAt: termsheet.sharedAt ?? null,
    breadcrumbs: { accountId: opportunity.accountId, opportunityId: opportunity.id, termsheetId: termsheet.id },
    createdAt: termsheet.createdAt,
    updatedAt: termsheet.updatedAt,
    version: termsheet.version,
  };
}
