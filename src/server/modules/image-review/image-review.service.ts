import type { Readable } from 'node:stream';
import type {
  imageFeedbackSchema} from '../../../domain/image-review/image-review';
import {
  IMAGE_REVIEW_MESSAGES,
  type ImageReviewStatus,
  type RejectReason,
  type ReviewImage,
  type SelfUploadResult,
} from '../../../domain/image-review/image-review';
import type { Paged } from '../../../domain/paging/paged';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import type { DocumentStorage } from '../../storage/document-storage';
import type { StoredFile } from '../documents/documents.service';
import { cleanFileName } from '../documents/documents.service';
import * as repo from './image-review.repo';

/**
 * Image review (issue 15; spec 002 §7): content users (Housing Content, Admin; the routes' declared access) see the
 * listing images waiting for review, approve them or reject them with a reason, leave feedback (kept with who and
 * when), and upload several images to a listing at once, each with its own result.
 */

export async function listRejectReasons(ctx: ServiceContext): Promise<RejectReason[]> {
  return repo.rejectReasons(ctx.tx);
}

type ImagePageRow = Awaited<ReturnType<typeof repo.imagesPage>>['rows'][number];

function present(r: ImagePageRow): ReviewImage {
  return {
    id: r.image.id,
    listingId: r.image.listingId,
    listingTitle: r.listingTitle,
    fileName: r.image.fileName,
    contentType: r.image.contentType,
    sizeBytes: r.image.sizeBytes,
    status: r.image.status as ImageReviewStatus,
    rejectReason: r.rejectReason,
    feedback: r.image.feedback,
    reviewedByName: r.reviewedByName,
    reviewedAt: r.image.reviewedAt?.toISOString() ?? null,
    uploadedByName: r.uploadedByName,
    createdAt: r.image.createdAt.toISOString(),
  };
}

export async function flatFiles(
  ctx: ServiceContext,
  query: { status: ImageReviewStatus; listingId?: number | undefined; page: number; size: number },
): Promise<Paged<ReviewImage>> {
  const { rows, totalCount } = await repo.imagesPage(ctx.tx, query, query);
  return { results: rows.map(present), totalCount, page: query.page, size: query.size };
}

/** Approve, or reject with a reason (400 without one, 404 for an unknown reason or image); a new decision replaces the old. */
export async function giveFeedback(ctx: ServiceContext, input: z.output<typeof imageFeedbackSchema>): Promise<{ message: string; image: ReviewImage }> {
  const image = await repo.findImage(ctx.tx, input.imageId, true);
  if (!image) throw notFound(IMAGE_REVIEW_MESSAGES.imageNotFound);
  const rejectReasonId = input.status === 'rejected' ? (input.rejectReasonId ?? null) : null;
  if (input.status === 'rejected') {
    if (rejectReasonId === null) throw badRequest(IMAGE_REVIEW_MESSAGES.reasonRequired);
    if (!(await repo.rejectReasonExists(ctx.tx, rejectReasonId))) throw notFound(IMAGE_REVIEW_MESSAGES.unknownReason);
  }
  await repo.recordDecision(ctx.tx, image.id, {
    status: input.status,
    rejectReasonId,
    feedback: input.feedback ? input.feedback : null,
    reviewedBy: ctx.user.id,
    reviewedAt: ctx.now,
  });
  const { rows } = await repo.imagesPage(ctx.tx, { status: input.status, imageId: image.id }, { page: 0, size: 1 });
  return { message: input.status === 'approved' ? IMAGE_REVIEW_MESSAGES.approved : IMAGE_REVIEW_MESSAGES.rejected, image: present(rows[0]!) };
}

export async function checkListing(ctx: ServiceContext, listingId: number): Promise<void> {
  if (!(await repo.listingExists(ctx.tx, listingId))) throw notFound(IMAGE_REVIEW_MESSAGES.listingNotFound);
}

/** Records one stored file of a self-upload; a duplicate on the listing is refused (its stored copy is the caller's to delete). */
export async function recordSelfUpload(ctx: ServiceContext, listingId: number, fileName: string, stored: StoredFile): Promise<SelfUploadResult['results'][number]> {
  const name = cleanFileName(fileName);
  if (stored.contentType === 'application/pdf') return { fileName: name, status: 'refused', message: IMAGE_REVIEW_MESSAGES.notAnImage, imageId: null };
  const id = await repo.insertImage(ctx.tx, {
    listingId,
    fileName: name,
    ...stored,
    uploadedBy: ctx.user.id,
    createdAt: ctx.now,
  });
  if (id === null) return { fileName: name, status: 'refused', message: IMAGE_REVIEW_MESSAGES.duplicate, imageId: null };
  return { fileName: name, status: 'uploaded', message: IMAGE_REVIEW_MESSAGES.uploaded, imageId: id };
}

export async function imageFile(ctx: ServiceContext, storage: DocumentStorage, id: number): Promise<{ row: repo.ListingImageRow; stream: Readable }> {
  const row = await repo.findImage(ctx.tx, id);
  if (!row) throw notFound(IMAGE_REVIEW_MESSAGES.imageNotFound);
  const stream = await storage.get(row.storageKey);
  if (!stream) throw notFound(IMAGE_REVIEW_MESSAGES.imageNotFound);
  return { row, stream };
}
