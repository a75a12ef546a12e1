import { z } from 'zod';
import { OPPORTUNITY_KINDS } from '../opportunities/statuses';

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
  followUpLogged: 'Follow-up logged',
  followUpNotOpen: 'Only an open opportunity needs a follow-up.',
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

/**
 * The follow-ups of the followup tile on the calendar (issue 12 "action"): the user's own open opportunities (open
 * bucket 1, 3, 4, 5, 8; owned by the user or on an account the user holds). One falls due FOLLOWUP_AFTER_DAYS (7)
 * days after the last comment logged on it; one never commented on is due from its creation. So exactly those due
 * by now are the tile's (no comment in the last 7 days). The calendar shows an overdue one on today, an upcoming one
 * on its due day; logging the follow-up (a Call comment on the opportunity) moves it 7 days on.
 */
export const followUpViewSchema = z.object({
  opportunityId: z.number().int(),
  opportunityKind: z.enum(OPPORTUNITY_KINDS).describe("The opportunity's kind, which names its page (opportunityPagePath)"),
  opportunityName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  statusName: z.string(),
  lastActivityAt: z.string().nullable(),
  dueOn: z.string().describe('YYYY-MM-DD, Asia/Kolkata: the day the follow-up falls due'),
  calendarDay: z.string().describe('YYYY-MM-DD, Asia/Kolkata: the day the calendar shows it (today when overdue)'),
  overdue: z.boolean(),
});
export type FollowUpView = z.infer<typeof followUpViewSchema>;

export const followUpDoneSchema = z.object({ note: z.string().trim().max(2000).optional() }).strict();
export type FollowUpDoneInput = z.input<typeof followUpDoneSchema>;

/** The text of the Call comment a logged follow-up writes. */
export function followUpCommentText(note: string | undefined): string {
  return note ? `Follow-up: ${note}` : 'Follow-up';
}
