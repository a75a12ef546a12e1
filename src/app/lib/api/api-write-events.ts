/**
 * Successful writes through the REST API (POST, PUT, PATCH, DELETE). The offline session listens and pulls, so
 * a change saved online (a reassignment, an account edit, a new legal entity) reaches the device's copy, and
 * with it every screen that reads the copy, without waiting for the periodic sync.
 */
export type ApiWriteEvent = { method: string; path: string };
type Listener = (event: ApiWriteEvent) => void;

const listeners = new Set<Listener>();

export function onApiWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitApiWrite(event: ApiWriteEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('API write listener threw', error);
    }
  }
}
