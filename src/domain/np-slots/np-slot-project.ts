import { NP_SLOT_MESSAGES } from './np-slot-messages';
import { isBlank } from '../validation/validator';

export interface NpSlotProjectCandidate {
  coverImageUrl: string | null | undefined;
  configurations: readonly { price: number | null | undefined }[];
}

/** A project can take an NP slot only with a cover image and at least one configuration priced above 0. */
export function validateNpSlotProject(project: NpSlotProjectCandidate): string | null {
  if (isBlank(project.coverImageUrl)) return NP_SLOT_MESSAGES.noCoverImage;
  const priced = project.configurations.some((c) => typeof c.price === 'number' && Number.isFinite(c.price) && c.price > 0);
  return priced ? null : NP_SLOT_MESSAGES.noPricedConfiguration;
}
