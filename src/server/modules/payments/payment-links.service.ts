// Payment links mailed to the client: the account's payment link (POST /sapna/v1/account/share-payment-link) and the
// pre-payment link of an opportunity (an advance before its termsheet). Sent through the mail edge (SMTP when
// configured, the server log otherwise). The gateway page the link opens is outside this project: the link carries
// what it needs (account, opportunity, amount in paise) under PUBLIC_URL/pay.
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { formatRupees } from '../../../domain/format/rupees';
import { toPaise } from '../../../domain/money/paise';
import { PAYMENT_ACTION_MESSAGES, type PrePaymentLinkInput, type SharePaymentLinkInput } from '../../../domain/payments/payment-actions';
import { ApiError, badRequest, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { checkPositiveAmount } from '../../shared/field-rules';
import { rupeesOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanSell, assertOpportunityWritable, NOT_FOUND_MESSAGES, opportunityInScopeOr404 } from '../termsheets/termsheet-access.service';
import { accountDue, accountInScopeById, contactEmailOf } from './payment-money.repo';

export type LinkDeps = { mailer: Mailer; publicUrl: string };

export function paymentLinkUrl(publicUrl: string, ref: { accountId: number; opportunityId?: number | undefined; amount: number }): string {
  const query = new URLSearchParams({ account: String(ref.accountId), amountPaise: String(toPaise(ref.amount)) });
  if (ref.opportunityId !== undefined) query.set('opportunity', String(ref.opportunityId));
  return `${publicUrl.replace(/\/+$/, '')}/pay?${query.toString()}`;
}

async function send(deps: LinkDeps, message: { to: string; subject: string; text: string }): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch {
    throw new ApiError(502, FAILURE_MESSAGES.linkShareFailed);
  }
}

/** POST /sapna/v1/account/share-payment-link: 'Link shared successfully'; the amount defaults to what the account still owes. */
export async function sharePaymentLink(ctx: ServiceContext, input: SharePaymentLinkInput, deps: LinkDeps) {
  assertCanSell(ctx);
  const account = await accountInScopeById(ctx.tx, ctx.scope, input.accountId);
  if (!account) throw notFound(NOT_FOUND_MESSAGES.account);
  if (input.opportunityId !== undefined) {
    const opportunity = await opportunityInScopeOr404(ctx, input.opportunityId);
    if (opportunity.accountId !== account.id) throw notFound(NOT_FOUND_MESSAGES.opportunity);
  }
  const amount = input.amount === undefined ? rupeesOfNumeric(await accountDue(ctx.tx, account.id)) : checkPositiveAmount(input.amount);
  if (amount <= 0) throw badRequest('Nothing is due on this account.');
  const contact = await contactEmailOf(ctx.tx, account.id, input.opportunityId);
  const to = input.email ?? contact?.email;
  if (!to) throw badRequest(PAYMENT_ACTION_MESSAGES.noContactEmail);
  const link = paymentLinkUrl(deps.publicUrl, { accountId: account.id, opportunityId: input.opportunityId, amount });
  await send(deps, {
    to,
    subject: `Payment link for ${account.name} (Account #${account.id})`,
    text: [`Dear ${contact?.name ?? 'Customer'},`, '', `Please pay ${formatRupees(amount)} for ${account.name} through this link:`, link].join('\n'),
  });
  return { message: SUCCESS_MESSAGES.linkShared, sentTo: to, link };
}

/** POST /sapna/v1/opportunity/{id}/pre-payment-link: 'Pre Payment Link Sent Successfully'. */
export async function sendPrePaymentLink(ctx: ServiceContext, opportunityId: number, input: PrePaymentLinkInput, deps: LinkDeps) {
  assertCanSell(ctx);
  const amount = checkPositiveAmount(input.amount);
  const opportunity = await opportunityInScopeOr404(ctx, opportunityId);
  assertOpportunityWritable(opportunity);
  const contact = await contactEmailOf(ctx.tx, opportunity.accountId, opportunity.id);
  const to = input.email ?? contact?.email;
  if (!to) throw badRequest(PAYMENT_ACTION_MESSAGES.noContactEmail);
  const link = paymentLinkUrl(deps.publicUrl, { accountId: opportunity.accountId, opportunityId: opportunity.id, amount });
  await send(deps, {
    to,
    subject: `Advance payment for ${opportunity.name} (Opportunity #${opportunity.id})`,
    text: [`Dear ${contact?.name ?? 'Customer'},`, '', `Please pay the advance of ${formatRupees(amount)} for ${opportunity.name} through this link:`, link].join('\n'),
  });
  return { message: SUCCESS_MESSAGES.prePaymentLinkSent, sentTo: to, link };
}
