import { Link } from '@tanstack/react-router';
import { TAX_BASIS } from '../../../../domain/money/ledger';
import { useState, type FormEvent } from 'react';
import { APPROVAL_STATUS_LABELS } from '../../../../domain/approvals/statuses';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '../../../../domain/documents/document-schema';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { PAYMENT_ACTION_LABELS, PAYMENT_ACTION_MESSAGES, PAYMENT_STATUS_ACTIONS, type PaymentStatusAction } from '../../../../domain/payments/payment-actions';
import { PAYMENT_DOCUMENT_TYPES, type PaymentDetails, type PaymentDocument } from '../../../../domain/payments/payment-details';
import { UPLOAD_ACCEPT, validateUpload } from '../../../../domain/validation/upload-type';
import { FORM_INLINE_STATUSES } from '../../../lib/forms/save-failure';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { paymentDocumentHref } from '../data/payment-details';
import { deletePaymentDocument, sendPaymentToRcm, uploadPaymentDocument } from '../data/payment-actions';
import type { PaymentPage } from '../data/payment-types';
import { RecollectDialog, RefundDialog, StatusChangeDialog } from './payment-action-dialogs';
import { OnlineButton } from '../../../ui/online-button';

type Open = { kind: 'status'; action: PaymentStatusAction } | { kind: 'recollect'; paymentType: 'Recollection' | 'Representation' } | { kind: 'refund' } | { kind: 'requestRefund' } | { kind: 'rcm' } | null;

/** The actions the server says are open to the user on this payment now. */
export function PaymentActions({ payment, details, onChanged }: { payment: PaymentPage; details: PaymentDetails; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { actions } = details;
  const any = actions.changeStatus || actions.recollect || actions.refund || actions.requestRefund || actions.sendToRcm;
  if (!any) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Payment actions">
      {actions.changeStatus &&
        PAYMENT_STATUS_ACTIONS.map((action) => (
          <OnlineButton key={action} size="sm" variant={action === 'approve' ? 'primary' : 'secondary'} onClick={() => setOpen({ kind: 'status', action })}>
            {PAYMENT_ACTION_LABELS[action]}
          </OnlineButton>
        ))}
      {actions.recollect && (
        <>
          <OnlineButton size="sm" onClick={() => setOpen({ kind: 'recollect', paymentType: 'Recollection' })}>
            Recollect
          </OnlineButton>
          <OnlineButton size="sm" variant="secondary" onClick={() => setOpen({ kind: 'recollect', paymentType: 'Representation' })}>
            Represent
          </OnlineButton>
        </>
      )}
      {actions.refund && (
        <OnlineButton size="sm" variant="secondary" onClick={() => setOpen({ kind: 'refund' })}>
          Refund
        </OnlineButton>
      )}
      {actions.requestRefund && (
        <OnlineButton size="sm" variant="secondary" onClick={() => setOpen({ kind: 'requestRefund' })}>
          Request refund
        </OnlineButton>
      )}
      {actions.sendToRcm && !payment.sendToRcm && (
        <OnlineButton size="sm" variant="secondary" onClick={() => setOpen({ kind: 'rcm' })}>
          Send to RCM
        </OnlineButton>
      )}
      {open?.kind === 'status' && <StatusChangeDialog payment={payment} action={open.action} onClose={close} onDone={onChanged} />}
      {open?.kind === 'recollect' && <RecollectDialog payment={payment} paymentType={open.paymentType} onClose={close} onDone={onChanged} />}
      {open?.kind === 'refund' && <RefundDialog payment={payment} refundable={details.refundableAmount} onClose={close} onDone={onChanged} />}
      {open?.kind === 'requestRefund' && <RefundDialog payment={payment} refundable={details.refundableAmount} onClose={close} onDone={onChanged} forApproval />}
      {open?.kind === 'rcm' && (
        <ConfirmDialog title={`Send payment #${payment.id} to RCM?`} confirm={() => sendPaymentToRcm(payment.id)} confirmLabel="Send to RCM" onClose={close} onSaved={onChanged} success="Payment sent to RCM" />
      )}
    </div>
  );
}

