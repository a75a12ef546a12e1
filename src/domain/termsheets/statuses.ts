/**
 * Termsheet statuses (spec 001 §4). The spec fixes approved 3, cancelled 5, sent-to-RAM 7 and the rule
 * lists; names for 1, 2, 4 and 6 are ours, read from those lists (1 and 2 still printable drafts,
 * 4 and 6 finished like 5).
 */
export const TERMSHEET_STATUSES = {
  CREATED: 1,
  SHARED: 2,
  APPROVED: 3,
  COMPLETED: 4,
  CANCELLED: 5,
  REJECTED: 6,
  SENT_TO_RAM: 7,
} as const;
export type TermsheetStatusId = (typeof TERMSHEET_STATUSES)[keyof typeof TERMSHEET_STATUSES];

export const TERMSHEET_STATUS_NAMES: Record<number, string> = {
  1: 'Created',
  2: 'Shared',
  3: 'Approved',
  4: 'Completed',
  5: 'Cancelled',
  6: 'Rejected',
  7: 'Sent to RAM',
};

export function termsheetStatusName(statusId: number): string {
  return TERMSHEET_STATUS_NAMES[statusId] ?? `Status ${statusId}`;
}

/** The customer's answer to a termsheet, a separate field from its status. */
export const TERMSHEET_ACCEPTANCE_STATUSES = { ACCEPTED: 5, REJECTED: 6, EXPIRED: 7 } as const;
export const TERMSHEET_ACCEPTANCE_NAMES: Record<number, string> = { 5: 'Accepted', 6: 'Rejected', 7: 'Expired' };

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
