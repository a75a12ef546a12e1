/** Texts of the legal-entity area the spec does not give (our wording). */
export const LEGAL_ENTITY_MESSAGES = {
  notFound: 'Legal entity not found.',
  addressNotFound: 'Address not found.',
  /** TAN has no rule in the spec; we accept 10 upper-case letters and digits. */
  tan: 'TAN is not valid',
} as const;

/** TAN: 10 characters, upper-case letters and digits (no pattern in the spec; ours). */
export const TAN_PATTERN = /^[A-Z0-9]{10}$/;
