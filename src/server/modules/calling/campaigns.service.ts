// campaign-module (issue 13): calling campaigns for owner cases (SOCASE); a Manual campaign is a CSV of case ids.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLES, TELESALES_ADMIN_ROLES } from '../../../domain/auth/roles';
import {
  CALLING_MESSAGES,
  CAMPAIGN_TYPE_MESSAGES,
  CASE_TYPES,
  MANUAL_CAMPAIGN_CSV_HEADER,
  MANUAL_CAMPAIGN_MAX_ROWS,
  QUEUE_KINDS,
  campaignInputSchema,
  type CampaignInput,
  type CampaignView,
  type UploadReport,
} from '../../../domain/calling/calling';
import { MANAGER_ROLES } from '../../../domain/auth/roles';
import { campaignAgents, campaigns, cases, roles, userRoles, users } from '../../db/schema/index';
import { notFound, unprocessable } from '../../errors';
import { readCsv } from '../../lib/csv/csv-import';
import { parseInput } from '../../shared/http/parse-input';
import type { ServiceContext } from '../../shared/http/service-context';

/** A manual campaign CSV that cannot be accepted: the per-row report goes back with the 422. */
export class CampaignUploadRefused extends Error {
  constructor(
    message: string,
    readonly report: UploadReport,
  ) {
    super(message);
  }
}

export const CAMPAIGN_MESSAGES = {
  wrongHeader: `The CSV must have one column headed ${MANUAL_CAMPAIGN_CSV_HEADER}`,
  notCases: 'Some rows are not owner case ids; nothing was created',
  tooMany: `At most ${MANUAL_CAMPAIGN_MAX_ROWS} case ids`,
  notFound: 'Campaign not found',
  csv: { encoding: 'The file is not UTF-8 text', notCsv: 'The file is not a CSV', empty: 'The file is empty' },
} as const;

/** GET agent-campaign/definition: what a campaign may filter on, with the values. */
export function campaignDefinition() {
  return {
    caseTypeIds: [CASE_TYPES.SOC],
    types: ['Normal', 'Manual Rechurn', 'Manual'],
    filters: [
      { key: 'queueKind', label: 'Queue', values: [...QUEUE_KINDS] },
      { key: 'stageIds', label: 'Stage ids', values: [98] },
      { key: 'prioritisedOnly', label: 'Prioritised cases only', values: [true, false] },
    ],
  };
}

/** Campaign mappings are saved only for owner agents without additional admin roles (spec 001 §6). */
async function mappableAgents(ctx: ServiceContext, agentIds: number[]): Promise<number[]> {
  if (!agentIds.length) return [];
  const rows = await ctx.tx
    .select({ userId: userRoles.userId, role: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.userId, agentIds), eq(users.domainId, ctx.user.domainId)));
  const admin = new Set<string>([...TELESALES_ADMIN_ROLES, ...MANAGER_ROLES, ROLES.ADMIN.name, ROLES.HOM.name]);
  return agentIds.filter((id) => {
    const mine = rows.filter((r) => r.userId === id).map((r) => r.role);
    return mine.includes(ROLES.HOUSING_OWNER_AGENT.name) && !mine.some((r) => admin.has(r));
  });
}

async function present(ctx: ServiceContext, ids?: number[]): Promise<CampaignView[]> {
  const rows = await ctx.tx
    .select({
      c: campaigns,
      agentIds: sql<number[]>`coalesce((select array_agg(a.agent_id order by a.agent_id) from campaign_agents a where a.campaign_id = "campaigns"."id"), '{}')`,
      caseCount: sql<number>`(select count(*)::int from cases k where k.campaign_id = "campaigns"."id")`,
    })
    .from(campaigns)
    .where(and(eq(campaigns.domainId, ctx.user.domainId), ids ? inArray(campaigns.id, ids) : undefined))
    .orderBy(campaigns.id);
  return rows.map(({ c, agentIds, caseCount }) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    caseTypeId: c.caseTypeId,
    campaignDefinitionFilter: JSON.parse(c.definitionFilter) as Record<string, unknown>,
    startDate: c.startDate,
    active: c.active,
    agentIds: (agentIds ?? []).map(Number),
    cases: Number(caseCount),
    csvTotals: c.csvRows === null ? null : { rows: c.csvRows, accepted: c.csvAccepted ?? 0, rejected: c.csvRejected ?? 0 },
  }));
}

export const listCampaigns = (ctx: ServiceContext) => present(ctx);

/** POST agent-campaign: create ('Successfully created new campaign') or, with an id, update ('Campaigns Updated'). */
export async function saveCampaign(ctx: ServiceContext, input: CampaignInput): Promise<{ message: string; campaign: CampaignView }> {
  const data = parseInput(campaignInputSchema, input);
  if (data.id) {
    // A Manual campaign keeps its type (its cases are its CSV's), and no campaign becomes Manual by an edit.
    const [current] = await ctx.tx
      .select({ type: campaigns.type })
      .from(campaigns)
      .where(and(eq(campaigns.id, data.id), eq(campaigns.domainId, ctx.user.domainId)))
      .for('update');
    if (!current) throw notFound(CAMPAIGN_MESSAGES.notFound);
    if (current.type === 'Manual' && data.type !== 'Manual') throw unprocessable(CAMPAIGN_TYPE_MESSAGES.stayManual);
    if (current.type !== 'Manual' && data.type === 'Manual') throw unprocessable(CAMPAIGN_TYPE_MESSAGES.becomeManual);
  }
  const agents = await mappableAgents(ctx, data.agentIds);
  const values = {
    name: data.name,
    type: data.type,
    caseTypeId: data.caseTypeId,
    // A Manual campaign has no filter: its cases are the ids of its CSV.
    definitionFilter: JSON.stringify(data.type === 'Manual' ? {} : data.campaignDefinitionFilter),
    startDate: data.startDate,
    active: data.active,
    updatedAt: ctx.now,
  };
  let id: number;
  if (data.id) {
    const [row] = await ctx.tx
      .update(campaigns)
      .set(values)
      .where(and(eq(campaigns.id, data.id), eq(campaigns.domainId, ctx.user.domainId)))
      .returning({ id: campaigns.id });
    if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
    id = row.id;
    await ctx.tx.delete(campaignAgents).where(eq(campaignAgents.campaignId, id));
  } else {
    const [row] = await ctx.tx.insert(campaigns).values({ ...values, domainId: ctx.user.domainId, createdBy: ctx.user.id }).returning({ id: campaigns.id });
    id = row!.id;
  }
  if (agents.length) await ctx.tx.insert(campaignAgents).values(agents.map((agentId) => ({ campaignId: id, agentId })));
  const [campaign] = await present(ctx, [id]);
  return { message: data.id ? CALLING_MESSAGES.campaignsUpdated : CALLING_MESSAGES.campaignCreated, campaign: campaign! };
}

