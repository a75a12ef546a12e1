// CPU time (not wall time) that a phase of the offline benchmark cost Chromium (the browser process and all
// its children), the server and the PostgreSQL backends of the benchmark database: on a busy machine wall
// times stretch, CPU seconds much less. Linux /proc.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

type Proc = { pid: number; ppid: number; ticks: number; cmdline: string };

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: ppid is field 4, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      out.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline });
    } catch {
      // gone
    }
  }
  return out;
}

/** Ticks per group: Chromium's tree (rooted at the process started with the profile folder), the server, PostgreSQL. */
function sample(profileDir: string, serverPid: number | null, database: string): Map<number, { group: 'browser' | 'server' | 'postgres'; ticks: number }> {
  const all = processes();
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out = new Map<number, { group: 'browser' | 'server' | 'postgres'; ticks: number }>();
  const roots = all.filter((p) => p.cmdline.includes(`--user-data-dir=${profileDir}`) && !p.cmdline.includes('--type='));
  const stack = [...roots];
  while (stack.length) {
    const p = stack.pop()!;
    if (out.has(p.pid)) continue;
    out.set(p.pid, { group: 'browser', ticks: p.ticks });
    stack.push(...(children.get(p.pid) ?? []));
  }
  for (const p of all) {
    if (p.pid === serverPid) out.set(p.pid, { group: 'server', ticks: p.ticks });
    // "postgres: [cluster: ]user database host(port) state"
    const match = /^postgres: (?:\S+: )?\S+ (\S+) \S+\(\d+\)/.exec(p.cmdline);
    if (match?.[1] === database) out.set(p.pid, { group: 'postgres', ticks: p.ticks });
  }
  return out;
}

export type CpuSeconds = { browser: number; server: number; postgres: number };

/** Starts counting; the returned function answers the CPU seconds each group used since. */
export function startPhaseCpu(profileDir: string, serverPid: number | null, database: string): () => CpuSeconds {
  const before = sample(profileDir, serverPid, database);
  return () => {
    const after = sample(profileDir, serverPid, database);
    const used: CpuSeconds = { browser: 0, server: 0, postgres: 0 };
    for (const [pid, now] of after) used[now.group] += (now.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND;
    return used;
  };
}

export const formatCpu = (c: CpuSeconds) => `${c.browser.toFixed(1)} / ${c.server.toFixed(1)} / ${c.postgres.toFixed(1)}`;
