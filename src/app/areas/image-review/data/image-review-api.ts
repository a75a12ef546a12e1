import type { FlatFilesQuery, ImageFeedback, RejectReason, ReviewImage, SelfUploadResult } from '../../../../domain/image-review/image-review';
import { imageReviewEndpoints } from '../../../../domain/image-review/image-review.endpoints';
import type { Paged } from '../../../../domain/paging/paged';
import { call, endpointPath } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

export const imageUrl = (id: number) => `${API_BASE}${endpointPath(imageReviewEndpoints.file, { id })}`;

export function useRejectReasons(): Resource<Paged<RejectReason>> {
  return useResource('image-review:reasons', (signal) => call(imageReviewEndpoints.rejectReasons, { signal, notify: false }));
}

export function useReviewQueue(query: FlatFilesQuery): Resource<Paged<ReviewImage>> {
  return useResource(`image-review:queue:${JSON.stringify(query)}`, (signal) => call(imageReviewEndpoints.queue, { body: query, signal, notify: false }), { keepPrevious: true });
}

export const giveImageFeedback = (input: ImageFeedback) => call(imageReviewEndpoints.feedback, { body: input, notify: false });

/** A multipart upload: the listing, then the files. */
export function selfUploadImages(listingId: number, files: readonly File[]): Promise<SelfUploadResult> {
  // The listing goes first: the server checks it before it stores a file.
  const body = new FormData();
  body.set('listingId', String(listingId));
  for (const file of files) body.append('files', file);
  return call(imageReviewEndpoints.selfUpload, { body, notify: false });
}
