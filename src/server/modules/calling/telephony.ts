// The telephony provider behind calling (issue 13): one interface, chosen by configuration; the simulated provider
// is the default and "rings" by posting signed webhook events to our own webhook route.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { CALL_EVENT_TYPES, type CallEventType } from '../../../domain/calling/calling';
import { mulberry32 } from '../../shared/mulberry32';

export type CallEvent = { eventId: string; providerCallId: string; type: CallEventType; at: Date; durationSeconds: number | null };

/** The webhook request as the provider sees it: headers and the raw body text. */
export type WebhookRequest = { headers: Record<string, string | string[] | undefined>; rawBody: string };

export interface TelephonyProvider {
  readonly name: string;
  /** Click-to-call: rings the agent, then the customer, showing callerId; answers the provider's call id. */
  placeCall(agentNumber: string | null, customerNumber: string, callerId: string): Promise<string>;
  /** 'ok', or why the request is refused (signature or timestamp): the route answers 401. */
  verifyWebhook(request: WebhookRequest, now: Date): 'ok' | 'bad-signature' | 'stale';
  /** The call events a verified request carries; null when the body is not one. */
  parseWebhook(request: WebhookRequest): CallEvent[] | null;
  /** Stops pending work (the simulated provider's timers). */
  close(): void;
}

export const SIGNATURE_HEADER = 'x-telephony-signature';
export const TIMESTAMP_HEADER = 'x-telephony-timestamp';
/** A webhook whose timestamp is further than this from the server's clock is refused (replay window). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function header(request: WebhookRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** HMAC-SHA256 over "timestamp.body" with the shared secret, and a timestamp within the replay window. */
export function verifySignedWebhook(secret: string, request: WebhookRequest, now: Date): 'ok' | 'bad-signature' | 'stale' {
  const signature = header(request, SIGNATURE_HEADER);
  const timestamp = header(request, TIMESTAMP_HEADER);
  if (!signature || !timestamp || !/^\d{1,15}$/.test(timestamp)) return 'bad-signature';
  const expected = Buffer.from(signWebhook(secret, timestamp, request.rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-signature';
  if (Math.abs(now.getTime() - Number(timestamp)) > WEBHOOK_TOLERANCE_MS) return 'stale';
  return 'ok';
}

type WireEvent = { eventId: string; callId: string; type: string; at: string; durationSeconds?: number | null };

/** The signed JSON body: { events: [{ eventId, callId, type, at, durationSeconds }] }. */
export function parseSignedWebhook(request: WebhookRequest): CallEvent[] | null {
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody);
  } catch {
    return null;
  }
  const events = (body as { events?: unknown }).events;
  if (!Array.isArray(events) || events.length === 0 || events.length > 20) return null;
  const out: CallEvent[] = [];
  for (const raw of events as WireEvent[]) {
    if (typeof raw !== 'object' || raw === null) return null;
    const { eventId, callId, type, at, durationSeconds } = raw;
    if (typeof eventId !== 'string' || !eventId || eventId.length > 200) return null;
    if (typeof callId !== 'string' || !callId || callId.length > 200) return null;
    if (!(CALL_EVENT_TYPES as readonly string[]).includes(type)) return null;
    const when = new Date(at);
    if (typeof at !== 'string' || Number.isNaN(when.getTime())) return null;
    const duration = durationSeconds == null ? null : Number(durationSeconds);
    if (duration !== null && !(Number.isInteger(duration) && duration >= 0 && duration < 86_400)) return null;
    out.push({ eventId, providerCallId: callId, type: type as CallEventType, at: when, durationSeconds: duration });
  }
  return out;
}

export type SimulatedOptions = {
  secret: string;
  /** ms before the call "rings"; each later event follows after the same delay. <0: never post (tests post by hand). */
  delayMs: number;
  seed: number;
  /** Outcome weights, e.g. { completed: 6, 'no-answer': 2, busy: 1, failed: 1 }. */
  weights: Partial<Record<'completed' | 'no-answer' | 'busy' | 'failed', number>>;
  /** Posts a signed request to our webhook route (the app's own inject in tests and the demo). */
  deliver: (headers: Record<string, string>, rawBody: string) => Promise<void>;
};

export function parseWeights(text: string): SimulatedOptions['weights'] {
  const weights: SimulatedOptions['weights'] = {};
  for (const part of text.split(',')) {
    const [name, value] = part.split(':').map((s) => s.trim());
    if ((name === 'completed' || name === 'no-answer' || name === 'busy' || name === 'failed') && value && Number(value) >= 0) weights[name] = Number(value);
  }
  return weights;
}

/** The default provider: rings after a delay, then answers and completes, or ends unanswered, by seeded weights. */
export function simulatedProvider(options: SimulatedOptions): TelephonyProvider {
  const random = mulberry32(options.seed);
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function pickOutcome(): 'completed' | 'no-answer' | 'busy' | 'failed' {
    const entries = (['completed', 'no-answer', 'busy', 'failed'] as const).map((k) => [k, options.weights[k] ?? 0] as const);
    const total = entries.reduce((s, [, w]) => s + w, 0);
    if (total <= 0) return 'completed';
    let r = random() * total;
    for (const [k, w] of entries) {
      if (r < w) return k;
      r -= w;
    }
    return 'completed';
  }

  function post(providerCallId: string, type: CallEventType, durationSeconds: number | null): Promise<void> {
    const rawBody = JSON.stringify({ events: [{ eventId: randomUUID(), callId: providerCallId, type, at: new Date().toISOString(), durationSeconds }] });
    const timestamp = String(Date.now());
    return options.deliver({ 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, rawBody) }, rawBody);
  }

  function schedule(steps: Array<[CallEventType, number | null]>, providerCallId: string): void {
    const [step, ...rest] = steps;
    if (!step || closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      post(providerCallId, step[0], step[1])
        .catch(() => undefined)
        .finally(() => schedule(rest, providerCallId));
    }, options.delayMs);
    timers.add(timer);
  }

  return {
    name: 'simulated',
    async placeCall() {
      const providerCallId = `sim-${randomUUID()}`;
      if (options.delayMs < 0) return providerCallId;
      const outcome = pickOutcome();
      const duration = 20 + Math.floor(random() * 280);
      const steps: Array<[CallEventType, number | null]> =
        outcome === 'completed' ? [['ringing', null], ['answered', null], ['completed', duration]] : [['ringing', null], [outcome, null]];
      schedule(steps, providerCallId);
      return providerCallId;
    },
    verifyWebhook: (request, now) => verifySignedWebhook(options.secret, request, now),
    parseWebhook: parseSignedWebhook,
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
