import type { TermsheetRef } from './termsheet-access.service';
import type { TermsheetPackageRow } from './termsheets.repo';
import type { DocumentAddress, DocumentContact, DocumentLegalEntity } from './termsheet-document.repo';

/**
 * Everything a termsheet's documents print (the termsheet PDF, the proforma and tax invoices): the termsheet and
 * its opportunity, the legal entity with GSTIN and addresses (city and state), the contact, the packages and the
 * milestones.
 */
export type TermsheetDocument = TermsheetRef & {
  legalEntity: DocumentLegalEntity | null;
  contact: DocumentContact | null;
  /** `discount` is the discount as approved (discount-gate.ts); `discountRequested` what the agent gave. */
  packages: (TermsheetPackageRow & { discountRequested: string; productNames: string[] })[];
  milestones: { id: number; name: string; amount: string; gst: string; digislateAmount: string | null; startDate: string }[];
};

/** 'Not Available' when the legal entity has no such address (spec 001 §3), as on the termsheet page. */
export function addressLine(address: DocumentAddress): string {
  if (!address) return 'Not Available';
  return [address.address, address.cityName, address.stateName, address.pincode].filter(Boolean).join(', ');
}
