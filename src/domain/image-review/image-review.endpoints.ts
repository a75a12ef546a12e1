import { z } from 'zod';
import { defineEndpoint } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { imageReviewRoutes } from './image-review.paths';
import { flatFilesQuerySchema, imageFeedbackSchema, rejectReasonSchema, reviewImagePageSchema, reviewImageSchema } from './image-review';

const doc = { tags: ['image review'], documentFailures: true } as const;
export const IMAGE_REVIEW_PATH = '/housingAP/image-review';

/**
 * Image review at the spec's calls (002 §7), a content tool end to end (`content`: Housing Content, Admin). An
 * image file (streamed out) and the self upload (multipart) are still registered by hand in image-review.routes.ts.
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
};
