import { stateCodeOfGstin, stateCodeOfName } from '../../../domain/invoices/gst-states';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice-messages';
import { unprocessable } from '../../errors';
import type { DocumentLegalEntity } from '../termsheets/termsheet-document.service';
import { addressLine } from '../termsheets/termsheet-document.service';

export type Recipient = { name: string; gstin: string | null; stateCode: string; address: string; registered: boolean };

/**
 * The invoice's recipient (CGST Rule 46(e)/(f)). A registered legal entity (not marked unregistered) must have a
 * well-formed GSTIN whose first two digits are a state code: its state is that one. An unregistered customer's
 * state is its billing address's state. Without either the invoice is refused (422, nothing written). The place of
 * supply of these services is the recipient's state (IGST Act s.12(2)).
 */
export function recipientOf(entity: DocumentLegalEntity | null): Recipient {
  if (!entity) throw unprocessable(INVOICE_MESSAGES.gstinRequired);
  const address = addressLine(entity.billing);
  if (!entity.unregisteredCustomer) {
    const stateCode = stateCodeOfGstin(entity.gst);
    if (!entity.gst || !stateCode) throw unprocessable(INVOICE_MESSAGES.gstinRequired);
    return { name: entity.legalName, gstin: entity.gst, stateCode, address, registered: true };
  }
  const stateCode = stateCodeOfName(entity.billing?.stateName);
  if (!stateCode) throw unprocessable(INVOICE_MESSAGES.recipientStateUnknown);
  return { name: entity.legalName, gstin: null, stateCode, address, registered: false };
}
