import { useEffect, useState } from 'react';
import { RENEWAL_PAGE_SIZE, renewalFileName, type RenewalFilter } from '../../../../domain/renewals/renewal-rule';
import { istDateOf } from '../../../../domain/format/ist-calendar';
import { CONSOLE_REQUEST_HEADERS } from '../../../../domain/auth/console-request';
import type { AnswerOf } from '../../../../domain/endpoints/endpoint';
import { renewalEndpoints } from '../../../../domain/renewals/renewals.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { createRenewalCaller } from './renewal-calls';

export { renewalSearchSchema, type RenewalSearch } from './renewal-search';
import type { RenewalSearch } from './renewal-search';
import { fileNameOfDisposition, saveBlob } from '../../../lib/download';

export function renewalFilterOf(search: RenewalSearch): RenewalFilter {
  const { page: _page, ...filter } = search;
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as RenewalFilter;
}

/** The renewal reads (every endpoint but the CSV). */
export type RenewalRead = Exclude<keyof typeof renewalEndpoints, 'download'>;
type AnswerOfRead<K extends RenewalRead> = AnswerOf<(typeof renewalEndpoints)[K]>;

/** Every renewal call: 60 s timeout (spec 000 §9), one per kind in flight. */
const callRenewal = createRenewalCaller(<T,>(kind: string, body: unknown, signal: AbortSignal) =>
  // One endpoint of the read kinds (each takes a filter body; details adds page and size).
  call(renewalEndpoints[kind as RenewalRead] as typeof renewalEndpoints.details, { body: body as RenewalFilter, timeout: 'renewal', signal, notify: false }) as Promise<T>,
);

export type RenewalState<T> = { data: T | undefined; error: string | undefined; isLoading: boolean };

/**
 * One renewal call for a kind, run again when the body changes (online only). A cancelled call's answer is
 * ignored; an error shows its message and empties what was shown.
 */
export function useRenewalCall<K extends RenewalRead, T = AnswerOfRead<K>>(kind: K, body: object, online: boolean): RenewalState<T> {
  const key = JSON.stringify(body);
  // The answer shown and the body it answered; loading while the body on screen has no answer yet.
  const [answer, setAnswer] = useState<{ key: string | null; data: T | undefined; error: string | undefined }>({ key: null, data: undefined, error: undefined });
  useEffect(() => {
    if (!online) return;
    let active = true;
    void callRenewal<T>(kind, kind, JSON.parse(key) as unknown).then((outcome) => {
      if (!active || outcome.status === 'cancelled') return;
      if (outcome.status === 'ok') setAnswer({ key, data: outcome.data, error: undefined });
      else setAnswer({ key, data: undefined, error: outcome.message });
    });
    return () => {
      active = false;
    };
  }, [kind, key, online]);
  // Only the answer to the filters on screen is shown: an older filter's answer never stands in for the current one.
  const current = answer.key === key;
  return { data: current ? answer.data : undefined, error: current ? answer.error : undefined, isLoading: online && !current };
}

export const RENEWAL_DETAILS_PAGE_SIZE = RENEWAL_PAGE_SIZE;

/** POST /sapna/v1/renewal-report/download: the details as CSV, saved by the browser. Rejects with the server's message. */
export async function downloadRenewals(filter: RenewalFilter): Promise<void> {
  const base = (import.meta.env.VITE_API_BASE as string | undefined) || '/api';
  const response = await fetch(`${base}${endpointPath(renewalEndpoints.download)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...CONSOLE_REQUEST_HEADERS },
    body: JSON.stringify(filter),
  });
  if (!response.ok) {
    let message = 'Something went wrong!';
    try {
      const body = (await response.json()) as { error?: { msg?: string } };
      if (body.error?.msg) message = body.error.msg;
    } catch {
      // Not JSON: the generic text.
    }
    throw new Error(message);
  }
  saveBlob(await response.blob(), fileNameOfDisposition(response.headers.get('content-disposition')) ?? renewalFileName(istDateOf(new Date())));
}
