import { useState, type FormEvent } from 'react';
import {
  IMAGE_REVIEW_MESSAGES,
  IMAGE_REVIEW_STATUS,
  SELF_UPLOAD_MAX_FILES,
  type ImageReviewStatus,
  type ReviewImage,
  type SelfUploadResult,
} from '../../../../domain/image-review/image-review';
import { formatDateTime } from '../../../../domain/format/date-time';
import { failureText } from '../../../lib/api/failure-text';
import { useOnline } from '../../../lib/offline/session/use-online';
import type { Column } from '../../../ui/table/data-table';
import { ListTable } from '../../../ui/table/list-screen';
import { OnlineOnlyNotice } from '../../../ui/status/online-only-notice';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { giveImageFeedback, imageUrl, selfUploadImages, useRejectReasons, useReviewQueue } from '../data/image-review-api';
import { OnlineButton } from '../../../ui/online-button';

const PAGE_SIZE = 12;
/** The images are cards, not a table's rows. */
const NO_COLUMNS: readonly Column<ReviewImage>[] = [];

/**
 * Image review (issue 15; spec 002 §2 "image review", route not shown: a panel of content-package-page, the content
 * users' screen): listing images waiting for review, approved or rejected with a reason and feedback, and a
 * self-upload of several images to a listing. Online only: offline it says so and keeps what was typed.
 */
export function ImageReviewPanel() {
  const [status, setStatus] = useState<ImageReviewStatus>('pending');
  const [listingFilter, setListingFilter] = useState('');
  const [page, setPage] = useState(0);
  const listingId = /^\d{1,9}$/.test(listingFilter.trim()) ? Number(listingFilter.trim()) : undefined;
  const queue = useReviewQueue({ status, ...(listingId ? { listingId } : {}), page: page, size: PAGE_SIZE });

  return (
    <SectionPanel title="Image review">
      <OnlineOnlyNotice />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Show"
          options={IMAGE_REVIEW_STATUS.entries.map(([value, label]) => ({ value, label }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ImageReviewStatus);
            setPage(0);
          }}
        />
        <TextField
          label="Listing id"
          inputMode="numeric"
          hint="Optional: the images of one listing"
          value={listingFilter}
          onChange={(e) => {
            setListingFilter(e.target.value);
            setPage(0);
          }}
        />
      </div>
      <ListTable
        what="images"
        caption="Images"
        columns={NO_COLUMNS}
        rowKey={(image) => image.id}
        resource={queue}
        empty={status === 'pending' ? 'No images are waiting for review.' : 'No images here.'}
        cards={{
          on: 'always',
          render: (images) => (
            <ul aria-label="Images" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {images.map((image) => (
                <ImageCard key={image.id} image={image} onDecided={() => void queue.refresh()} />
              ))}
            </ul>
          ),
        }}
        onPageChange={setPage}
        pagerLabel="Image pages"
      />
      <SelfUploadForm onUploaded={() => void queue.refresh()} />
    </SectionPanel>
  );
}

