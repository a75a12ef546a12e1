/** Microsite slot form (spec 002 §5), exact text. */
export const MICROSITE_MESSAGES = {
  startDate: 'Please enter start date',
  endDate: 'Please enter end date',
  endAfterStart: 'Please enter end date greater than start date',
  projectId: 'Please enter project ID',
  opportunityId: 'Please enter opportunity ID',
} as const;
