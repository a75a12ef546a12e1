import { useState } from 'react';
import type { Invoice } from '../../../../domain/invoices/invoice-contract';
import { INVOICE_MESSAGES } from '../../../../domain/invoices/invoice-messages';
import { Checkbox } from '../../../ui/form/checkbox';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { creditTaxInvoice } from '../data/invoice-actions';

/**
 * Credit a tax invoice in full by a credit note (its own CN serial). A termsheet with a live tax invoice cannot be
 * cancelled: Finance credits the invoice here, and may cancel the termsheet in the same step.
 */
export function CreditNoteDialog({ invoice, onClose, onCredited }: { invoice: Invoice; onClose: () => void; onCredited: () => Promise<unknown> }) {
  const [reason, setReason] = useState('');
  const [cancelTermsheet, setCancelTermsheet] = useState(true);
  return (
    <ConfirmDialog
      title={`Credit tax invoice ${invoice.serial}?`}
      description="A credit note is issued for the invoice's full value; the invoice is marked Credited. This cannot be undone."
      confirmLabel="Issue credit note"
      onlineOnly
      disabled={!reason.trim()}
      confirm={() => creditTaxInvoice(invoice.id, { reason: reason.trim(), cancelTermsheet })}
      success={INVOICE_MESSAGES.creditNoteIssued}
      failure={{ inline: [] }}
      onSaved={async () => {
        await onCredited();
        onClose();
      }}
      onClose={onClose}
    >
      <TextAreaField label="Reason" required value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <Checkbox label={`Also cancel termsheet #${invoice.termsheetId}`} checked={cancelTermsheet} onChange={(e) => setCancelTermsheet(e.target.checked)} />
    </ConfirmDialog>
  );
}
