// One load measurement with autocannon: a short warm-up (discarded), then the measured run.
import autocannon, { type Result } from 'autocannon';
import type { CpuShares } from './cpu';

export type LoadSettings = { connections: number; durationSeconds: number; warmupSeconds: number };

/** 50 connections, 15 s after a 3 s warm-up; BENCH_DURATION / BENCH_WARMUP / BENCH_CONNECTIONS override (quick trial runs). */
export function loadSettings(): LoadSettings {
  const num = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return { connections: num('BENCH_CONNECTIONS', 50), durationSeconds: num('BENCH_DURATION', 15), warmupSeconds: num('BENCH_WARMUP', 3) };
}

export type LoadTarget = {
  /** Row label in the table. */
  label: string;
  baseUrl: string;
  cookie?: string;
  /** The request paths, used in turn across all connections (one path: the same request every time). */
  paths: readonly string[];
};

export type LoadFigures = {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
  statusCodes: string;
  /** CPU during the measured run, when a meter was given. */
  cpu?: CpuShares;
};

function once(target: LoadTarget, connections: number, duration: number): PromiseLike<Result> {
  let next = 0;
  const headers: Record<string, string> = target.cookie ? { cookie: target.cookie } : {};
  return autocannon({
    url: target.baseUrl,
    connections,
    duration,
    timeout: 10,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = target.paths[next % target.paths.length]!;
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
}

export async function measure(target: LoadTarget, settings: LoadSettings, startMeter?: () => () => CpuShares): Promise<LoadFigures> {
  if (target.paths.length === 0) throw new Error(`${target.label}: no request paths`);
  await once(target, settings.connections, settings.warmupSeconds);
  const stopMeter = startMeter?.();
  const r = await once(target, settings.connections, settings.durationSeconds);
  const cpu = stopMeter?.();
  const requests = r.requests.total;
  return {
    label: target.label,
    requestsPerSecond: requests / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.entries(r.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' '),
    ...(cpu ? { cpu } : {}),
  };
}
