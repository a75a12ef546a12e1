import type { ContactView } from '../../../../domain/contacts/contact-view';

/** A contact as the server answers it (GET/POST/PUT /sapna/v1/contact), and whether a queued command changed it. */
export type Contact = ContactView & {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
};
