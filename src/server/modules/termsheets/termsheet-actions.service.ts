import { eq, sql } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import { TERMSHEET_ACTION_ACTOR, termsheetActionAllowed, type TermsheetAction } from '../../../domain/termsheets/lifecycle';
import { TERMSHEET_STATUSES, termsheetStatusName } from '../../../domain/termsheets/statuses';
import type { TermsheetActionAnswer, TermsheetShareInput, TermsheetStatusInput } from '../../../domain/termsheets/termsheet-contract';
import { termsheets } from '../../db/schema/index';
import { badRequest, conflict, forbidden } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import { assertCanRead, assertTermsheetWritable, type TermsheetRef } from './termsheet-access.service';
import { assertDocumentDiscounts, pocOfAccount, termsheetDocumentOf } from './termsheet-document.service';
import { SUPPLIERS } from '../../../domain/invoices/supplier';
import type { Platform } from '../../../domain/reference/brand';
import { TERMSHEET_ACTION_MESSAGES, TERMSHEET_MESSAGES } from './termsheet-messages';
import { termsheetPage } from './termsheet-page.service';
import { renderTermsheetPdf } from './termsheet-pdf';
import { liveTaxInvoiceSerial } from './termsheets.repo';
import { creditBeforeCancelMessage } from '../../../domain/invoices/invoice-messages';

function assertActor(ctx: ServiceContext, action: TermsheetAction): void {
  const actor = TERMSHEET_ACTION_ACTOR[action];
  const ok =
    actor === 'read'
      ? can(ctx.user, 'readSales')
      : actor === 'sell'
        ? can(ctx.user, 'sell')
        : actor === 'finance'
          ? can(ctx.user, 'finance')
          : can(ctx.user, 'sell') || can(ctx.user, 'finance');
  if (!ok) throw forbidden();
}

function stateOf(ref: TermsheetRef) {
  return { statusId: ref.termsheet.statusId, sentToRcm: ref.termsheet.sentToRcmAt !== null };
}

async function touch(ctx: ServiceContext, ref: TermsheetRef, set: Partial<typeof termsheets.$inferInsert>): Promise<void> {
  await ctx.tx
    .update(termsheets)
    .set({ ...set, version: sql`${termsheets.version} + 1`, updatedAt: ctx.now })
    .where(eq(termsheets.id, ref.termsheet.id));
  await recordChange(ctx.tx, { entity: 'termsheet', entityId: ref.termsheet.id, accountId: ref.opportunity.accountId, op: 'upsert' });
}

export type PdfFile = { fileName: string; bytes: Buffer };

/** GET /sapna/v1/termsheet/{id}/pdf: allowed in status 1 or 2 (spec 001 §4), 409 with the reason otherwise. */
export async function termsheetPdf(ctx: ServiceContext, termsheetId: number, platform: Platform, atListPrice?: boolean): Promise<PdfFile> {
  assertCanRead(ctx);
  const doc = await termsheetDocumentOf(ctx, termsheetId);
  if (!termsheetActionAllowed('downloadPdf', stateOf(doc))) throw conflict(TERMSHEET_ACTION_MESSAGES.pdfNotAllowed(termsheetStatusName(doc.termsheet.statusId)));
  assertDocumentDiscounts(doc, atListPrice);
  return { fileName: `Termsheet-${termsheetId}.pdf`, bytes: await renderTermsheetPdf(doc, SUPPLIERS[platform]) };
}

/**
 * POST /sapna/v1/termsheet/{id}/share: mails the PDF to the termsheet's contact (or the POC chosen) and marks a
 * Created termsheet Shared (2). The mail goes out after the transaction commits ('will be shared shortly').
 */
export async function shareTermsheet(
  ctx: ServiceContext,
  termsheetId: number,
  input: TermsheetShareInput,
  platform: Platform,
): Promise<{ answer: TermsheetActionAnswer; mail: MailMessage }> {
  assertActor(ctx, 'share');
  const doc = await termsheetDocumentOf(ctx, termsheetId, { lock: true });
  assertTermsheetWritable(doc);
  if (!termsheetActionAllowed('share', stateOf(doc))) throw conflict(TERMSHEET_ACTION_MESSAGES.shareNotAllowed(termsheetStatusName(doc.termsheet.statusId)));
  const recipient = input.contactId != null ? await pocOfAccount(ctx, input.contactId, doc.opportunity.accountId) : doc.contact;
  if (input.contactId != null && !recipient) throw badRequest(TERMSHEET_MESSAGES.contactNotOnAccount);
  if (!recipient?.email) throw badRequest(TERMSHEET_ACTION_MESSAGES.noRecipient);
  assertDocumentDiscounts(doc, input.atListPrice);
  const bytes = await renderTermsheetPdf(doc, SUPPLIERS[platform]);
  await touch(ctx, doc, { sharedAt: ctx.now, ...(doc.termsheet.statusId === TERMSHEET_STATUSES.CREATED ? { statusId: TERMSHEET_STATUSES.SHARED } : {}) });
  const mail: MailMessage = {
    to: recipient.email,
    subject: `Termsheet #${termsheetId} for ${doc.legalEntity?.legalName ?? doc.opportunity.accountName}`,
    text: `Dear ${recipient.name},\n\nPlease find attached termsheet #${termsheetId} for ${doc.opportunity.name}.\n`,
    attachments: [{ filename: `Termsheet-${termsheetId}.pdf`, content: bytes, contentType: 'application/pdf' }],
  };
  return { answer: { msg: SUCCESS_MESSAGES.termsheetSharedShortly, termsheet: await termsheetPage(ctx, termsheetId) }, mail };
}

