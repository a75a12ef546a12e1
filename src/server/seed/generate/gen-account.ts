import { ACCOUNT_CLIENT_STATUSES, CHILD_POINT_OF_CONTACT_TYPE_ID, CLIENT_TYPES } from '../../../domain/reference/ids';
import { ACCOUNT_STATUSES } from '../../../domain/opportunities/statuses';
import { accountMerges, accounts, contacts, projects } from '../../db/schema/index';
import { between, daysBefore, slug, type AccountDraft, type BookPlan, type GenContext, type Person } from '../context';
import { generateLegalEntities, pinIn } from './gen-legal-entities';
import { mobile, signupIp } from './identity-numbers';
import {
  AGENCY_SUFFIXES, BROKER_SUFFIXES, BUILDER_SUFFIXES, FEMALE_FIRST_NAMES, FINANCE_SUFFIXES, FIRM_WORDS, LAST_NAMES, MALE_FIRST_NAMES, PROJECT_WORDS,
} from '../data/names-data';
import type { Rng } from './random';
import type { RefCity } from '../data/reference';

export function person(rng: Rng): Person {
  return { first: rng.pick(rng.chance(0.45) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES), last: rng.pick(LAST_NAMES) };
}

function pickCity(ctx: GenContext, plan: BookPlan, rng: Rng): RefCity {
  const preferred = ctx.ref.cities.filter((c) => plan.cityIds.includes(c.id));
  if (preferred.length > 0 && rng.chance(0.8)) return rng.pick(preferred);
  return rng.weighted(ctx.ref.cities.map((c) => [c, c.data.weight] as const));
}

function accountName(rng: Rng, clientTypeId: number, locality: string, owner: Person): string {
  const firm = rng.chance(0.3) ? rng.pick(LAST_NAMES) : rng.pick(FIRM_WORDS);
  switch (clientTypeId) {
    case CLIENT_TYPES.BUILDER:
      return `${firm} ${rng.pick(BUILDER_SUFFIXES)}`;
    case CLIENT_TYPES.BROKER:
      return rng.chance(0.15) ? `${locality} ${rng.pick(BROKER_SUFFIXES)}` : `${firm} ${rng.pick(BROKER_SUFFIXES)}`;
    case CLIENT_TYPES.FINANCIAL_INSTITUTION:
      return `${rng.pick(FIRM_WORDS)} ${rng.pick(FINANCE_SUFFIXES)}`;
    case CLIENT_TYPES.MARKETING_AGENCY:
      return `${rng.pick(FIRM_WORDS)} ${rng.pick(AGENCY_SUFFIXES)}`;
    default:
      return `${owner.first} ${owner.last}`;
  }
}

/** The showcase book forces the rare cases onto fixed positions, so the demo agent always has them. */
function showcaseStatus(index: number): number | undefined {
  if (index === 9 || index === 23) return ACCOUNT_STATUSES.INACTIVE;
  if (index === 13 || index === 37) return ACCOUNT_STATUSES.MERGED;
  return undefined;
}

const SHOWCASE_CLIENT_TYPES: Record<number, number> = { 0: CLIENT_TYPES.BUILDER, 1: CLIENT_TYPES.BROKER, 10: CLIENT_TYPES.FINANCIAL_INSTITUTION, 20: CLIENT_TYPES.MARKETING_AGENCY, 30: CLIENT_TYPES.OWNER };
const POC_TYPES = ['Secondary', 'Accounts', 'Site', 'Marketing', 'Director'] as const;