/** DELETE agent-campaign?id=: the campaign and its agent list; its cases stay, without a campaign. */
export async function deleteCampaign(ctx: ServiceContext, id: number): Promise<{ message: string }> {
  const [row] = await ctx.tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.domainId, ctx.user.domainId)))
    .for('update');
  if (!row) throw notFound(CAMPAIGN_MESSAGES.notFound);
  await ctx.tx.update(cases).set({ campaignId: null }).where(eq(cases.campaignId, id));
  await ctx.tx.delete(campaigns).where(eq(campaigns.id, id));
  return { message: CALLING_MESSAGES.campaignDeleted };
}

/**
 * POST agent-campaign/manual-campaign: a Manual campaign from a CSV of owner case ids (header caseId). A wrong
 * header or any id that is not an owner case: 422 with the per-row report, nothing created. Repeated ids count
 * once (the repeats are rejected with their reason). Answers 'Campaign Added' with the totals.
 */
export async function createManualCampaign(
  ctx: ServiceContext,
  fields: { name: string; startDate: string; agentIds: number[] },
  bytes: Buffer,
): Promise<{ message: string; campaign: CampaignView; report: UploadReport }> {
  const rows = readCsv(bytes, CAMPAIGN_MESSAGES.csv);
  const [header, ...body] = rows;
  const empty: UploadReport = { rows: body.length, accepted: 0, rejected: body.length, problems: [] };
  if (header?.length !== 1 || header[0]!.trim() !== MANUAL_CAMPAIGN_CSV_HEADER) {
    throw new CampaignUploadRefused(CAMPAIGN_MESSAGES.wrongHeader, { ...empty, problems: [{ row: 1, value: (header ?? []).join(','), reason: CAMPAIGN_MESSAGES.wrongHeader }] });
  }
  if (body.length > MANUAL_CAMPAIGN_MAX_ROWS) throw unprocessable(CAMPAIGN_MESSAGES.tooMany);
  const problems: UploadReport['problems'] = [];
  const seen = new Set<number>();
  const wanted: Array<{ row: number; id: number }> = [];
  body.forEach((cells, i) => {
    const row = i + 2;
    const value = (cells[0] ?? '').trim();
    if (cells.length !== 1 || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) return problems.push({ row, value: cells.join(','), reason: 'Not a case id' });
    const id = Number(value);
    if (seen.has(id)) return problems.push({ row, value, reason: 'Repeated case id' });
    seen.add(id);
    wanted.push({ row, id });
  });
  const found = new Set<number>();
  for (let i = 0; i < wanted.length; i += 5000) {
    const chunk = wanted.slice(i, i + 5000).map((w) => w.id);
    const hits = await ctx.tx
      .select({ id: cases.id })
      .from(cases)
      .where(and(inArray(cases.id, chunk), eq(cases.caseTypeId, CASE_TYPES.SOC), eq(cases.domainId, ctx.user.domainId)));
    for (const h of hits) found.add(h.id);
  }
  for (const w of wanted) if (!found.has(w.id)) problems.push({ row: w.row, value: String(w.id), reason: 'No owner case with this id' });
  problems.sort((a, b) => a.row - b.row);
  const fatal = problems.filter((p) => p.reason !== 'Repeated case id');
  const report: UploadReport = { rows: body.length, accepted: found.size, rejected: body.length - found.size, problems };
  if (fatal.length || found.size === 0) throw new CampaignUploadRefused(CAMPAIGN_MESSAGES.notCases, { ...report, accepted: 0, rejected: body.length });
  const agents = await mappableAgents(ctx, fields.agentIds);
  const [row] = await ctx.tx
    .insert(campaigns)
    .values({
      name: fields.name,
      type: 'Manual',
      caseTypeId: CASE_TYPES.SOC,
      startDate: fields.startDate,
      active: true,
      csvRows: report.rows,
      csvAccepted: report.accepted,
      csvRejected: report.rejected,
      domainId: ctx.user.domainId,
      createdBy: ctx.user.id,
    })
    .returning({ id: campaigns.id });
  const ids = [...found];
  for (let i = 0; i < ids.length; i += 5000) await ctx.tx.update(cases).set({ campaignId: row!.id, updatedAt: ctx.now }).where(inArray(cases.id, ids.slice(i, i + 5000)));
  if (agents.length) await ctx.tx.insert(campaignAgents).values(agents.map((agentId) => ({ campaignId: row!.id, agentId })));
  const [campaign] = await present(ctx, [row!.id]);
  return { message: CALLING_MESSAGES.campaignAdded, campaign: campaign!, report };
}
