import { AD_PRODUCT_MESSAGES, projectLimitMessage } from '../validation/messages';

/** Competitor projects needed on a project-level audience maximizer (spec 002 §5). */
export const COMPETITOR_PROJECTS_MINIMUM = 3;

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

