import type { FlatFilesQuery, ImageFeedback, RejectReason, ReviewImage, SelfUploadResult } from '../../../../domain/image-review/image-review';
import type { Paged } from '../../../../domain/paging/paged';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
const BASE = '/housingAP/image-review';

export const imageUrl = (id: number) => `${API_BASE}${BASE}/files/${id}`;

export function useRejectReasons(): Resource<Paged<RejectReason>> {
  return useResource('image-review:reasons', (signal) => api.get<Paged<RejectReason>>(`${BASE}/reject-reasons`, { signal, notify: false }));
}

export function useReviewQueue(query: FlatFilesQuery): Resource<Paged<ReviewImage>> {
  return useResource(`image-review:queue:${JSON.stringify(query)}`, (signal) => api.post<Paged<ReviewImage>>(`${BASE}/flat-files`, query, { signal, notify: false }), { keepPrevious: true });
}

export const giveImageFeedback = (input: ImageFeedback) => api.patch<{ message: string; image: ReviewImage }>(`${BASE}/feedback`, input, { notify: false });

export function selfUploadImages(listingId: number, files: readonly File[]): Promise<SelfUploadResult> {
  // The listing goes first: the server checks it before it stores a file.
  const body = new FormData();
  body.set('listingId', String(listingId));
  for (const file of files) body.append('files', file);
  return api.post<SelfUploadResult>(`${BASE}/create_multiple_files_self_upload`, body, { notify: false });
}
