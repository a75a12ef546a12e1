/** Refusals of the sync routes (our texts: the spec has none for them). */
export const SYNC_MESSAGES = {
  /** An install's clientId belongs to the user who first pushed with it. */
  clientOfAnotherUser: 'This device is registered to another user. Sign out and sign in again to sync.',
  /** The same mutationId (or the same seq) arrived with a different body (422). */
  mutationMismatch: 'This change was already received with different content and cannot be applied again.',
  unknownCommand: (name: string) => `This kind of change (${name}) is not supported by the server.`,
  invalidArguments: 'This change is missing required information.',
} as const;
