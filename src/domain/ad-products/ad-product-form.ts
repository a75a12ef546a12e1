import { AD_PRODUCT_MESSAGES, projectLimitMessage, requiredFieldMessage } from '../validation/messages';
import { isBlank } from '../validation/validator';

/** Competitor projects needed on a project-level audience maximizer (spec 002 §5). */
export const COMPETITOR_PROJECTS_MINIMUM = 3;

export interface TitledField {
  /** The field's title as the form shows it, used in 'Please enter {title}'. */
  title: string;
  value: unknown;
}

/** 'Please enter {title}' for the first blank field, in the given order (spec 002 §5). */
export function firstMissingField(fields: readonly TitledField[]): string | null {
  const missing = fields.find((field) => isBlank(field.value));
  return missing ? requiredFieldMessage(missing.title) : null;
}

/** 'Please enter an amount greater than 0'; a blank amount gives the same message. */
export function validatePositiveAmount(amount: number | null | undefined): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? null : AD_PRODUCT_MESSAGES.amountGreaterThanZero;
}

/** Competitors must not include the primary project, and there must be at least 3 of them. */
export function validateCompetitorProjects(
  primaryProjectId: number | string | null | undefined,
  competitorProjectIds: readonly (number | string)[],
  minimum: number = COMPETITOR_PROJECTS_MINIMUM,
): string | null {
  if (primaryProjectId !== null && primaryProjectId !== undefined && competitorProjectIds.some((id) => String(id) === String(primaryProjectId))) {
    return AD_PRODUCT_MESSAGES.competitorDiffersFromPrimary;
  }
  return competitorProjectIds.length < minimum ? AD_PRODUCT_MESSAGES.competitorMinimum : null;
}

/** Linked projects may not exceed the package quantity: 'Cannot Add more that {n} projects!'. */
export function validateLinkedProjectCount(linkedCount: number, packageQuantity: number): string | null {
  return linkedCount > packageQuantity ? projectLimitMessage(packageQuantity) : null;
}

/** The card-image upload's 'Tags Tags are compulsory' answer is not a failure (spec 002 §5). */
export function isNonFatalCardUploadError(message: string | null | undefined): boolean {
  return (message ?? '').trim() === AD_PRODUCT_MESSAGES.tagsCompulsoryNonFatal;
}
