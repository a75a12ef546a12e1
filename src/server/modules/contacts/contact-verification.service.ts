import { brandOf, type Platform } from '../../../domain/reference/brand';
import type { Mailer } from '../../mail/mailer';
import { loadAccountInScope } from '../accounts/account-access.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { contactToVerify } from './contacts.service';

export type VerificationSent = { contactId: number; email: string; sent: true };

/**
 * POST /sapna/v1/resendVerificationLink/{contactId}: mails the contact, through the mail edge, asking them to
 * confirm their address. Records nothing (our server keeps no verification state: a contact becomes verified
 * in the marketplace's own flow, which sets isVerified).
 */
export async function resendVerificationLink(
  ctx: ServiceContext,
  contactId: number,
  edge: { mailer: Mailer; platform: Platform },
): Promise<VerificationSent> {
  const contact = await contactToVerify(ctx, contactId);
  const account = await loadAccountInScope(ctx, contact.accountId);
  const brand = brandOf(edge.platform).displayName;
  const sender = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  await edge.mailer.send({
    to: contact.email,
    subject: `${brand}: please verify your contact details`,
    text: [
      `Hello ${contact.name},`,
      '',
      `${sender} of ${brand} has added ${contact.email} as a contact for ${account.name}.`,
      'Please reply to this e-mail to confirm that these details are yours, so we can keep you informed about your account.',
      '',
      `${brand} sales team`,
    ].join('\n'),
  });
  return { contactId, email: contact.email, sent: true };
}
