import type { CommandKind } from './command-kind';
import type { CommandName } from './local-types';

/**
 * The command kinds the engine runs. The areas define them (areas/<area>/offline/commands.ts, each adding its
 * inputs to CommandInputs by declaration merging); the app's composition root (src/app/offline-commands.ts)
 * provides them, so the engine never imports an area.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declaration merging
export interface CommandInputs {}

/** A command to queue: `{ name: 'recordPayment', args: {...} }`. */
export type QueuedCommand = { [K in keyof CommandInputs & CommandName]: { name: K; args: CommandInputs[K] } }[keyof CommandInputs & CommandName];

export type CommandKinds = { [K in keyof CommandInputs & CommandName]: CommandKind<CommandInputs[K]> };

let provided: Partial<Record<string, CommandKind<unknown>>> = {};

export function provideCommandKinds(kinds: CommandKinds): void {
  provided = kinds as unknown as Record<string, CommandKind<unknown>>;
}

export function kindOf(name: string): CommandKind<unknown> | undefined {
  return provided[name];
}
