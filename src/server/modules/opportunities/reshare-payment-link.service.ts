// GET /sapna/v2/opportunity/reshare-payment-link?opportunityId: mail the payment request again to the
// opportunity's primary contact, through the mail edge.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { formatRupees } from '../../../domain/format/rupees';
import { contacts } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { paymentLinkUrl } from '../payments/payment-links.service';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell } from './opportunity-access.service';
import { OPPORTUNITY_MESSAGES } from '../../../domain/opportunities/opportunity-messages';
import { getOpportunityPage } from './opportunity-page.service';

/**
 * The primary contact (our decision): an active contact of the account with an email, preferring one recorded
 * against this opportunity, then one whose pocType is 'primary', then the oldest.
 */
async function primaryContactOf(ctx: ServiceContext, accountId: number, opportunityId: number) {
  const [contact] = await ctx.tx
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.active, true), isNotNull(contacts.email), ne(contacts.email, '')))
    .orderBy(
      sql`case when ${contacts.opportunityId} = ${opportunityId} then 0 else 1 end`,
      sql`case when lower(${contacts.pocType}) = 'primary' then 0 else 1 end`,
      asc(contacts.id),
    )
    .limit(1);
  return contact;
}

/**
 * Sends the amount still to be collected (pendingCollectionAmount) with the opportunity reference. Allowed in any
 * status (a closed deal is exactly when collection goes on); needs 'sell' and scope. 400 without a contact email.
 */
export async function resharePaymentLink(
  ctx: ServiceContext,
  opportunityId: number,
  mailer: Mailer,
  publicUrl = 'http://localhost',
): Promise<{ message: string; sentTo: string; link: string }> {
  assertCanSell(ctx.user);
  const page = await getOpportunityPage(ctx, opportunityId);
  const contact = await primaryContactOf(ctx, page.accountId, page.id);
  if (!contact?.email) throw badRequest(OPPORTUNITY_MESSAGES.noEmailContact);
  const link = paymentLinkUrl(publicUrl, { accountId: page.accountId, opportunityId: page.id, amount: page.pendingCollectionAmount });
  await mailer.send({
    to: contact.email,
    subject: `Payment request for ${page.name} (Opportunity #${page.id})`,
    text: [
      `Dear ${contact.name},`,
      '',
      `This is a reminder of the payment pending for ${page.name} (Opportunity #${page.id}, ${page.account.name}).`,
      `Amount due: ${formatRupees(page.pendingCollectionAmount)} of ${formatRupees(page.dealValue)}.`,
      `Pay online: ${link}`,
      `Please quote Opportunity #${page.id} with your payment, or reply to this mail to reach your sales agent${page.ownerName ? ` ${page.ownerName}` : ''}.`,
    ].join('\n'),
  });
  return { message: SUCCESS_MESSAGES.linkShared, sentTo: contact.email, link };
}
