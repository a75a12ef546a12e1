/** Texts of the contact area the spec does not give (our wording). The spec's successes are in src/domain/errors/messages.ts. */
export const CONTACT_MESSAGES = {
  notFound: 'Contact not found.',
  deleted: 'This contact has been deleted.',
  noEmail: 'This contact has no email address to send a verification link to.',
  alreadyVerified: 'This contact is already verified.',
  filterNeedsEntity: 'Please filter contacts by accountId or opportunityId.',
  badFilter: (term: string) => `Unsupported contact filter: ${term}`,
} as const;
