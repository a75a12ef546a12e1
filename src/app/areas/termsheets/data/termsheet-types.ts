import type { TermsheetListItem } from '../../../../domain/termsheets/termsheet-contract';

/** The server's termsheet shapes (contracts in src/domain/termsheets/termsheet-contract.ts). */

export type { TermsheetListItem };

export type AddressDetail = { type: 'Billing' | 'Shipping'; address: string; pincode: string | null; cityId: number | null };

export type TermsheetProductDto = {
  id: number;
  productId: number;
  productName: string;
  productTypeId: number;
  activationParameters: unknown;
  requiredActivationParameters: unknown;
  extraDetail: unknown;
  fixedParameters: unknown;
  activated: boolean;
};

export type TermsheetPackageMapping = {
  opportunityPackageMappingId: number;
  packageId: number;
  packageName: string;
  salesPrice: number;
  discount: number;
  quantity: number;
  validityDays: number;
  discountApproved: string;
  opportunityProductMappingDtos: TermsheetProductDto[];
};

/**
 * GET /sapna/v3/termsheet-page/{id}. milestoneDetails and payments are the milestones and payments areas'
 * shapes; this area only passes them on.
 */
export type TermsheetPage<Milestone = unknown, Payment = unknown> = {
  id: number;
  opportunityId: number;
  opportunityName: string;
  opportunityKind: string;
  accountId: number;
  accountName: string;
  accountLegalEntityId: number;
  contactId: number | null;
  statusId: number;
  statusName: string;
  acceptanceStatusId: number | null;
  acceptanceStatusName: string | null;
  milestoneDetails: Milestone[];
  accountLegalEntityDetail: { id: number; legalName: string; addressDetails: AddressDetail[] } | null;
  accountHousingProfileId: string | null;
  termsheetOpportunityPackageMappingDetails: TermsheetPackageMapping[];
  payments: Payment[];
  refunds: unknown[];
  editable: boolean;
  pdfAllowed: boolean;
  breadcrumbs: { accountId: number; opportunityId: number; termsheetId: number };
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type { Paged } from '../../../../domain/paging/paged';
