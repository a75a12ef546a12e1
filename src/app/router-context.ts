import type { SessionStore } from './lib/session/session-store';

/** What every route's beforeLoad and loader receive. */
export type RouterContext = { session: SessionStore };