function DocumentUpload({ paymentId, taken, onUploaded }: { paymentId: number; taken: readonly string[]; onUploaded: () => void }) {
  const free = PAYMENT_DOCUMENT_TYPES.filter((t) => !taken.includes(t));
  const [picked, setDocumentType] = useState<string>(free[0] ?? '');
  // A type taken since (or freed by a delete) falls back to the first free one.
  const documentType = free.includes(picked as (typeof free)[number]) ? picked : (free[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A file the server refuses (its content not gif, jpeg, png or pdf: 415; too large: 413) is said at the form, as the device's own checks are.
  const saving = useSave({ success: (a: { message: string }) => a.message, onSaved: () => { setFile(null); onUploaded(); }, failure: { inline: [...FORM_INLINE_STATUSES, 413, 415] } });
  if (free.length === 0) return null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(PAYMENT_ACTION_MESSAGES.documentMissing);
    if (file.size > DOCUMENT_MAX_BYTES) return setProblem(DOCUMENT_MESSAGES.tooLarge);
    const typeProblem = validateUpload(file);
    if (typeProblem) return setProblem(typeProblem);
    setProblem(null);
    const placed = await saving.run(() => uploadPaymentDocument(paymentId, documentType || (free[0] as string), file));
    if (placed?.formError) setProblem(placed.formError);
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Upload a document" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
      <SelectField label="Document type" options={free.map((t) => ({ value: t, label: t }))} value={documentType} onChange={(e) => setDocumentType(e.target.value)} />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        File (gif, jpeg, png or pdf, up to 10 MB)
        <input type="file" accept={UPLOAD_ACCEPT} className="text-sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <OnlineButton type="submit" size="sm" disabled={saving.busy}>
        Upload
      </OnlineButton>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      )}
    </form>
  );
}

const isImage = (d: PaymentDocument) => d.contentType.startsWith('image/');

/**
 * Every document of the payment, whichever way it was uploaded (issue 52): download, preview (an image inline,
 * a PDF in a new tab), delete while the payment is not yet approved (replace = delete, then upload the same type).
 */
