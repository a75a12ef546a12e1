import { documentEndpoints } from '../../../../domain/documents/documents.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { useMirrorResource, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import { useOnline } from '../../../lib/offline/session/use-online';
import { mirrorDocumentsOf } from '../offline/queries';
import type { DocumentView } from '../../../../domain/documents/document-schema';
import type { Paged } from '../../../../domain/paging/paged';

export type { DocumentView };

/**
 * The last list of each record, in memory for the page's life: offline, a record the device does not hold (a desk
 * user's, or one outside the scope) shows the list it showed (files already opened come from the browser's cache).
 */
const lastLists = new Map<string, Paged<DocumentView>>();

/**
 * A record's documents. Offline, a user who keeps a device copy reads them from the mirror (issue 15); online the
 * server answers (a document just uploaded elsewhere shows at once).
 */
export function useDocuments(entityTypeId: number, entityId: number): MirrorResource<Paged<DocumentView>> {
  const online = useOnline();
  const key = `documents:${entityTypeId}:${entityId}`;
  return useMirrorResource(
    `${key}:${online ? 'online' : 'offline'}`,
    (db) => (online ? Promise.resolve(undefined) : mirrorDocumentsOf(db, entityTypeId, entityId)),
    async () => {
      try {
        const answer = await call(documentEndpoints.list, { query: { entityTypeId, entityId } });
        lastLists.set(key, answer);
        return answer;
      } catch (error) {
        const last = lastLists.get(key);
        if (typeof navigator !== 'undefined' && !navigator.onLine && last) return last;
        throw error;
      }
    },
  );
}

export function uploadDocument(entityTypeId: number, entityId: number, documentType: string, file: File): Promise<{ message: string; document: DocumentView }> {
  // The fields go first: the server checks them before it stores the file.
  const body = new FormData();
  body.set('entityTypeId', String(entityTypeId));
  body.set('entityId', String(entityId));
  body.set('documentType', documentType);
  body.set('file', file);
  return call(documentEndpoints.upload, { body, notify: false });
}

export const deleteDocument = (id: number) => call(documentEndpoints.remove, { params: { id } });

export const documentUrl = (id: number) => `/api${endpointPath(documentEndpoints.download, { id })}`;
