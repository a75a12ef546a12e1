import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import type { Invoice } from '../../../../domain/invoices/invoice-contract';
import { INVOICE_MESSAGES } from '../../../../domain/invoices/invoice-messages';
import { useOnline } from '../../../lib/offline/session/use-online';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { emailInvoice, fetchPocs, type PocOption } from '../data/invoice-actions';

/**
 * E-mail the invoice PDF. A first send goes to the termsheet's contact; once sent, the dialog says so (spec 002 §8's
 * already-sent notice) and re-sends to the point of contact chosen.
 */
export function EmailInvoiceDialog({ invoice, accountId, onClose, onSent }: { invoice: Invoice; accountId: number; onClose: () => void; onSent: () => Promise<void> }) {
  const online = useOnline();
  const resend = invoice.sentAt !== null;
  const [pocs, setPocs] = useState<PocOption[] | null>(null);
  const [contactId, setContactId] = useState('');
  useEffect(() => {
    if (!resend) return;
    let live = true;
    fetchPocs(accountId).then(
      (found) => live && setPocs(found),
      () => live && setPocs([]),
    );
    return () => {
      live = false;
    };
  }, [accountId, resend]);
  return (
    <ConfirmDialog
      title={`E-mail invoice ${invoice.serial}`}
      description={resend ? undefined : "The invoice PDF is sent to the termsheet's contact."}
      confirmLabel={resend ? 'Re-send' : 'Send'}
      onlineOnly
      disabled={resend && !contactId}
      confirm={() => emailInvoice(invoice.id, resend ? { resend: true, contactId: Number(contactId) } : {})}
      success={INVOICE_MESSAGES.taxInvoiceShared}
      failure={{ inline: [] }}
      onSaved={async () => {
        await onSent();
        onClose();
      }}
      onClose={onClose}
    >
      {resend && (
        <div className="flex flex-col gap-2">
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {INVOICE_MESSAGES.alreadySent} (sent to {invoice.sentTo} on {formatDateTime(invoice.sentAt)})
          </p>
          <SelectField
            label="POC"
            required
            hint={contactId ? undefined : INVOICE_MESSAGES.selectPoc}
            placeholder={pocs === null ? 'Loading…' : pocs.length ? 'Select…' : 'No contact with an e-mail address'}
            options={(pocs ?? []).map((c) => ({ value: String(c.id), label: `${c.name} · ${c.email ?? ''}` }))}
            value={contactId}
            onChange={(e) => setContactId(e.target.value)}
          />
        </div>
      )}
      {!online && <p className="mt-2 text-sm text-amber-900">{INVOICE_MESSAGES.onlineOnly}</p>}
    </ConfirmDialog>
  );
}
