import { statusTable } from '../format/status-table';
import { CHILD_POINT_OF_CONTACT_TYPE_ID } from '../reference/ids';

/**
 * Contact type names. The spec fixes only type 8 (child point of contact); the other names are ours, in the
 * order the demo data uses them (1 is an account's primary contact).
 */
export const CONTACT_TYPE = statusTable(
  {
    1: 'Primary',
    2: 'Secondary',
    3: 'Accounts',
    4: 'Site',
    5: 'Marketing',
    6: 'Director',
    7: 'Other',
    [CHILD_POINT_OF_CONTACT_TYPE_ID]: 'Child point of contact',
  },
  { unknown: (id) => `Type ${id}` },
);
export const contactTypeName = CONTACT_TYPE.name;

/**
 * Child points of contact (type 8) are shown only once verified; every other contact is shown. Here, not beside the
 * contact schemas: the device copy's queries use it and should not load zod (issue 10).
 */
export function isContactVisible(contact: { contactTypeId: number; isVerified?: boolean | null }): boolean {
  return contact.contactTypeId !== CHILD_POINT_OF_CONTACT_TYPE_ID || contact.isVerified === true;
}
