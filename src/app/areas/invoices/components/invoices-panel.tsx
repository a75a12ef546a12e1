import { useState } from 'react';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { INVOICEABLE_TERMSHEET_STATUS_IDS, PROFORMA_REFUSED_TERMSHEET_STATUS_IDS, type Invoice } from '../../../../domain/invoices/invoice-contract';
import { INVOICE_MESSAGES } from '../../../../domain/invoices/invoice-messages';
import { useSave } from '../../../lib/forms/use-save';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { buttonClasses } from '../../../ui/button-classes';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListTable } from '../../../ui/table/list-screen';
import { cancelDigislateInvoice, generateDigislateInvoice, generateTaxInvoice, invoicePdfUrl, proformaInvoiceUrl } from '../data/invoice-actions';
import { invoiceEndpoints } from '../../../../domain/invoices/invoices.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { EmailInvoiceDialog } from './email-invoice-dialog';
import { CreditNoteDialog } from './credit-note-dialog';
import { OnlineButton } from '../../../ui/online-button';
import { RecordSection } from '../../../ui/record-section';
import { StatusNote } from '../../../ui/status/status-note';

type Props = { termsheetId: number; accountId: number; termsheetStatusId: number; atListPrice?: boolean };

const KIND_LABELS: Record<Invoice['kind'], string> = { tax: 'Tax invoice', digislate: 'Digislate invoice', credit: 'Credit note' };

/**
 * The termsheet's invoices: proforma (anyone who reads it), tax and digislate (generated, e-mailed and cancelled by
 * Finance and Admin). Online only: offline it says so and its buttons wait for the network.
 */
export function InvoicesPanel({ termsheetId, accountId, termsheetStatusId, atListPrice = false }: Props) {
  const user = useSignedInUser();
  const online = useOnline();
  const invoices = useResource(`invoices:${termsheetId}`, () => call(invoiceEndpoints.ofTermsheet, { query: { termsheetId }, notify: false }));
  const finance = user.capabilities.includes('finance') && !user.readOnly;
  const [emailing, setEmailing] = useState<Invoice | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const generate = useSave<{ msg: string }>({ success: (answer) => answer.msg, onSaved: () => invoices.refresh(), failure: { inline: [] } });
  const rows = invoices.data?.results ?? [];
  const active = (kind: Invoice['kind']) => rows.some((i) => i.kind === kind && i.status === 'Generated');
  const invoiceable = INVOICEABLE_TERMSHEET_STATUS_IDS.includes(termsheetStatusId);

  const columns: Column<Invoice>[] = [
    { key: 'serial', header: 'Invoice No.', cell: (i) => i.serial, className: 'whitespace-nowrap' },
    { key: 'kind', header: 'Kind', cell: (i) => (i.creditedInvoice ? `${KIND_LABELS[i.kind]} of ${i.creditedInvoice.serial}` : KIND_LABELS[i.kind]) },
    { key: 'date', header: 'Date', priority: 2, value: (i) => i.createdAt, cell: (i) => formatDate(i.createdAt), className: 'whitespace-nowrap' },
    { key: 'supply', header: 'Place of supply', priority: 3, cell: (i) => `${i.placeOfSupply.stateName} (${i.placeOfSupply.stateCode})` },
    { key: 'total', header: 'Total', align: 'right', value: (i) => i.total, cell: (i) => formatRupees(i.total) },
    { key: 'status', header: 'Status', cell: (i) => (i.sentTo ? `${i.status} · sent to ${i.sentTo}` : i.status) },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (i) => (
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary', 'sm')} href={invoicePdfUrl(i.id)} download aria-label={`Download PDF of ${i.serial}`}>
            PDF
          </a>
          {finance && i.status === 'Generated' && i.kind !== 'credit' && (
            <OnlineButton size="sm" variant="secondary" onClick={() => setEmailing(i)}>
              E-mail
            </OnlineButton>
          )}
          {finance && i.kind === 'tax' && i.status === 'Generated' && (
            <OnlineButton size="sm" variant="danger" onClick={() => setCrediting(i)}>
              Credit
            </OnlineButton>
          )}
          {finance && i.kind === 'digislate' && i.status === 'Generated' && (
            <OnlineButton size="sm" variant="danger" onClick={() => setCancelling(i)}>
              Cancel
            </OnlineButton>
          )}
        </div>
      ),
    },
  ];

  return (
    <RecordSection id="termsheet-invoices-heading" title="Invoices">
      {!online && <StatusNote>{INVOICE_MESSAGES.onlineOnly}</StatusNote>}
      <div className="flex flex-wrap gap-2">
        {!PROFORMA_REFUSED_TERMSHEET_STATUS_IDS.includes(termsheetStatusId) && (
          <a className={buttonClasses('secondary', 'md')} href={proformaInvoiceUrl(termsheetId, atListPrice)} download>
            Proforma invoice
          </a>
        )}
        {finance && invoiceable && !active('tax') && (
          <OnlineButton busy={generate.busy} onClick={() => void generate.run(() => generateTaxInvoice(termsheetId, atListPrice))}>
            Generate tax invoice
          </OnlineButton>
        )}
        {finance && invoiceable && !active('digislate') && (
          <OnlineButton variant="secondary" busy={generate.busy} onClick={() => void generate.run(() => generateDigislateInvoice(termsheetId))}>
            Generate digislate invoice
          </OnlineButton>
        )}
      </div>
      {finance && !invoiceable && <p className="text-sm text-slate-600">{INVOICE_MESSAGES.notInvoiceable}</p>}
      <ListTable
        what="invoices"
        caption="Invoices of this termsheet"
        columns={columns}
        resource={{ ...invoices, data: invoices.data?.results }}
        rowKey={(i) => i.id}
        empty="No invoices yet."
      />
      {emailing && <EmailInvoiceDialog invoice={emailing} accountId={accountId} onClose={() => setEmailing(null)} onSent={() => invoices.refresh()} />}
      {crediting && <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} onCredited={() => invoices.refresh()} />}
      {cancelling && (
        <ConfirmDialog
          title={`Cancel digislate invoice ${cancelling.serial}?`}
          description="The invoice is kept, marked cancelled; its number is not used again."
          confirmLabel="Cancel invoice"
          onlineOnly
          confirm={() => cancelDigislateInvoice(cancelling.id)}
          success={INVOICE_MESSAGES.digislateCancelled}
          failure={{ inline: [], notice: { fallback: INVOICE_MESSAGES.cancelFailed } }}
          onSaved={async () => {
            await invoices.refresh();
            setCancelling(null);
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </RecordSection>
  );
}
