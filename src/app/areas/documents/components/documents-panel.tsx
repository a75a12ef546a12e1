import { useState, type FormEvent } from 'react';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentSubTypesOf, type DocumentEntityTypeId } from '../../../../domain/documents/document-schema';
import { WARNING_MESSAGES } from '../../../../domain/errors/messages';
import { formatDateTime } from '../../../../domain/format/date-time';
import { UPLOAD_ACCEPT, validateUpload } from '../../../../domain/validation/upload-type';
import { isApiFailure } from '../../../lib/api/api-failure';
import { failureText } from '../../../lib/api/failure-text';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { deleteDocument, documentUrl, uploadDocument, useDocuments, type DocumentView } from '../data/documents-api';
import { OnlineButton } from '../../../ui/online-button';

/** Who may upload to and delete from this record (the server decides again): PERMISSIONS.md. */
function mayWrite(capabilities: readonly string[], entityTypeId: DocumentEntityTypeId, canSell: boolean): boolean {
  if (canSell && capabilities.includes('sell')) return true;
  if (entityTypeId === 4) return capabilities.includes('finance');
  if (entityTypeId === 1) return capabilities.includes('content');
  return false;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Documents of an opportunity (LookupPackage), termsheet or payment (spec 002 §3): list, download, upload, delete.
 * A duplicate upload says 'Document Already Exists!' as a warning. Offline, the last list read stays readable and an
 * upload is refused plainly; the chosen file stays selected until the device is online again.
 */
export function DocumentsPanel({ entityTypeId, entityId, canSell = true }: { entityTypeId: DocumentEntityTypeId; entityId: number; canSell?: boolean }) {
  const user = useSignedInUser();
  const documents = useDocuments(entityTypeId, entityId);
  const canWrite = mayWrite(user.capabilities, entityTypeId, canSell);
  const [deleting, setDeleting] = useState<DocumentView | null>(null);
  const label = entityTypeId === 1 ? 'opportunity' : entityTypeId === 2 ? 'termsheet' : 'payment';

  return (
    <SectionPanel title="Documents">
      <ListTable
        what="documents"
        caption={`Documents of this ${label}`}
        resource={documents}
        rowKey={(d) => d.id}
        empty="No documents yet."
        columns={[
          { key: 'type', header: 'Type', cell: (d) => d.documentType },
          {
            key: 'file',
            header: 'File',
            value: (d) => d.fileName,
            cell: (d) => (
              <a className="break-all text-brand underline" href={documentUrl(d.id)} download={d.fileName}>
                {d.fileName}
              </a>
            ),
          },
          { key: 'size', header: 'Size', align: 'right', priority: 3, value: (d) => d.sizeBytes, cell: (d) => size(d.sizeBytes) },
          { key: 'by', header: 'Uploaded', priority: 2, value: (d) => d.createdAt, cell: (d) => `${formatDateTime(d.createdAt)}${d.uploadedByName ? ` · ${d.uploadedByName}` : ''}` },
          {
            key: 'actions',
            header: 'Actions',
            pinEnd: true,
            cell: (d) =>
              canWrite ? (
                <OnlineButton size="sm" variant="ghost" onClick={() => setDeleting(d)} aria-label={`Delete ${d.documentType} ${d.fileName}`}>
                  Delete
                </OnlineButton>
              ) : null,
          },
        ]}
      />
      {canWrite && <UploadForm entityTypeId={entityTypeId} entityId={entityId} onUploaded={() => void documents.refresh()} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.fileName}?`}
          description={`The ${deleting.documentType} document is removed from this ${label}.`}
          confirmLabel="Delete document"
          onlineOnly
          confirm={() => deleteDocument(deleting.id)}
          success={DOCUMENT_MESSAGES.deleted}
          onClose={() => setDeleting(null)}
          onSaved={async () => {
            setDeleting(null);
            await documents.refresh();
          }}
        />
      )}
    </SectionPanel>
  );
}

function UploadForm({ entityTypeId, entityId, onUploaded }: { entityTypeId: DocumentEntityTypeId; entityId: number; onUploaded: () => void }) {
  const online = useOnline();
  const notify = useNotify();
  const types = documentSubTypesOf(entityTypeId);
  const [documentType, setDocumentType] = useState<string>(types[0] ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!online) return setProblem(DOCUMENT_MESSAGES.offline);
    if (!file) return setProblem(DOCUMENT_MESSAGES.fileMissing);
    if (file.size > DOCUMENT_MAX_BYTES) return setProblem(DOCUMENT_MESSAGES.tooLarge);
    const typeProblem = validateUpload(file);
    if (typeProblem) return setProblem(typeProblem);
    setProblem(null);
    setBusy(true);
    try {
      const answer = await uploadDocument(entityTypeId, entityId, documentType, file);
      notify.success(answer.message);
      setFile(null);
      setInputKey((k) => k + 1);
      onUploaded();
    } catch (error) {
      if (isApiFailure(error) && error.status === 409) notify.warning(WARNING_MESSAGES.documentAlreadyExists);
      else setProblem(failureText(error, 'The document was not uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Upload a document" className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
      <SelectField label="Document type" options={types.map((t) => ({ value: t, label: t }))} value={documentType} onChange={(e) => setDocumentType(e.target.value)} />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        File (gif, jpeg, png or pdf, up to 10 MB)
        <input key={inputKey} type="file" accept={UPLOAD_ACCEPT} className="text-sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <OnlineButton type="submit" size="sm" busy={busy}>
        Upload
      </OnlineButton>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      ) : (
        // Offline is a fact of field work, not an error: said calmly, like the sections that load when back online.
        !online && (
          <p role="status" className="text-sm text-slate-700 sm:col-span-3">
            {DOCUMENT_MESSAGES.offline}
          </p>
        )
      )}
    </form>
  );
}
