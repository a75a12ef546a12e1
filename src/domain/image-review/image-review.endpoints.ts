import { z } from 'zod';
import { defineEndpoints, uncheckedAnswer } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { imageReviewRoutes } from './image-review.paths';
import { flatFilesQuerySchema, imageFeedbackSchema, rejectReasonSchema, reviewImagePageSchema, reviewImageSchema, selfUploadResultSchema } from './image-review';

export const IMAGE_REVIEW_PATH = '/housingAP/image-review';

/**
 * Image review at the spec's calls (002 §7), a content tool end to end (`content`: Housing Content, Admin). An
 * image file is streamed out through the reply; the self upload is multipart (the app sends FormData).
 */
export const imageReviewEndpoints = defineEndpoints({ tags: ['image review'], documentFailures: true, capability: 'content' }, {
  rejectReasons: {
    method: 'GET', path: `${IMAGE_REVIEW_PATH}/reject-reasons`,
    summary: 'The reasons a reviewer may reject a listing image with',
    response: pagedSchema(rejectReasonSchema),
  },
  queue: {
    ...imageReviewRoutes.queue,
    summary: 'The review queue: listing images by status (pending, oldest first; decided, newest first), optionally of one listing',
    body: flatFilesQuerySchema, response: reviewImagePageSchema,
  },
  feedback: {
    method: 'PATCH', path: `${IMAGE_REVIEW_PATH}/feedback`,
    summary: 'Approve an image, or reject it with a reason; feedback is kept with who and when',
    body: imageFeedbackSchema, response: z.object({ message: z.string(), image: reviewImageSchema }),
  },
  /** A file, streamed with its content type (the queue's <img> and link show it). */
  file: {
    documentFailures: [], method: 'GET', path: `${IMAGE_REVIEW_PATH}/files/:id`,
    summary: 'One listing image (streamed with its content type)',
    params: z.object({ id: idParam() }), produces: ['image/*'], response: uncheckedAnswer<Blob>(),
  },
  selfUpload: {
    method: 'POST', path: `${IMAGE_REVIEW_PATH}/create_multiple_files_self_upload`, consumes: ['multipart/form-data'],
    summary: 'Upload several images to a listing (multipart: listingId first, then the files); each file gets its own result',
    response: selfUploadResultSchema,
  },
});
