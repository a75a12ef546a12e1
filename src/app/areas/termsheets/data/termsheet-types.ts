import type {
  TermsheetAddressDetail,
  TermsheetListItem,
  TermsheetPackageMapping,
  TermsheetPage as DomainTermsheetPage,
  TermsheetProductDto,
} from '../../../../domain/termsheets/termsheet-contract';

/** The server's termsheet shapes (contracts in src/domain/termsheets/termsheet-contract.ts). */

export type { TermsheetListItem };

export type { TermsheetAddressDetail as AddressDetail, TermsheetPackageMapping, TermsheetProductDto };

/**
 * GET /sapna/v3/termsheet-page/{id}. milestoneDetails and payments are the milestones and payments areas'
 * shapes (with the device's pending flags); this area only passes them on.
 */
export type TermsheetPage<Milestone = unknown, Payment = unknown> = Omit<DomainTermsheetPage, 'milestoneDetails' | 'payments'> & {
  milestoneDetails: Milestone[];
  payments: Payment[];
};

export type { Paged } from '../../../../domain/paging/paged';
