import type { CommandKind } from './command-kind';
import type { CommandName } from '../device/local-types';

/**
 * The command kinds the engine runs. The areas define them (areas/<area>/offline/commands.ts, each adding its
 * inputs to CommandInputs by declaration merging); the app's composition root (src/app/offline-commands.ts)
 * provides them, so the engine never imports an area.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declaration merging
export interface CommandInputs {}

/**
 * A command to queue: `{ name: 'recordPayment', args: {...} }`. A create may name the client id its row takes (a
 * screen that shows the row before it is written: comments, pending-comments.ts); by default a new UUIDv7.
 */
export type QueuedCommand = { [K in keyof CommandInputs & CommandName]: { name: K; args: CommandInputs[K]; clientId?: string } }[keyof CommandInputs & CommandName];

export type CommandKinds = { [K in keyof CommandInputs & CommandName]: CommandKind<CommandInputs[K]> };

let provided: Partial<Record<string, CommandKind<unknown>>> | null = null;
let loader: (() => Promise<CommandKinds>) | null = null;
let loading: Promise<void> | null = null;

/**
 * The composition root provides the kinds, or a loader of them: the shell (shell-sync-lazy.tsx) passes
 * `() => import(...)` so the areas' commands (and their schemas) load with the first sync or write, not with the
 * sign-in and home screens.
 */
export function provideCommandKinds(kinds: CommandKinds | (() => Promise<CommandKinds>)): void {
  if (typeof kinds === 'function') {
    if (provided) return;
    loader = kinds;
    loading = null;
  } else {
    provided = kinds as unknown as Record<string, CommandKind<unknown>>;
  }
}

/** Loads the kinds once; every engine entry (a sync cycle, a queued write, retry, discard) awaits it first. */
export function loadCommandKinds(): Promise<void> {
  if (provided) return Promise.resolve();
  if (!loader) return Promise.reject(new Error("No command kinds: the app's composition root (offline-commands.ts) provides them"));
  loading ??= loader().then((kinds) => {
    provided = kinds as unknown as Record<string, CommandKind<unknown>>;
  });
  return loading;
}

/** The kind of a queued command; undefined for a name this release does not know. Throws before they are loaded. */
export function kindOf(name: string): CommandKind<unknown> | undefined {
  if (!provided) throw new Error('Command kinds are not loaded yet: await loadCommandKinds() before a transaction that needs them');
  return provided[name];
}
