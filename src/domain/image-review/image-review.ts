import { z } from 'zod';
import { statusTable } from '../format/status-table';
import { pagedSchema } from '../paging/paged';

/**
 * Image review (spec 002 §1, §7: reject-reasons, flat-files, feedback, create_multiple_files_self_upload): listing
 * images wait for a content user, who approves or rejects them with a reason and may leave feedback. The spec shows
 * no fields and no messages for this area (002 §2, §8); these are ours.
 */
export const IMAGE_REVIEW_STATUS = statusTable({ pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' });
export const IMAGE_REVIEW_STATUSES = IMAGE_REVIEW_STATUS.ids;
export type ImageReviewStatus = (typeof IMAGE_REVIEW_STATUSES)[number];

export const IMAGE_REVIEW_MESSAGES = {
  reasonRequired: 'Choose a reason to reject the image.',
  unknownReason: 'That reject reason does not exist.',
  imageNotFound: 'Image not found.',
  listingNotFound: 'Listing not found.',
  approved: 'Image approved.',
  rejected: 'Image rejected.',
  noFiles: 'Choose at least one image to upload.',
  tooManyFiles: 'Upload at most 10 images at a time.',
  uploaded: 'Uploaded',
  duplicate: 'This image is already on the listing.',
  notAnImage: 'Only gif, jpeg and png images can be reviewed.',
} as const;

/** Images in one self-upload request (our default). */
export const SELF_UPLOAD_MAX_FILES = 10;
export const FEEDBACK_MAX_LENGTH = 1000;

export const rejectReasonSchema = z.object({ id: z.number().int(), reason: z.string() });
export type RejectReason = z.infer<typeof rejectReasonSchema>;

/** POST flat-files: the review queue, a page of images by status (pending first by default) and listing. */
export const flatFilesQuerySchema = z.object({
  status: z.enum(IMAGE_REVIEW_STATUSES).default('pending'),
  listingId: z.number().int().positive().max(2_147_483_647).optional(),
  page: z.number().int().min(0).max(100_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export type FlatFilesQuery = z.input<typeof flatFilesQuerySchema>;

/** PATCH feedback: approve, or reject with a reason; feedback text is optional and kept with who and when. */
export const imageFeedbackSchema = z
  .object({
    imageId: z.number().int().positive().max(2_147_483_647),
    status: z.enum(['approved', 'rejected']),
    rejectReasonId: z.number().int().positive().max(2_147_483_647).nullish(),
    feedback: z.string().trim().max(FEEDBACK_MAX_LENGTH).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.rejectReasonId) ctx.addIssue({ code: 'custom', path: ['rejectReasonId'], message: IMAGE_REVIEW_MESSAGES.reasonRequired });
  });
export type ImageFeedback = z.input<typeof imageFeedbackSchema>;

export const reviewImageSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  listingTitle: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(IMAGE_REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  feedback: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewImage = z.infer<typeof reviewImageSchema>;
export const reviewImagePageSchema = pagedSchema(reviewImageSchema);

/** Each file of a self-upload has its own result: uploaded (with the image) or refused with why. */
export const selfUploadResultSchema = z.object({
  results: z.array(
    z.object({
      fileName: z.string(),
      status: z.enum(['uploaded', 'refused']),
      message: z.string(),
      imageId: z.number().int().nullable(),
    }),
  ),
});
export type SelfUploadResult = z.infer<typeof selfUploadResultSchema>;
