import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can } from '../../../domain/auth/capabilities';
import {
  AD_CONFIG_MESSAGES,
  AD_CONFIG_SECTION_DEFS,
  sectionDef,
  validateAdConfig,
  type AdConfigAnswer,
  type AdConfigInput,
  type AdConfigRefusal,
  type AdConfigSection,
  type AdConfigSectionView,
  type AdConfigValues,
} from '../../../domain/ad-config/ad-product-config';
import { FLAT_PANEL_MESSAGES, type FlatPanel, type FlatPanelInput, type FlatPanelProjectOption } from '../../../domain/ad-config/flat-panel';
import { adProductConfigSections, cities, flatPanelEntries, projects, users } from '../../db/schema/index';
import { forbidden, notFound, unprocessable } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import type { Tx } from '../../db/client';
import { fullName } from '../../shared/sql/user-names.sql';

const updater = alias(users, 'ad_config_updater');

/** One stored config value (null when the section or field was never saved): the limits the slot rules read. */
async function adConfigValue(tx: Tx, section: AdConfigSection, key: string): Promise<AdConfigValues[string] | null> {
  const [row] = await tx.select({ values: adProductConfigSections.values }).from(adProductConfigSections).where(eq(adProductConfigSections.section, section));
  return row?.values[key] ?? null;
}

export async function adConfigNumber(tx: Tx, section: AdConfigSection, key: string): Promise<number | null> {
  const value = await adConfigValue(tx, section, key);
  return typeof value === 'number' ? value : null;
}

export async function adConfigFlag(tx: Tx, section: AdConfigSection, key: string): Promise<boolean | null> {
  const value = await adConfigValue(tx, section, key);
  return typeof value === 'boolean' ? value : null;
}

/** Every section (or one), each with its fields and what is stored; a field never saved is null. */
export async function getAdConfig(ctx: ServiceContext, only?: AdConfigSection): Promise<AdConfigAnswer> {
  const rows = await ctx.tx
    .select({ section: adProductConfigSections.section, values: adProductConfigSections.values, updatedAt: adProductConfigSections.updatedAt, updatedByName: fullName(updater) })
    .from(adProductConfigSections)
    .leftJoin(updater, eq(updater.id, adProductConfigSections.updatedBy));
  const stored = new Map(rows.map((r) => [r.section, r]));
  const sections: AdConfigSectionView[] = AD_CONFIG_SECTION_DEFS.filter((d) => !only || d.section === only).map((d) => {
    const row = stored.get(d.section);
    return {
      section: d.section,
      title: d.title,
      fields: d.fields.map((f) => ({ ...f })),
      values: Object.fromEntries(d.fields.map((f) => [f.key, row?.values[f.key] ?? null])),
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedByName: row?.updatedByName ?? null,
    };
  });
  return { sections };
}

export type SaveAdConfigResult = { ok: true; section: AdConfigSectionView } | { ok: false; refusal: AdConfigRefusal };

/**
 * Saves one section: every field's validator runs and all messages come back together (422, nothing saved);
 * `catalogue` only (the route refuses others first; checked again here).
 */
export async function saveAdConfig(ctx: ServiceContext, input: AdConfigInput): Promise<SaveAdConfigResult> {
  if (!can(ctx.user, 'catalogue')) throw forbidden();
  const issues = validateAdConfig(input.section, input.values);
  if (issues.length > 0) {
    const def = sectionDef(input.section);
    const titled = issues.map((i) => ({ ...i, title: def.fields.find((f) => f.key === i.field)?.title ?? i.field }));
    const details = titled.map((i) => `${i.title}: ${i.message}`).join('\n');
    return { ok: false, refusal: { error: { msg: AD_CONFIG_MESSAGES.invalid }, api_errors: { details, display_phrase: AD_CONFIG_MESSAGES.invalid }, errors: titled } };
  }
  const values: AdConfigValues = Object.fromEntries(sectionDef(input.section).fields.map((f) => [f.key, input.values[f.key] ?? null]));
  await ctx.tx
    .insert(adProductConfigSections)
    .values({ section: input.section, values, updatedBy: ctx.user.id, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: adProductConfigSections.section, set: { values, updatedBy: ctx.user.id, updatedAt: ctx.now } });
  const answer = await getAdConfig(ctx, input.section);
  return { ok: true, section: answer.sections[0]! };
}

