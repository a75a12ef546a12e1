import type { ApiFailure } from './api-failure';

/**
 * The global "API failure" notice (spec 000 §8 rule 4): every failed call is announced here, and the caller
 * still sees the rejection. `notify` is false when the caller shows the error itself (inline on a form);
 * the snackbar then stays quiet, but listeners such as the session store still learn of a 401.
 */
export type ApiFailureEvent = { failure: ApiFailure; notify: boolean; method: string; path: string };
export type ApiFailureListener = (event: ApiFailureEvent) => void;

const listeners = new Set<ApiFailureListener>();

export function onApiFailure(listener: ApiFailureListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitApiFailure(event: ApiFailureEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // A broken listener must not hide the failure from the others or from the caller.
      console.error('API failure listener threw', error);
    }
  }
}
