import { api } from '../../../lib/api/api';

/** POST /api/sapna/v1/resendVerificationLink/{contactId}: mails the contact a link to confirm their details. */
export function resendVerificationLink(contactId: number): Promise<{ contactId: number; email: string; sent: true }> {
  // The contact's row shows the outcome itself (its own in-progress / success / error state).
  return api.post(`/sapna/v1/resendVerificationLink/${contactId}`, undefined, { notify: false });
}
