import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { optionalText, requiredText } from '../validation/zod-fields';

/**
 * content-package-page: the display content of a package. The spec names the screen and the content role
 * (Housing Content, Admin) but shows no fields; ours: a title, a short description, up to 10 highlights and an
 * image URL (http or https). GET /sapna/v1/package-content (the packages with whether they have content),
 * GET and PUT /sapna/v1/package-content/{packageId}.
 */
export const PACKAGE_CONTENT_LIMITS = { title: 120, description: 1000, highlight: 200, highlights: 10, imageUrl: 2000 } as const;

export const PACKAGE_CONTENT_MESSAGES = {
  saved: 'Package content saved',
  packageNotFound: 'Package not found',
  imageUrl: 'Please enter an image URL starting with http:// or https://',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooManyHighlights: `At most ${PACKAGE_CONTENT_LIMITS.highlights} highlights.`,
} as const;

const maxLength = (max: number) => (value: string) => (value.length > max ? PACKAGE_CONTENT_MESSAGES.tooLong(max) : null);
const httpUrl = (value: string) => (/^https?:\/\/[^\s]+$/i.test(value) && value.length <= PACKAGE_CONTENT_LIMITS.imageUrl ? null : PACKAGE_CONTENT_MESSAGES.imageUrl);

export const packageContentInputSchema = z.object({
  title: requiredText(maxLength(PACKAGE_CONTENT_LIMITS.title)),
  description: optionalText(maxLength(PACKAGE_CONTENT_LIMITS.description)).transform((v) => v ?? ''),
  highlights: z
    .array(requiredText(maxLength(PACKAGE_CONTENT_LIMITS.highlight)), { error: VALIDATION_MESSAGES.required })
    .max(PACKAGE_CONTENT_LIMITS.highlights, { error: PACKAGE_CONTENT_MESSAGES.tooManyHighlights }),
  imageUrl: optionalText(httpUrl).transform((v) => (v ? v : null)),
});
export type PackageContentInput = z.infer<typeof packageContentInputSchema>;

export const packageContentViewSchema = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  packageFamilyName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** null: no content saved yet (the fields are empty). */
  updatedAt: z.string().nullable(),
});
export type PackageContentView = z.infer<typeof packageContentViewSchema>;

export const packageContentSummarySchema = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  packageFamilyName: z.string().nullable(),
  active: z.boolean(),
  hasContent: z.boolean(),
});
export type PackageContentSummary = z.infer<typeof packageContentSummarySchema>;
