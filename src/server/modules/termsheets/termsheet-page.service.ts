import { can } from '../../../domain/auth/capabilities';
import {
  isTermsheetPdfAllowed,
  TERMSHEET_ACCEPTANCE,
  termsheetStatusName,
} from '../../../domain/termsheets/statuses';
import { activeMilestonesOfTermsheets, milestoneDetailsOf } from '../milestones/milestone-access.service';
import { parseJsonText } from '../../shared/sql/json-text';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import type { Paged } from '../../shared/http/paged';
import {
  assertCanRead,
  opportunityInScopeOr404,
  termsheetInScopeOr404,
  termsheetWriteProblem,
  type OpportunityRef,
} from './termsheet-access.service';
import type { TermsheetListItem, TermsheetPage } from '../../../domain/termsheets/termsheet-contract';
import {
  legalEntityWithAddresses,
  packageMappingsOfTermsheet,
  productMappingsOfPackageMappings,
  termsheetsOfOpportunity,
  type AddressText,
} from './termsheets.repo';

/** A missing address reads 'Not Available' on the termsheet (spec 001 §3; the account page's own text differs). */
export const ADDRESS_NOT_AVAILABLE = 'Not Available';

function addressDetail(type: 'Billing' | 'Shipping', address: AddressText) {
  return {
    type,
    address: address?.address.trim() ? address.address : ADDRESS_NOT_AVAILABLE,
    pincode: address?.pincode || null,
    cityId: address?.cityId ?? null,
  };
}

function acceptanceName(statusId: number | null): string | null {
  return statusId === null ? null : TERMSHEET_ACCEPTANCE.name(statusId);
}

function editableFor(ctx: ServiceContext, statusId: number, opportunity: OpportunityRef): boolean {
  return can(ctx.user, 'sell') && termsheetWriteProblem({ termsheet: { statusId }, opportunity }) === null;
}

/** GET /sapna/v3/termsheet-page/{id}: the termsheet with its milestones, payments, legal entity and packages. */
export async function termsheetPage(ctx: ServiceContext, termsheetId: number): Promise<TermsheetPage> {
  assertCanRead(ctx);
  const { termsheet, opportunity } = await termsheetInScopeOr404(ctx, termsheetId);
  const editable = editableFor(ctx, termsheet.statusId, opportunity);

  const milestoneDetails = await milestoneDetailsOf(ctx.tx, await activeMilestonesOfTermsheets(ctx.tx, [termsheet.id]), () => editable);
  const legalEntity = await legalEntityWithAddresses(ctx.tx, termsheet.accountLegalEntityId);
  const packageRows = await packageMappingsOfTermsheet(ctx.tx, termsheet.id);
  const productRows = await productMappingsOfPackageMappings(
    ctx.tx,
    packageRows.map((row) => row.opportunityPackageMappingId),
  );

  return {
    id: termsheet.id,
    opportunityId: opportunity.id,
    opportunityName: opportunity.name,
    opportunityKind: opportunity.kind,
    accountId: opportunity.accountId,
    accountName: opportunity.accountName,
    accountLegalEntityId: termsheet.accountLegalEntityId,
    contactId: termsheet.contactId,
    statusId: termsheet.statusId,
    statusName: termsheetStatusName(termsheet.statusId),
    acceptanceStatusId: termsheet.acceptanceStatusId,
    acceptanceStatusName: acceptanceName(termsheet.acceptanceStatusId),
    milestoneDetails,
    accountLegalEntityDetail: legalEntity
      ? {
          id: legalEntity.id,
          legalName: legalEntity.legalName,
          addressDetails: [addressDetail('Billing', legalEntity.billing), addressDetail('Shipping', legalEntity.shipping)],
        }
      : null,
    accountHousingProfileId: opportunity.accountHousingProfileId,
    termsheetOpportunityPackageMappingDetails: packageRows.map((row) => ({
      opportunityPackageMappingId: row.opportunityPackageMappingId,
      packageId: row.packageId,
      packageName: row.packageName,
      salesPrice: rupeesOfNumeric(row.salesPrice),
      discount: rupeesOfNumeric(row.discount),
      quantity: row.quantity,
      validityDays: row.validityDays,
      discountApproved: row.discountApproved,
      opportunityProductMappingDtos: productRows
        .filter((product) => product.opportunityPackageMappingId === row.opportunityPackageMappingId)
        .map((product) => ({
          id: product.id,
          productId: product.productId,
          productName: product.productName,
          productTypeId: product.productTypeId,
          activationParameters: parseJsonText(product.activationParameters, 'activationParameters', product.id),
          requiredActivationParameters: parseJsonText(product.requiredActivationParameters, 'requiredActivationParameters', product.id),
          extraDetail: parseJsonText(product.extraDetail, 'extraDetail', product.id),
          fixedParameters: parseJsonText(product.fixedParameters, 'fixedParameters', product.id),
          activated: product.activated,
        })),
    })),
    payments: milestoneDetails.flatMap((milestone) => milestone.paymentDetails),
    refunds: milestoneDetails.flatMap((milestone) => milestone.refundDetails),
    editable,
    pdfAllowed: isTermsheetPdfAllowed(termsheet.statusId),
    sentBackReason: termsheet.sentBackReason,
    sentToRcm: termsheet.sentToRcmAt !== null,
    sharedAt: termsheet.sharedAt?.toISOString() ?? null,
    breadcrumbs: { accountId: opportunity.accountId, opportunityId: opportunity.id, termsheetId: termsheet.id },
    createdAt: termsheet.createdAt.toISOString(),
    updatedAt: termsheet.updatedAt.toISOString(),
    version: termsheet.version,
  };
}

/** GET /sapna/v1/termsheet?opportunityId: the opportunity's termsheets, newest first. */
export async function listTermsheets(
  ctx: ServiceContext,
  opportunityId: number,
  page: number,
  size: number,
): Promise<Paged<TermsheetListItem>> {
  assertCanRead(ctx);
  const opportunity = await opportunityInScopeOr404(ctx, opportunityId);
  const termsheetsPage = await termsheetsOfOpportunity(ctx.tx, opportunity.id, { page, size });
  return {
    ...termsheetsPage,
    results: termsheetsPage.results.map((row) => ({
      id: row.id,
      opportunityId: row.opportunityId,
      accountLegalEntityId: row.accountLegalEntityId,
      legalName: row.legalName,
      contactId: row.contactId,
      contactName: row.contactName,
      statusId: row.statusId,
      statusName: termsheetStatusName(row.statusId),
      acceptanceStatusId: row.acceptanceStatusId,
      acceptanceStatusName: acceptanceName(row.acceptanceStatusId),
      editable: editableFor(ctx, row.statusId, opportunity),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    })),
  };
}
