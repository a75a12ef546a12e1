import type { TermsheetActionAnswer } from '../../../../domain/termsheets/termsheet-contract';
import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call, endpointPath } from '../../../lib/api/call';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** Where the termsheet PDF downloads (GET, a plain link: the browser saves the attachment). */
export const termsheetPdfUrl = (termsheetId: number, atListPrice = false) =>
  `${API_BASE}${endpointPath(termsheetEndpoints.pdf, { id: termsheetId })}${atListPrice ? '?atListPrice=true' : ''}`;

/** POST /api/sapna/v1/termsheet/{id}/share: 'Termsheet will be shared shortly'. */
export function shareTermsheet(termsheetId: number, contactId: number | null, atListPrice = false): Promise<TermsheetActionAnswer> {
  return call(termsheetEndpoints.share, { params: { id: termsheetId }, body: { contactId, atListPrice }, notify: false });
}

export function sendTermsheetToRcm(termsheetId: number): Promise<TermsheetActionAnswer> {
  return call(termsheetEndpoints.sendToRcm, { params: { id: termsheetId }, notify: false });
}

export function correctRcmCase(termsheetId: number): Promise<TermsheetActionAnswer> {
  return call(termsheetEndpoints.correctRcmCase, { params: { id: termsheetId }, notify: false });
}

export function changeTermsheetStatus(termsheetId: number, change: { statusId?: 3 | 5 | 7; acceptanceStatusId?: 5 | 6 | 7; reason?: string }): Promise<TermsheetActionAnswer> {
  return call(termsheetEndpoints.changeStatus, { params: { id: termsheetId }, body: change, notify: false });
}