/** PUT /sapna/v1/termsheet/{id}/send-to-rcm: a Created or Shared termsheet goes to RCM for verification. */
export async function sendTermsheetToRcm(ctx: ServiceContext, termsheetId: number): Promise<TermsheetActionAnswer> {
  assertActor(ctx, 'sendToRcm');
  const doc = await termsheetDocumentOf(ctx, termsheetId, { lock: true });
  assertTermsheetWritable(doc);
  const state = stateOf(doc);
  if (!termsheetActionAllowed('sendToRcm', state)) {
    throw conflict(state.sentToRcm ? TERMSHEET_ACTION_MESSAGES.alreadyWithRcm : TERMSHEET_ACTION_MESSAGES.sendToRcmNotAllowed(termsheetStatusName(state.statusId)));
  }
  await touch(ctx, doc, { sentToRcmAt: ctx.now });
  return { msg: SUCCESS_MESSAGES.termsheetSentToRcm, termsheet: await termsheetPage(ctx, termsheetId) };
}

/** PUT /sapna/v1/termsheet/{id}/correct-rcm-case: a termsheet RCM sent back (7) goes back to RCM as Shared. */
export async function correctRcmCase(ctx: ServiceContext, termsheetId: number): Promise<TermsheetActionAnswer> {
  assertActor(ctx, 'correctRcmCase');
  const doc = await termsheetDocumentOf(ctx, termsheetId, { lock: true });
  assertTermsheetWritable(doc);
  if (!termsheetActionAllowed('correctRcmCase', stateOf(doc))) throw conflict(FAILURE_MESSAGES.fixRcmCaseFailed);
  await touch(ctx, doc, { statusId: TERMSHEET_STATUSES.SHARED, sentToRcmAt: ctx.now, sentBackReason: null });
  return { msg: SUCCESS_MESSAGES.termsheetSentToRcm, termsheet: await termsheetPage(ctx, termsheetId) };
}

const STATUS_ACTION: Record<3 | 5 | 7, TermsheetAction> = { 3: 'approve', 5: 'cancel', 7: 'sendBackToRam' };

/** PUT /sapna/v1/termsheet/{id}/status: approve (3) or send back to RAM (7) by RCM, cancel (5), the customer's answer. */
export async function changeTermsheetStatus(ctx: ServiceContext, termsheetId: number, input: TermsheetStatusInput): Promise<TermsheetActionAnswer> {
  const statusAction = input.statusId != null ? STATUS_ACTION[input.statusId] : null;
  if (statusAction) assertActor(ctx, statusAction);
  if (input.acceptanceStatusId != null) assertActor(ctx, 'recordAcceptance');
  const doc = await termsheetDocumentOf(ctx, termsheetId, { lock: true });
  assertTermsheetWritable(doc);
  const state = stateOf(doc);
  if (statusAction && !termsheetActionAllowed(statusAction, state)) {
    throw conflict(statusAction === 'cancel' ? TERMSHEET_ACTION_MESSAGES.statusNotAllowed : TERMSHEET_ACTION_MESSAGES.notWithRcm);
  }
  const reason = input.reason?.trim() ?? '';
  if (statusAction === 'sendBackToRam' && !reason) throw badRequest(TERMSHEET_ACTION_MESSAGES.sendBackReasonRequired);
  if (statusAction === 'cancel') {
    const live = await liveTaxInvoiceSerial(ctx.tx, termsheetId);
    if (live) throw conflict(creditBeforeCancelMessage(live));
  }
  await touch(ctx, doc, {
    ...(input.statusId != null ? { statusId: input.statusId } : {}),
    // Sent back to RAM: the RCM case is closed until the agent corrects it; the reason shows on the termsheet.
    ...(input.statusId === TERMSHEET_STATUSES.SENT_TO_RAM ? { sentToRcmAt: null, sentBackReason: reason } : {}),
    ...(input.acceptanceStatusId != null ? { acceptanceStatusId: input.acceptanceStatusId } : {}),
  });
  return { msg: SUCCESS_MESSAGES.termsheetUpdated, termsheet: await termsheetPage(ctx, termsheetId) };
}

/**
 * For the invoices module: cancel (5) the termsheet whose tax invoice Finance has just credited, in the same
 * transaction. The same rule as PUT status 5 (a cancellable status, a finance user); nothing else is checked here.
 */
export async function cancelTermsheetAfterCredit(ctx: ServiceContext, termsheetId: number): Promise<void> {
  await changeTermsheetStatus(ctx, termsheetId, { statusId: TERMSHEET_STATUSES.CANCELLED });
}
