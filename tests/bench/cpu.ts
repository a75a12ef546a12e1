// Where the cores went during a measurement: the server process, the PostgreSQL backends serving the bench
// database, and the load generator (this process). Linux /proc; figures in % of one core.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // exited
  }
}

/** PostgreSQL backends connected to the named database over TCP. */
function backendPids(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      // "postgres: [cluster: ]user database host(port) state" (Debian prefixes the cluster name, e.g. "15/main:").
      const match = /^postgres: (?:\S+: )?\S+ (\S+) \S+\(\d+\)/.exec(cmdline);
      if (match?.[1] === database) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

export type CpuShares = { server: number; postgres: number; loader: number };

/** Starts counting; the returned function answers the CPU used since, in % of one core. */
export function startCpuMeter(serverPid: number, database: string): () => CpuShares {
  const started = performance.now();
  const backends = backendPids(database);
  const server0 = ticksOf(serverPid);
  const pg0 = new Map(backends.map((pid) => [pid, ticksOf(pid)]));
  const loader0 = process.cpuUsage();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const pgTicks = [...new Set([...pg0.keys(), ...backendPids(database)])].reduce((sum, pid) => sum + ticksOf(pid) - (pg0.get(pid) ?? 0), 0);
    const loader = process.cpuUsage(loader0);
    const pct = (cpuSeconds: number) => (100 * cpuSeconds) / seconds;
    return {
      server: pct((ticksOf(serverPid) - server0) / TICKS_PER_SECOND),
      postgres: pct(pgTicks / TICKS_PER_SECOND),
      loader: pct((loader.user + loader.system) / 1e6),
    };
  };
}

export function machine(): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  return `${os.availableParallelism()} cores (nproc) · ${cpus[0]?.model ?? 'unknown CPU'} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · load average ${load}`;
}
