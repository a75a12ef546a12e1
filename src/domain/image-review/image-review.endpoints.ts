import { z } from 'zod';
import { defineEndpoint, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { imageReviewRoutes } from './image-review.paths';
import { flatFilesQuerySchema, imageFeedbackSchema, rejectReasonSchema, reviewImagePageSchema, reviewImageSchema, selfUploadResultSchema } from './image-review';

const doc = { tags: ['image review'], documentFailures: true } as const;
export const IMAGE_REVIEW_PATH = '/housingAP/image-review';

/**
 * Image review at the spec's calls (002 §7), a content tool end to end (`content`: Housing Content, Admin). An
 * image file is streamed out through the reply; the self upload is multipart (the app sends FormData).
 */
export const imageReviewEndpoints = {
  rejectReasons: defineEndpoint({
    ...doc, method: 'GET', path: `${IMAGE_REVIEW_PATH}/reject-reasons`, capability: 'content',
    summary: 'The reasons a reviewer may reject a listing image with',
    response: pagedSchema(rejectReasonSchema),
  }),
  queue: defineEndpoint({
    ...doc, ...imageReviewRoutes.queue, capability: 'content',
    summary: 'The review queue: listing images by status (pending, oldest first; decided, newest first), optionally of one listing',
    body: flatFilesQuerySchema, response: reviewImagePageSchema,
  }),
  feedback: defineEndpoint({
    ...doc, method: 'PATCH', path: `${IMAGE_REVIEW_PATH}/feedback`, capability: 'content',
    summary: 'Approve an image, or reject it with a reason; feedback is kept with who and when',
    body: imageFeedbackSchema, response: z.object({ message: z.string(), image: reviewImageSchema }),
  }),
  /** A file, streamed with its content type (the queue's <img> and link show it). */
  file: defineEndpoint({
    tags: doc.tags, documentFailures: [], method: 'GET', path: `${IMAGE_REVIEW_PATH}/files/:id`, capability: 'content',
    summary: 'One listing image (streamed with its content type)',
    params: z.object({ id: idParam() }), produces: ['image/*'], response: uncheckedAnswer<Blob>(),
  }),
  selfUpload: defineEndpoint({
    ...doc, method: 'POST', path: `${IMAGE_REVIEW_PATH}/create_multiple_files_self_upload`, capability: 'content', consumes: ['multipart/form-data'],
    summary: 'Upload several images to a listing (multipart: listingId first, then the files); each file gets its own result',
    response: selfUploadResultSchema,
  }),
};
