import { statusTableByKey } from '../format/status-table';

/**
 * Termsheet statuses (spec 001 §4). The spec fixes approved 3, cancelled 5, sent-to-RAM 7 and the rule
 * lists; names for 1, 2, 4 and 6 are ours, read from those lists (1 and 2 still printable drafts,
 * 4 and 6 finished like 5).
 */
export const TERMSHEET_STATUS = statusTableByKey({
  CREATED: [1, 'Created'],
  SHARED: [2, 'Shared'],
  APPROVED: [3, 'Approved'],
  COMPLETED: [4, 'Completed'],
  CANCELLED: [5, 'Cancelled'],
  REJECTED: [6, 'Rejected'],
  SENT_TO_RAM: [7, 'Sent to RAM'],
});
export const TERMSHEET_STATUSES = TERMSHEET_STATUS.key;
export const termsheetStatusName = TERMSHEET_STATUS.name;

/** The customer's answer to a termsheet, a separate field from its status. */
export const TERMSHEET_ACCEPTANCE = statusTableByKey({ ACCEPTED: [5, 'Accepted'], REJECTED: [6, 'Rejected'], EXPIRED: [7, 'Expired'] });
export const TERMSHEET_ACCEPTANCE_STATUSES = TERMSHEET_ACCEPTANCE.key;

/** While an opportunity has a termsheet in one of these, no new termsheet may be added. */
export const TERMSHEET_ADD_BLOCKING_STATUS_IDS: readonly number[] = [1, 2, 3];
export const TERMSHEET_PDF_STATUS_IDS: readonly number[] = [1, 2];
export const TERMSHEET_NOT_EDITABLE_STATUS_IDS: readonly number[] = [4, 5, 6];

/** Adding a termsheet is not allowed while any existing one is in status 1, 2 or 3. */
export function canAddTermsheet(existingStatusIds: Iterable<number>): boolean {
  for (const statusId of existingStatusIds) {
    if (TERMSHEET_ADD_BLOCKING_STATUS_IDS.includes(statusId)) return false;
  }
  return true;
}

export function isTermsheetPdfAllowed(statusId: number): boolean {
  return TERMSHEET_PDF_STATUS_IDS.includes(statusId);
}

export function isTermsheetEditable(statusId: number): boolean {
  return !TERMSHEET_NOT_EDITABLE_STATUS_IDS.includes(statusId);
}
