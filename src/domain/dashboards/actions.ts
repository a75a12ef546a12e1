import { z } from 'zod';

/**
 * The action calendar (issue 12, screen `action`; the spec says "detail not shown", this is our default): an agent's
 * planned calls, meetings, drop-ins and e-mails with a due time, on an account (and optionally one of its
 * opportunities). Created, moved and marked done by sellers (`sell`); marking done logs the comment on the
 * opportunity (or the account) with the action's type and title.
 */
export const ACTION_TYPES = ['Call', 'Meeting', 'Dropin', 'Email'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ACTION_MESSAGES = {
  /** Our texts (the spec has none). */
  created: 'Action added',
  moved: 'Action moved',
  done: 'Action marked done',
  notFound: 'Action not found.',
  alreadyDone: 'This action is already done.',
  titleRequired: 'Please enter a title.',
  dueRequired: 'Please choose when it is due.',
  badRange: 'The start date must not be after the end date.',
} as const;

const dueAt = z.iso.datetime({ offset: true, error: ACTION_MESSAGES.dueRequired });

export const actionCreateSchema = z.object({
  accountId: z.number().int().positive(),
  opportunityId: z.number().int().positive().nullish(),
  activityType: z.enum(ACTION_TYPES),
  title: z.string().trim().min(1, ACTION_MESSAGES.titleRequired).max(200),
  dueAt,
});
export type ActionCreateInput = z.input<typeof actionCreateSchema>;

/** PUT: move (a new due time) and/or mark done (a note may go with the logged comment). */
export const actionUpdateSchema = z
  .object({ dueAt: dueAt.optional(), done: z.literal(true).optional(), note: z.string().trim().max(2000).optional() })
  .strict()
  .refine((v) => v.dueAt !== undefined || v.done === true, { message: 'Nothing to change.' });
export type ActionUpdateInput = z.input<typeof actionUpdateSchema>;

export const actionsQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});

export const actionViewSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  opportunityId: z.number().int().nullable(),
  activityType: z.enum(ACTION_TYPES),
  title: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  commentId: z.number().int().nullable(),
});
export type ActionView = z.infer<typeof actionViewSchema>;

/** The text of the comment a done action logs. */
export function actionCommentText(action: { title: string }, note: string | undefined): string {
  return note ? `${action.title}: ${note}` : action.title;
}
