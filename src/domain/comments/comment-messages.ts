/** Texts of the comment area the spec does not give (our wording). */
export const COMMENT_MESSAGES = {
  entityType: 'Comments can be added to an opportunity (1) or an account (3) only.',
  inFuture: 'The time of the activity cannot be in the future.',
  tooOld: 'The time of the activity cannot be more than 30 days ago.',
  callDetailsOnlyForCall: 'Call status and duration can only be given for a Call.',
} as const;

/** A device clock may run a little fast: happenedAt up to this far ahead of the server is accepted. */
export const HAPPENED_AT_FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Work queued offline longer than this is refused rather than back-dated silently. */
export const HAPPENED_AT_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