function PaymentDocuments({ paymentId, details, onChanged }: { paymentId: number; details: PaymentDetails; onChanged: () => void }) {
  const [preview, setPreview] = useState<PaymentDocument | null>(null);
  const [deleting, setDeleting] = useState<PaymentDocument | null>(null);
  const shown = preview && details.documents.some((d) => d.id === preview.id) ? preview : null;
  return (
    <SectionPanel title="Documents">
      <ListTable
        what="documents"
        caption="Documents"
        regionLabel="Documents table"
        resource={heldRows(details.documents)}
        rowKey={(d) => d.id}
        empty="No documents yet."
        columns={[
          { key: 'type', header: 'Type', cell: (d) => d.documentType },
          {
            key: 'file',
            header: 'File',
            value: (d) => d.fileName,
            cell: (d) => (
              <a href={paymentDocumentHref(d)} download={d.fileName} className="break-all text-brand underline-offset-2 hover:underline">
                {d.fileName}
              </a>
            ),
          },
          { key: 'by', header: 'Uploaded by', priority: 2, value: (d) => d.uploadedByName, cell: (d) => d.uploadedByName ?? '--' },
          { key: 'when', header: 'Uploaded', priority: 2, value: (d) => d.createdAt, cell: (d) => formatDateTime(d.createdAt), className: 'whitespace-nowrap' },
          {
            key: 'actions',
            header: 'Actions',
            pinEnd: true,
            cell: (d) => (
              <div className="flex flex-wrap gap-2">
                {isImage(d) ? (
                  <Button size="sm" variant="secondary" aria-label={`Preview ${d.fileName}`} onClick={() => setPreview(shown?.id === d.id ? null : d)}>
                    {shown?.id === d.id ? 'Hide preview' : 'Preview'}
                  </Button>
                ) : (
                  <a
                    href={paymentDocumentHref(d)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Open ${d.fileName} in a new tab`}
                    className="inline-flex items-center rounded border border-slate-300 px-2 py-1 text-sm text-brand hover:bg-slate-50"
                  >
                    Open
                  </a>
                )}
                {details.actions.deleteDocument && (
                  <OnlineButton size="sm" variant="secondary" aria-label={`Delete ${d.fileName}`} onClick={() => setDeleting(d)}>
                    Delete
                  </OnlineButton>
                )}
              </div>
            ),
          },
        ]}
      />
      {shown && (
        <figure className="mt-3">
          <img src={paymentDocumentHref(shown)} alt={`Preview of ${shown.fileName}`} className="max-h-96 max-w-full rounded border border-slate-200" />
          <figcaption className="mt-1 text-sm text-slate-600">{shown.fileName}</figcaption>
        </figure>
      )}
      {details.actions.uploadDocument && (
        <DocumentUpload paymentId={paymentId} taken={details.documents.map((d) => d.documentType)} onUploaded={onChanged} />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.fileName}?`}
          description={`The ${deleting.documentType} document is removed from payment #${paymentId}. To replace it, upload the right file afterwards.`}
          confirm={() => deletePaymentDocument(paymentId, deleting)}
          confirmLabel="Delete document"
          success={(a) => a.message}
          onClose={() => setDeleting(null)}
          onSaved={() => {
            setDeleting(null);
            onChanged();
          }}
        />
      )}
    </SectionPanel>
  );
}

/** Status history, documents and refunds of payment/{paymentId}. */
export function PaymentDetailsPanel({ paymentId, details, onChanged }: { paymentId: number; details: PaymentDetails; onChanged: () => void }) {
  return (
    <>
      <SectionPanel title="Status history">
        <ListTable
          what="status history"
          caption="Status history"
          regionLabel="Status history table"
          resource={heldRows(details.statusHistory)}
          rowKey={(h) => h.id}
          empty="No status changes recorded."
          columns={[
            { key: 'when', header: 'When', value: (h) => h.changedAt, cell: (h) => formatDateTime(h.changedAt), className: 'whitespace-nowrap' },
            { key: 'who', header: 'Who', value: (h) => h.changedByName, cell: (h) => h.changedByName ?? '--' },
            { key: 'from', header: 'From', cell: (h) => h.fromStatusName ?? '(recorded)' },
            { key: 'to', header: 'To', cell: (h) => h.toStatusName },
            { key: 'remark', header: 'Remark', value: (h) => h.remark, cell: (h) => h.remark ?? '--', className: 'min-w-40' },
          ]}
        />
      </SectionPanel>
      <PaymentDocuments paymentId={paymentId} details={details} onChanged={onChanged} />
      {(details.refunds.length > 0 || details.refundRequests.length > 0 || details.actions.refund || details.actions.requestRefund) && (
        <SectionPanel title="Refunds">
          <p className="mb-2 text-sm text-slate-700">
            Collected {formatRupees(details.collectedAmount)} ({TAX_BASIS.incl}); refunded {formatRupees(details.refundedAmount)}; refundable{' '}
            {formatRupees(details.refundableAmount)}.
          </p>
          <ListTable
            what="refunds"
            caption="Refunds"
            regionLabel="Refunds table"
            resource={heldRows(details.refunds)}
            rowKey={(r) => r.id}
            empty="No refunds."
            columns={[
              { key: 'amount', header: 'Amount', value: (r) => r.amount, cell: (r) => formatRupees(r.amount), align: 'right' },
              { key: 'remark', header: 'Remark', value: (r) => r.remark, cell: (r) => r.remark ?? '--', className: 'min-w-40' },
              { key: 'by', header: 'By', value: (r) => r.createdByName, cell: (r) => r.createdByName ?? '--' },
              { key: 'when', header: 'When', value: (r) => r.createdAt, cell: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap' },
            ]}
          />
          {details.refundRequests.length > 0 && (
            <div className="mt-3">
              <ListTable
                what="refund requests"
                caption="Refund requests"
                regionLabel="Refund requests table"
                resource={heldRows(details.refundRequests)}
                rowKey={(r) => r.id}
                empty="No refund requests."
                columns={[
                  { key: 'amount', header: 'Amount', value: (r) => r.amount, cell: (r) => formatRupees(r.amount), align: 'right' },
                  { key: 'status', header: 'Status', cell: (r) => APPROVAL_STATUS_LABELS[r.status as keyof typeof APPROVAL_STATUS_LABELS] ?? r.status },
                  {
                    key: 'approval',
                    header: 'Approval',
                    value: (r) => r.approvalId,
                    cell: (r) =>
                      r.approvalId === null ? (
                        '--'
                      ) : (
                        <Link to="/approval-details/$paymentId" params={{ paymentId }} search={{ approvalId: r.approvalId }} className="text-brand underline-offset-2 hover:underline">
                          #{r.approvalId}
                        </Link>
                      ),
                  },
                  { key: 'remark', header: 'Remark', priority: 2, value: (r) => r.remark, cell: (r) => r.remark ?? '--' },
                  { key: 'by', header: 'Asked by', value: (r) => r.requestedByName, cell: (r) => r.requestedByName ?? '--' },
                  { key: 'when', header: 'Asked', value: (r) => r.createdAt, cell: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap' },
                ]}
              />
            </div>
          )}
        </SectionPanel>
      )}
    </>
  );
}
