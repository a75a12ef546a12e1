import { NO_CONNECTION_MESSAGE, TransportError, type SyncTransport } from '../lib/offline/sync/transport';

/**
 * Network faults around a real transport, for tests:
 * - offline: nothing reaches the server;
 * - drop: the server does the work but the answer is lost;
 * - duplicate: every request is delivered twice (the device sees the second answer);
 * - status: the request is answered with this HTTP status without reaching the server (e.g. 503, 401);
 * - crash: the server does the work, then `onCrash` runs (the test closes the page) before the answer arrives.
 */
export type Fault = 'none' | 'offline' | 'drop' | 'duplicate' | 'crash' | { status: number; msg?: string };

export type FaultyTransport = SyncTransport & {
  fault: Fault;
  onCrash: () => void;
  calls: { op: 'pull' | 'snapshot' | 'push'; fault: Fault; seqs?: number[] }[];
};

export function faultyTransport(inner: SyncTransport): FaultyTransport {
  const transport: FaultyTransport = {
    fault: 'none',
    onCrash: () => undefined,
    calls: [],
    pull: (params) => run('pull', () => inner.pull(params)),
    snapshot: (params) => run('snapshot', () => inner.snapshot(params)),
    push: (params) =>
      run(
        'push',
        () => inner.push(params),
        params.commands.map((c) => c.seq),
      ),
  };

  async function run<T>(op: 'pull' | 'snapshot' | 'push', call: () => Promise<T>, seqs?: number[]): Promise<T> {
    const fault = transport.fault;
    transport.calls.push({ op, fault, ...(seqs ? { seqs } : {}) });
    if (fault === 'offline') throw new TransportError(0, NO_CONNECTION_MESSAGE);
    if (typeof fault === 'object') throw new TransportError(fault.status, fault.msg ?? `status ${fault.status}`);
    if (fault === 'drop' || fault === 'crash') {
      await call();
      if (fault === 'crash') transport.onCrash();
      throw new TransportError(0, NO_CONNECTION_MESSAGE);
    }
    if (fault === 'duplicate') await call();
    return call();
  }

  return transport;
}