/** Generates one account with its contacts, legal entities, addresses and (builders) projects. */
export function generateAccount(ctx: GenContext, plan: BookPlan, index: number, rng: Rng, survivorId: number | null): AccountDraft {
  const { writer, alloc, anchor } = ctx;
  const id = alloc.id(accounts);
  const clientTypeId = (plan.showcase ? SHOWCASE_CLIENT_TYPES[index] : undefined) ?? rng.weighted(plan.clientTypes);
  const city = pickCity(ctx, plan, rng);
  const locality = rng.pick(city.localities);
  const owner = person(rng);
  const name = accountName(rng, clientTypeId, locality.name, owner);
  const createdAt = between(rng, daysBefore(anchor, rng.int(60, 1500)), daysBefore(anchor, 45));
  let statusId: number = plan.showcase ? (showcaseStatus(index) ?? ACCOUNT_STATUSES.ACTIVE) : rng.weighted([[ACCOUNT_STATUSES.ACTIVE, 94], [ACCOUNT_STATUSES.INACTIVE, 4], [ACCOUNT_STATUSES.MERGED, 2]]);
  if (statusId === ACCOUNT_STATUSES.MERGED && survivorId === null) statusId = ACCOUNT_STATUSES.ACTIVE;
  const clientStatusId = plan.showcase && index < 3 ? ([1, 2, 3][index] ?? 1) : rng.weighted([[ACCOUNT_CLIENT_STATUSES.HOT, 25], [ACCOUNT_CLIENT_STATUSES.COLD, 40], [ACCOUNT_CLIENT_STATUSES.WARM, 35]]);
  const hasProfile = clientTypeId <= CLIENT_TYPES.OWNER || rng.chance(0.5);
  const sharedIp = plan.showcase ? (index === 4 || index === 5 ? ctx.sharedIps[0] : undefined) : rng.chance(0.04) ? rng.pick(ctx.sharedIps) : undefined;
  const firmDomain = `${slug(name)}.example`;

  const draft: AccountDraft = {
    id, name, clientTypeId, statusId, domainId: plan.domainId, agentId: plan.agentId, city, locality,
    housingProfileId: hasProfile ? rng.uuid() : null, createdAt, contacts: [], legalEntities: [], projects: [],
  };

  // Contacts: a primary contact, a few more, and on some accounts child points of contact (type 8), verified or not.
  const contactCount = plan.showcase ? rng.int(2, 4) : rng.weighted([[1, 30], [2, 35], [3, 25], [4, 10]]);
  const childCount = (plan.showcase ? index % 3 === 0 : rng.chance(0.2)) ? rng.int(1, 2) : 0;
  for (let i = 0; i < contactCount + childCount; i++) {
    const child = i >= contactCount;
    const p = i === 0 && clientTypeId === CLIENT_TYPES.OWNER ? owner : person(rng);
    const contactTypeId = child ? CHILD_POINT_OF_CONTACT_TYPE_ID : i === 0 ? 1 : rng.int(2, 7);
    const contactName = `${p.first} ${p.last}`;
    const email = clientTypeId === CLIENT_TYPES.OWNER
      ? `${p.first}.${p.last}${rng.int(1, 99)}@${rng.pick(['example.com', 'example.net', 'example.org'])}`.toLowerCase()
      : `${p.first}.${p.last}@${firmDomain}`.toLowerCase();
    const active = i === 0 || rng.chance(0.93);
    const row: typeof contacts.$inferInsert = {
      id: alloc.id(contacts),
      accountId: id,
      name: contactName,
      email: rng.chance(0.92) ? email : null,
      phone: mobile(rng),
      contactTypeId,
      pocType: child ? 'Child' : i === 0 ? 'Primary' : rng.pick(POC_TYPES),
      isVerified: child ? (plan.showcase ? i % 2 === 0 : rng.chance(0.5)) : rng.chance(i === 0 ? 0.85 : 0.6),
      active,
      createdAt: between(rng, createdAt, daysBefore(anchor, 30)),
    };
    row.updatedAt = row.createdAt;
    writer.add(contacts, row);
    draft.contacts.push({ id: row.id as number, name: contactName, contactTypeId, active, row });
  }

  const { primary } = generateLegalEntities(ctx, draft, owner, rng, plan.showcase === true && index % 4 === 1);

  writer.add(accounts, {
    id,
    name,
    clientTypeId,
    housingProfileId: draft.housingProfileId,
    cityId: city.id,
    agentId: plan.agentId,
    clientStatusId,
    statusId,
    pan: primary?.pan ?? null,
    gstin: primary?.gst ?? null,
    address: primary ? `${primary.billingAddress} ${primary.billingPin}` : `${locality.name}, ${city.name} ${pinIn(rng, city)}`,
    domainId: plan.domainId,
    lookupAccountId: String(rng.int(1_000_000, 9_999_999)),
    dndMarked: plan.showcase ? index % 20 === 3 : rng.chance(0.04),
    walletAmount: rng.chance(0.3) ? `${rng.int(5, 500) * 100}.00` : '0.00',
    mergedIntoId: statusId === ACCOUNT_STATUSES.MERGED ? survivorId : null,
    signupIp: sharedIp ?? signupIp(rng),
    createdAt,
    updatedAt: between(rng, createdAt, anchor),
  });
  if (statusId === ACCOUNT_STATUSES.MERGED && survivorId !== null) {
    writer.add(accountMerges, { id: alloc.id(accountMerges), survivorId, mergedId: id, mergedById: ctx.adminId ?? plan.agentId ?? survivorId, mergedAt: between(rng, createdAt, anchor) });
  }

  if (clientTypeId === CLIENT_TYPES.BUILDER) {
    const brand = name.split(' ')[0] ?? name;
    for (const word of rng.sample(PROJECT_WORDS, rng.int(1, 3))) {
      const project = { id: alloc.id(projects), name: `${brand} ${word}` };
      writer.add(projects, { ...project, cityId: city.id, builderAccountId: id, hasCoverImage: rng.chance(0.9) });
      draft.projects.push(project);
    }
  }
  return draft;
}
