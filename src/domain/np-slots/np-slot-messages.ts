/** NP slot project checks (spec 002 §5), exact text. */
export const NP_SLOT_MESSAGES = {
  noCoverImage: 'Selected Project has no cover image. Please raise a Storm Ticket for the same.',
  noPricedConfiguration: 'Selected Project has no configuration with available price. Please select some other project',
} as const;
