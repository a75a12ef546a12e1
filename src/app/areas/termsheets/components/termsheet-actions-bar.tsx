import { useState } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { TERMSHEET_ACTION_ACTOR, isWithRcm, termsheetActionAllowed, type TermsheetAction } from '../../../../domain/termsheets/lifecycle';
import { isTermsheetEditable, TERMSHEET_STATUSES } from '../../../../domain/termsheets/statuses';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { buttonClasses } from '../../../ui/button-classes';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { changeTermsheetStatus, correctRcmCase, sendTermsheetToRcm, termsheetPdfUrl } from '../data/termsheet-actions';
import type { TermsheetPage } from '../data/termsheet-types';
import { EditTermsheetDialog } from './edit-termsheet-dialog';
import { ShareTermsheetDialog } from './share-termsheet-dialog';
import { OnlineButton } from '../../../ui/online-button';

type Confirmable = Exclude<TermsheetAction, 'downloadPdf' | 'share' | 'recordAcceptance'>;

const CONFIRMS: Record<Confirmable, { label: string; title: string; run: (id: number) => Promise<unknown>; success: string; fallback?: string }> = {
  sendToRcm: { label: 'Send to RCM', title: 'Send this termsheet to RCM?', run: sendTermsheetToRcm, success: SUCCESS_MESSAGES.termsheetSentToRcm },
  correctRcmCase: { label: 'Correct RCM case', title: 'Send the corrected termsheet back to RCM?', run: correctRcmCase, success: SUCCESS_MESSAGES.termsheetSentToRcm, fallback: FAILURE_MESSAGES.fixRcmCaseFailed },
  approve: { label: 'Approve', title: 'Approve this termsheet?', run: (id) => changeTermsheetStatus(id, { statusId: 3 }), success: SUCCESS_MESSAGES.termsheetUpdated },
  sendBackToRam: { label: 'Send back to RAM', title: 'Send this termsheet back to the agent?', run: (id) => changeTermsheetStatus(id, { statusId: 7 }), success: SUCCESS_MESSAGES.termsheetUpdated },
  cancel: { label: 'Cancel termsheet', title: 'Cancel this termsheet? It can no longer be edited afterwards.', run: (id) => changeTermsheetStatus(id, { statusId: 5 }), success: SUCCESS_MESSAGES.termsheetUpdated },
};

/**
 * What may be done with the termsheet now, by its status (spec 001 §4, domain/termsheets/lifecycle.ts) and the
 * user's capabilities. The server refuses the rest anyway (403, or 409 with the reason); these writes are online-only.
 */
export function TermsheetActionsBar({ termsheet, onChanged, atListPrice = false }: { termsheet: TermsheetPage; onChanged: () => Promise<void>; atListPrice?: boolean }) {
  const user = useSignedInUser();
  const online = useOnline();
  const [open, setOpen] = useState<Confirmable | 'share' | 'edit' | null>(null);
  const [reason, setReason] = useState('');
  const state = { statusId: termsheet.statusId, sentToRcm: termsheet.sentToRcm };
  const sell = user.capabilities.includes('sell') && !user.readOnly;
  const finance = user.capabilities.includes('finance') && !user.readOnly;
  const mayAct = (action: TermsheetAction) => {
    const actor = TERMSHEET_ACTION_ACTOR[action];
    const capable = actor === 'read' || (actor === 'sell' && sell) || (actor === 'finance' && finance) || (actor === 'sellOrFinance' && (sell || finance));
    return capable && termsheetActionAllowed(action, state) && (action === 'downloadPdf' || termsheet.editable || (finance && isTermsheetEditable(termsheet.statusId)));
  };
  const confirmables = (Object.keys(CONFIRMS) as Confirmable[]).filter(mayAct);
  const close = () => setOpen(null);
  const chosen = open && open !== 'share' && open !== 'edit' ? CONFIRMS[open] : null;
  return (
    <section aria-label="Termsheet actions" className="flex flex-col gap-2">
      {!isTermsheetEditable(termsheet.statusId) && (
        <p role="note" className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          This termsheet is {termsheet.statusName} and can no longer be edited.
        </p>
      )}
      {isWithRcm(state) && <p className="text-sm text-slate-700">With RCM for verification.</p>}
      {termsheet.statusId === TERMSHEET_STATUSES.SENT_TO_RAM && termsheet.sentBackReason && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Sent back to RAM by RCM: {termsheet.sentBackReason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {termsheet.pdfAllowed ? (
          <a className={buttonClasses('secondary', 'md')} href={termsheetPdfUrl(termsheet.id, atListPrice)} download>
            Download PDF
          </a>
        ) : (
          <span className="self-center text-sm text-slate-600">The PDF can be downloaded while the termsheet is Created or Shared.</span>
        )}
        {termsheet.editable && sell && (
          <OnlineButton variant="secondary" onClick={() => setOpen('edit')}>
            Edit termsheet
          </OnlineButton>
        )}
        {mayAct('share') && (
          <OnlineButton variant="secondary" onClick={() => setOpen('share')}>
            Share
          </OnlineButton>
        )}
        {confirmables.map((action) => (
          <OnlineButton key={action} variant={action === 'cancel' ? 'danger' : 'secondary'} onClick={() => setOpen(action)}>
            {CONFIRMS[action].label}
          </OnlineButton>
        ))}
      </div>
      {!online && (sell || finance) && <p className="text-sm text-amber-900">Termsheet actions need a connection. You can still read the termsheet offline.</p>}
      {open === 'edit' && <EditTermsheetDialog termsheet={termsheet} onClose={close} onSaved={onChanged} />}
      {open === 'share' && <ShareTermsheetDialog termsheet={termsheet} atListPrice={atListPrice} onClose={close} onShared={onChanged} />}
      {chosen && (
        <ConfirmDialog
          title={chosen.title}
          confirmLabel={chosen.label}
          onlineOnly
          disabled={open === 'sendBackToRam' && !reason.trim()}
          confirm={() => (open === 'sendBackToRam' ? changeTermsheetStatus(termsheet.id, { statusId: 7, reason }) : chosen.run(termsheet.id))}
          success={chosen.success}
          failure={{ inline: [], notice: chosen.fallback ? { fallback: chosen.fallback } : undefined }}
          onSaved={async () => {
            await onChanged();
            close();
          }}
          onClose={close}
        >
          {open === 'sendBackToRam' && (
            <TextAreaField label="Reason" required value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} hint="Shown to the agent on the termsheet." />
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
