import { isTermsheetEditable, isTermsheetPdfAllowed, TERMSHEET_STATUSES } from './statuses';

/**
 * The termsheet's lifecycle after creation (spec 001 §4 fixes the ids and the PDF and editability lists; the flow
 * is ours): the agent shares the draft with the customer (1 → 2, the PDF by mail) and sends it to RCM for
 * verification; RCM (finance) approves it (3) or sends it back to the agent (sent-to-RAM, 7); the agent corrects
 * the RCM case, which puts it back with RCM (7 → 2, with RCM again). A seller or finance may cancel (5) a
 * termsheet that is still editable. The customer's answer (accepted 5, rejected 6, expired 7) is recorded apart.
 */
export type TermsheetLifecycleState = { statusId: number; sentToRcm: boolean };

export type TermsheetAction = 'downloadPdf' | 'share' | 'sendToRcm' | 'correctRcmCase' | 'approve' | 'sendBackToRam' | 'cancel' | 'recordAcceptance';

/** Who acts: a seller (sell capability) or RCM/finance (finance capability). */
export const TERMSHEET_ACTION_ACTOR: Record<TermsheetAction, 'read' | 'sell' | 'finance' | 'sellOrFinance'> = {
  downloadPdf: 'read',
  share: 'sell',
  sendToRcm: 'sell',
  correctRcmCase: 'sell',
  approve: 'finance',
  sendBackToRam: 'finance',
  cancel: 'sellOrFinance',
  recordAcceptance: 'sell',
};

/**
 * Whether the termsheet waits on RCM: a draft sent to RCM and not yet approved or sent back. The time it was sent
 * stays on the termsheet afterwards as history; it says nothing once RCM has decided.
 */
export function isWithRcm(state: TermsheetLifecycleState): boolean {
  return termsheetActionAllowed('approve', state);
}

/** Whether the termsheet's state allows the action (capability aside). */
export function termsheetActionAllowed(action: TermsheetAction, state: TermsheetLifecycleState): boolean {
  const { statusId, sentToRcm } = state;
  const draft = statusId === TERMSHEET_STATUSES.CREATED || statusId === TERMSHEET_STATUSES.SHARED;
  switch (action) {
    case 'downloadPdf':
      return isTermsheetPdfAllowed(statusId);
    case 'share':
      return isTermsheetPdfAllowed(statusId);
    case 'sendToRcm':
      return draft && !sentToRcm;
    case 'correctRcmCase':
      return statusId === TERMSHEET_STATUSES.SENT_TO_RAM;
    case 'approve':
    case 'sendBackToRam':
      return draft && sentToRcm;
    case 'cancel':
      return isTermsheetEditable(statusId);
    case 'recordAcceptance':
      return isTermsheetEditable(statusId);
  }
}
