import type { AnswerOf } from '../../../../domain/endpoints/endpoint';
import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call } from '../../../lib/api/call';

/** POST /api/sapna/v1/resendVerificationLink/{contactId}: mails the contact a link to confirm their details. */
export function resendVerificationLink(contactId: number): Promise<AnswerOf<typeof contactEndpoints.resendVerificationLink>> {
  // The contact's row shows the outcome itself (its own in-progress / success / error state).
  return call(contactEndpoints.resendVerificationLink, { params: { contactId }, notify: false });
}
