import { createApiClient } from './api-client';
import { createResponseCache, type ResponseCache } from './response-cache';

/** The browser-storage cache, or none where storage is unavailable (private mode, blocked storage). */
function browserCache(): ResponseCache | null {
  try {
    return typeof localStorage === 'undefined' ? null : createResponseCache(localStorage);
  } catch {
    return null;
  }
}

export const responseCache = browserCache();

/** The app's API client: '/api' on the same origin unless VITE_API_BASE names another API host. */
export const api = createApiClient({
  baseURL: import.meta.env.VITE_API_BASE || '/api',
  cache: responseCache,
});
