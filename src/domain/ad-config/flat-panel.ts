import { z } from 'zod';

/**
 * Flat panel (spec 002 §2 `flat-panel`; fields not shown, issue 14's default): per city, the projects shown in the
 * flat panel, their order 1..n (distinct, contiguous), start and end dates, active. Messages other than the
 * spec's date rule are ours.
 */
export const FLAT_PANEL_MAX_PROJECTS = 20;

export const FLAT_PANEL_MESSAGES = {
  required: 'This field is required.',
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  startAfterEnd: 'Start Date should be earlier than or equal to End Date',
  orderOnce: 'Each order may be used once',
  orderContiguous: 'Order should run from 1 to the number of projects without gaps',
  projectOnce: 'Each project may be listed once',
  tooMany: `At most ${FLAT_PANEL_MAX_PROJECTS} projects in the flat panel`,
  cityNotFound: 'City not found.',
  projectNotFound: 'Project not found.',
  projectOtherCity: 'The project is not in this city',
  saved: 'Flat panel saved',
} as const;

const isoDay = z
  .string({ error: FLAT_PANEL_MESSAGES.required })
  .min(1, FLAT_PANEL_MESSAGES.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, FLAT_PANEL_MESSAGES.dateFormat)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, FLAT_PANEL_MESSAGES.dateFormat);

const positiveId = z.number({ error: FLAT_PANEL_MESSAGES.required }).int().positive().max(2_147_483_647);

export const flatPanelEntryInputSchema = z
  .object({
    project_id: positiveId,
    position: z.number({ error: FLAT_PANEL_MESSAGES.required }).int().min(1).max(FLAT_PANEL_MAX_PROJECTS),
    start_date: isoDay,
    end_date: isoDay,
    active: z.boolean().default(true),
  })
  .refine((e) => e.start_date <= e.end_date, { path: ['end_date'], message: FLAT_PANEL_MESSAGES.startAfterEnd });

export const flatPanelInputSchema = z
  .object({
    city_id: positiveId,
    projects: z.array(flatPanelEntryInputSchema).max(FLAT_PANEL_MAX_PROJECTS, FLAT_PANEL_MESSAGES.tooMany),
  })
  .superRefine((input, ctx) => {
    const projects = new Set<number>();
    const positions = new Set<number>();
    input.projects.forEach((p, i) => {
      if (projects.has(p.project_id)) ctx.addIssue({ code: 'custom', path: ['projects', i, 'project_id'], message: FLAT_PANEL_MESSAGES.projectOnce });
      if (positions.has(p.position)) ctx.addIssue({ code: 'custom', path: ['projects', i, 'position'], message: FLAT_PANEL_MESSAGES.orderOnce });
      projects.add(p.project_id);
      positions.add(p.position);
    });
    if (positions.size === input.projects.length && input.projects.some((p) => p.position > input.projects.length))
      ctx.addIssue({ code: 'custom', path: ['projects'], message: FLAT_PANEL_MESSAGES.orderContiguous });
  });
export type FlatPanelInput = z.infer<typeof flatPanelInputSchema>;

export const flatPanelEntrySchema = z.object({
  project_id: z.number(),
  project_name: z.string(),
  position: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  active: z.boolean(),
});

export const flatPanelSchema = z.object({
  city_id: z.number(),
  city_name: z.string(),
  projects: z.array(flatPanelEntrySchema),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type FlatPanel = z.infer<typeof flatPanelSchema>;

export const flatPanelProjectOptionSchema = z.object({ id: z.number(), name: z.string() });
export type FlatPanelProjectOption = z.infer<typeof flatPanelProjectOptionSchema>;