async function cityName(ctx: ServiceContext, cityId: number): Promise<string> {
  const [city] = await ctx.tx.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw notFound(FLAT_PANEL_MESSAGES.cityNotFound);
  return city.name;
}

const panelUpdater = alias(users, 'flat_panel_updater');

/** A city's flat panel, in order. */
export async function getFlatPanel(ctx: ServiceContext, cityId: number): Promise<FlatPanel> {
  const name = await cityName(ctx, cityId);
  const rows = await ctx.tx
    .select({
      project_id: flatPanelEntries.projectId,
      project_name: projects.name,
      position: flatPanelEntries.position,
      start_date: flatPanelEntries.startDate,
      end_date: flatPanelEntries.endDate,
      active: flatPanelEntries.active,
      updatedAt: flatPanelEntries.updatedAt,
      updatedByName: fullName(panelUpdater),
    })
    .from(flatPanelEntries)
    .innerJoin(projects, eq(projects.id, flatPanelEntries.projectId))
    .leftJoin(panelUpdater, eq(panelUpdater.id, flatPanelEntries.updatedBy))
    .where(eq(flatPanelEntries.cityId, cityId))
    .orderBy(asc(flatPanelEntries.position));
  const latest = rows.reduce<(typeof rows)[number] | undefined>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), undefined);
  return {
    city_id: cityId,
    city_name: name,
    projects: rows.map(({ updatedAt: _u, updatedByName: _n, ...entry }) => entry),
    updated_at: latest ? latest.updatedAt.toISOString() : null,
    updated_by_name: latest?.updatedByName ?? null,
  };
}

/** Replaces the city's flat panel (catalogue). Unknown city or project 404; a project of another city 422. */
export async function saveFlatPanel(ctx: ServiceContext, input: FlatPanelInput): Promise<FlatPanel> {
  if (!can(ctx.user, 'catalogue')) throw forbidden();
  await cityName(ctx, input.city_id);
  const ids = input.projects.map((p) => p.project_id);
  if (ids.length > 0) {
    const found = await ctx.tx.select({ id: projects.id, cityId: projects.cityId }).from(projects).where(inArray(projects.id, ids));
    if (found.length !== new Set(ids).size) throw notFound(FLAT_PANEL_MESSAGES.projectNotFound);
    if (found.some((p) => p.cityId !== input.city_id)) throw unprocessable(FLAT_PANEL_MESSAGES.projectOtherCity);
  }
  await ctx.tx.delete(flatPanelEntries).where(eq(flatPanelEntries.cityId, input.city_id));
  if (input.projects.length > 0) {
    await ctx.tx.insert(flatPanelEntries).values(
      input.projects.map((p) => ({
        cityId: input.city_id,
        projectId: p.project_id,
        position: p.position,
        startDate: p.start_date,
        endDate: p.end_date,
        active: p.active,
        updatedBy: ctx.user.id,
        updatedAt: ctx.now,
      })),
    );
  }
  return getFlatPanel(ctx, input.city_id);
}

/** Projects of a city to add to its panel (name contains q), 50 by name. */
export async function flatPanelProjectOptions(ctx: ServiceContext, cityId: number, q?: string): Promise<FlatPanelProjectOption[]> {
  await cityName(ctx, cityId);
  const escaped = q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return ctx.tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.cityId, cityId), escaped ? ilike(projects.name, `%${escaped}%`) : undefined))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(50);
}
