import { toTime } from '../validation/date-order';
import { MICROSITE_MESSAGES } from './microsite-messages';
import { isBlank } from '../validation/validator';

export interface MicrositeSlotInput {
  startDate: string | Date | null | undefined;
  endDate: string | Date | null | undefined;
  projectId: number | string | null | undefined;
  opportunityId: number | string | null | undefined;
}

/** The first microsite form message, in the order the form reads (spec 002 §5). End must be strictly after start. */
export function validateMicrositeSlot(input: MicrositeSlotInput): string | null {
  const start = toTime(input.startDate);
  const end = toTime(input.endDate);
  if (start === null) return MICROSITE_MESSAGES.startDate;
  if (end === null) return MICROSITE_MESSAGES.endDate;
  if (end <= start) return MICROSITE_MESSAGES.endAfterStart;
  if (isBlank(input.projectId)) return MICROSITE_MESSAGES.projectId;
  if (isBlank(input.opportunityId)) return MICROSITE_MESSAGES.opportunityId;
  return null;
}