function ImageCard({ image, onDecided }: { image: ReviewImage; onDecided: () => void }) {
  const notify = useNotify();
  const reasons = useRejectReasons();
  const [reasonId, setReasonId] = useState('');
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState<'approved' | 'rejected' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = `${image.fileName}, listing #${image.listingId}`;

  async function decide(decision: 'approved' | 'rejected') {
    if (busy) return;
    if (decision === 'rejected' && !reasonId) return setProblem(IMAGE_REVIEW_MESSAGES.reasonRequired);
    setProblem(null);
    setBusy(decision);
    try {
      const answer = await giveImageFeedback({
        imageId: image.id,
        status: decision,
        ...(decision === 'rejected' ? { rejectReasonId: Number(reasonId) } : {}),
        ...(feedback.trim() ? { feedback: feedback.trim() } : {}),
      });
      notify.success(answer.message);
      onDecided();
    } catch (error) {
      setProblem(failureText(error, 'The decision was not saved.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li aria-label={label} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <a href={imageUrl(image.id)} target="_blank" rel="noreferrer" className="block overflow-hidden rounded bg-slate-100">
        <img src={imageUrl(image.id)} alt={`Image ${image.fileName} of listing #${image.listingId}`} loading="lazy" className="mx-auto h-40 w-full object-contain" />
      </a>
      <div className="text-sm">
        <p className="font-medium break-all">{image.fileName}</p>
        <p className="text-slate-600">
          Listing #{image.listingId}
          {image.listingTitle ? `: ${image.listingTitle}` : ''}
        </p>
        <p className="text-xs text-slate-500">
          Uploaded {formatDateTime(image.createdAt)}
          {image.uploadedByName ? ` by ${image.uploadedByName}` : ''}
        </p>
        {image.status !== 'pending' && (
          <p className="mt-1">
            <span className="font-medium">{IMAGE_REVIEW_STATUS.names[image.status]}</span>
            {image.rejectReason ? `: ${image.rejectReason}` : ''}
            {image.reviewedByName ? ` (${image.reviewedByName}, ${formatDateTime(image.reviewedAt)})` : ''}
          </p>
        )}
        {image.status !== 'pending' && image.feedback && <p className="text-slate-700">Feedback: {image.feedback}</p>}
      </div>
      <SelectField
        label="Reject reason"
        placeholder="Choose a reason"
        options={(reasons.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.reason }))}
        value={reasonId}
        onChange={(e) => setReasonId(e.target.value)}
      />
      <TextAreaField label="Feedback" rows={2} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <OnlineButton size="sm" busy={busy === 'approved'} disabled={busy !== null} onClick={() => void decide('approved')} aria-label={`Approve ${label}`}>
          Approve
        </OnlineButton>
        <OnlineButton size="sm" variant="secondary" busy={busy === 'rejected'} disabled={busy !== null} onClick={() => void decide('rejected')} aria-label={`Reject ${label}`}>
          Reject
        </OnlineButton>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}

function SelfUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const online = useOnline();
  const [listingId, setListingId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<SelfUploadResult['results'] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !online) return;
    if (!/^[1-9]\d{0,8}$/.test(listingId.trim())) return setProblem('Enter the listing id.');
    if (files.length === 0) return setProblem(IMAGE_REVIEW_MESSAGES.noFiles);
    if (files.length > SELF_UPLOAD_MAX_FILES) return setProblem(IMAGE_REVIEW_MESSAGES.tooManyFiles);
    setProblem(null);
    setBusy(true);
    try {
      const answer = await selfUploadImages(Number(listingId.trim()), files);
      setResults(answer.results);
      setFiles([]);
      setInputKey((k) => k + 1);
      onUploaded();
    } catch (error) {
      setProblem(failureText(error, 'The images were not uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Upload images" className="mt-2 flex flex-col gap-3 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">Upload images to a listing</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <TextField label="Listing id for the upload" inputMode="numeric" required value={listingId} onChange={(e) => setListingId(e.target.value)} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Images (gif, jpeg or png; up to {SELF_UPLOAD_MAX_FILES}, 10 MB each)
          <input key={inputKey} type="file" multiple accept="image/gif,image/jpeg,image/png" className="text-sm" onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        </label>
        <OnlineButton type="submit" size="sm" busy={busy}>
          Upload
        </OnlineButton>
      </div>
      {busy && <p role="status" className="text-sm text-slate-700">Uploading {files.length} {files.length === 1 ? 'image' : 'images'}…</p>}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {results && (
        <ul aria-label="Upload results" className="text-sm">
          {results.map((r, i) => (
            <li key={`${r.fileName}-${i}`} className={r.status === 'uploaded' ? 'text-green-800' : 'text-red-700'}>
              {r.fileName}: {r.message}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
