import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { DocumentView } from '../../../../domain/documents/document-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { DocumentView };

/**
 * The last list of each record, in memory for the page's life: offline, a record's panel opened again shows the
 * list it showed (files already opened come from the browser's cache).
 */
const lastLists = new Map<string, Paged<DocumentView>>();

export function useDocuments(entityTypeId: number, entityId: number): Resource<Paged<DocumentView>> {
  const key = `documents:${entityTypeId}:${entityId}`;
  return useResource(key, async (signal) => {
    try {
      const answer = await api.get<Paged<DocumentView>>('/pixie/data/v1/entity/document', { query: { entityTypeId, entityId }, signal });
      lastLists.set(key, answer);
      return answer;
    } catch (error) {
      const last = lastLists.get(key);
      if (typeof navigator !== 'undefined' && !navigator.onLine && last) return last;
      throw error;
    }
  });
}

export function uploadDocument(entityTypeId: number, entityId: number, documentType: string, file: File): Promise<{ message: string; document: DocumentView }> {
  // The fields go first: the server checks them before it stores the file.
  const body = new FormData();
  body.set('entityTypeId', String(entityTypeId));
  body.set('entityId', String(entityId));
  body.set('documentType', documentType);
  body.set('file', file);
  return api.post<{ message: string; document: DocumentView }>('/pixie/data/v1/entity/document', body, { notify: false });
}

export const deleteDocument = (id: number) => api.delete<{ message: string; id: number }>(`/pixie/data/v1/entity/document/${id}`);

export const documentUrl = (id: number) => `/api/pixie/data/v1/entity/document/${id}`;
