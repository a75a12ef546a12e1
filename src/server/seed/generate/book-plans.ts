import { DOMAIN_IDS } from '../../../domain/reference/ids';
import type { BookPlan } from '../context';
import type { Reference } from '../data/reference';
import type { NewStaff, Staff, TeamSpec } from '../demo/staff';

const { HOUSING, MAKAAN } = DOMAIN_IDS;
const WEST = ['Mumbai', 'Pune', 'Thane', 'Navi Mumbai', 'Ahmedabad', 'Surat', 'Vadodara', 'Nagpur', 'Nashik', 'Indore', 'Bhopal'];
const SOUTH = ['Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Coimbatore', 'Mysuru', 'Visakhapatnam'];
const NORTH = ['Delhi', 'Gurugram', 'Noida', 'Ghaziabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Dehradun'];
const EAST = ['Kolkata', 'Bhubaneswar', 'Guwahati', 'Ranchi', 'Raipur'];
const MAKAAN_CITIES = ['Delhi', 'Noida', 'Gurugram', 'Kolkata', 'Pune', 'Mumbai'];

/** Client type weights (1 Builder, 2 Broker, 3 Owner, 4 Financial Institution, 5 Marketing Agency). */
const MIXED = [[1, 25], [2, 40], [3, 25], [4, 5], [5, 5]] as const;
const FIELD = [[1, 45], [2, 45], [4, 5], [5, 5]] as const;
const SMALL_OPPORTUNITIES = [[1, 10], [2, 15], [3, 30], [4, 25], [5, 15], [6, 5]] as const;
/** About 4.4 opportunities per account, so 100,000 accounts give more than 400,000 opportunities. */
const LARGE_OPPORTUNITIES = [[3, 15], [4, 35], [5, 30], [6, 20]] as const;

/** The demo's extra staff: three more teams under the manager, two more agents for the team leader, a second-brand team. */
export const SMALL_TEAMS: readonly TeamSpec[] = [
  { leader: { existing: 'team-leader' }, agents: 2, agentRoles: ['HOUSING_SALES_AGENT'], domainId: HOUSING, cities: ['Mumbai', 'Thane'] },
  { leader: { under: 'manager', roles: ['HOUSING_SALES_AGENT'] }, agents: 5, agentRoles: ['HOUSING_SALES_AGENT'], domainId: HOUSING, cities: SOUTH },
  { leader: { under: 'manager', roles: ['HOUSING_SALES_AGENT'] }, agents: 5, agentRoles: ['HOUSING_SALES_AGENT'], domainId: HOUSING, cities: NORTH },
  { leader: { under: 'manager', roles: ['HOUSING_SALES_AGENT'] }, agents: 5, agentRoles: ['HOUSING_SALES_AGENT'], domainId: HOUSING, cities: [...EAST, ...WEST.slice(4)] },
];

/** The second brand's team (its manager is generated too; the demo makaan-agent works on their own). */
export function makaanStaff(): NewStaff[] {
  return [
    { username: 'makaan-manager', firstName: 'Alok', lastName: 'Bansal', roles: ['MAKAAN_SALES_MANAGER'], designationId: 34, parent: null, domainId: MAKAAN, cityName: 'Delhi' },
    // The second brand's discount matrix: a city head reviews, the national sales head approves.
    { username: 'makaan-reviewer', firstName: 'Shalini', lastName: 'Saxena', roles: ['MAKAAN_SALES_MANAGER'], designationId: 37, parent: null, domainId: MAKAAN, cityName: 'Delhi' },
    { username: 'makaan-approver', firstName: 'Vinod', lastName: 'Chaudhary', roles: ['MAKAAN_SALES_MANAGER'], designationId: 40, parent: null, domainId: MAKAAN, cityName: 'Delhi' },
  ];
}
export const MAKAAN_TEAMS: readonly TeamSpec[] = [
  { leader: { under: 'makaan-manager', roles: ['MAKAAN_SALES_AGENT'] }, agents: 3, agentRoles: ['MAKAAN_SALES_AGENT'], domainId: MAKAAN, cities: MAKAAN_CITIES },
];

function cityIds(ref: Reference, names: readonly string[]): number[] {
  return ref.cities.filter((c) => names.includes(c.name)).map((c) => c.id);
}

/**
 * The small demo: about 1,500 accounts (1,300 of the first brand, 200 of the second) and 5,000 opportunities.
 * The demo `agent` owns the showcase book of 60 accounts; the telesales and owner/tenant agents own books of
 * their kind; the generated agents share the rest; a few accounts are unassigned.
 */
export function smallPlans(staff: Staff, ref: Reference, generated: readonly NewStaff[]): BookPlan[] {
  const plans: BookPlan[] = [];
  const add = (p: Omit<BookPlan, 'key'>) => plans.push({ ...p, key: plans.length + 1 });
  const id = (u: string) => staff.get(u).id;
  const west = cityIds(ref, ['Mumbai', 'Pune', 'Thane', 'Navi Mumbai']);
  add({ agentId: id('agent'), domainId: HOUSING, accounts: 60, clientTypes: FIELD, opportunities: SMALL_OPPORTUNITIES, cityIds: cityIds(ref, ['Pune', 'Mumbai']), showcase: true });
  add({ agentId: id('team-leader'), domainId: HOUSING, accounts: 12, clientTypes: MIXED, opportunities: SMALL_OPPORTUNITIES, cityIds: west });
  add({ agentId: id('owner-agent'), domainId: HOUSING, accounts: 45, clientTypes: [[3, 1]], ownerKind: 'owner', opportunities: SMALL_OPPORTUNITIES, cityIds: west });
  add({ agentId: id('broker-telesales'), domainId: HOUSING, accounts: 45, clientTypes: [[2, 1]], opportunities: SMALL_OPPORTUNITIES, cityIds: west });
  add({ agentId: id('builder-telesales'), domainId: HOUSING, accounts: 40, clientTypes: [[1, 1]], opportunities: SMALL_OPPORTUNITIES, cityIds: west });
  add({ agentId: id('tenant-agent'), domainId: HOUSING, accounts: 35, clientTypes: [[3, 1]], ownerKind: 'tenant', opportunities: SMALL_OPPORTUNITIES, cityIds: cityIds(ref, ['Bengaluru', 'Pune']) });
  add({ agentId: null, domainId: HOUSING, accounts: 20, clientTypes: MIXED, opportunities: SMALL_OPPORTUNITIES, cityIds: [] });
  add({ agentId: id('makaan-agent'), domainId: MAKAAN, accounts: 40, clientTypes: MIXED, opportunities: SMALL_OPPORTUNITIES, cityIds: cityIds(ref, MAKAAN_CITIES) });

  for (const g of generated) {
    const member = staff.get(g.username);
    const leader = g.designationId === 32;
    const makaan = g.domainId === MAKAAN;
    const accounts = leader ? 10 : makaan ? 50 : 61;
    add({ agentId: member.id, domainId: g.domainId, accounts, clientTypes: MIXED, opportunities: SMALL_OPPORTUNITIES, cityIds: member.cityId === null ? [] : [member.cityId] });
  }
  return plans;
}

/** The benchmark volume's staff: a regional manager per region over 10 teams of 5 agents; a second-brand region. */
export const LARGE_MANAGERS: readonly NewStaff[] = [
  { username: 'rbm.west', firstName: 'Nitin', lastName: 'Deshpande', roles: ['HOUSING_SALES_MANAGER'], designationId: 34, parent: 'manager', domainId: HOUSING, cityName: 'Mumbai' },
  { username: 'rbm.south', firstName: 'Lakshmi', lastName: 'Subramanian', roles: ['HOUSING_SALES_MANAGER'], designationId: 34, parent: 'manager', domainId: HOUSING, cityName: 'Bengaluru' },
  { username: 'rbm.north', firstName: 'Harpreet', lastName: 'Gill', roles: ['HOUSING_SALES_MANAGER'], designationId: 34, parent: 'manager', domainId: HOUSING, cityName: 'Delhi' },
  { username: 'rbm.east', firstName: 'Sourav', lastName: 'Banerjee', roles: ['HOUSING_SALES_MANAGER'], designationId: 34, parent: 'manager', domainId: HOUSING, cityName: 'Kolkata' },
  { username: 'makaan.rbm', firstName: 'Ritika', lastName: 'Malhotra', roles: ['MAKAAN_SALES_MANAGER'], designationId: 34, parent: null, domainId: MAKAAN, cityName: 'Delhi' },
];
/** Present only once the large seed has run. */
export const LARGE_SEED_MARKER_USERNAME = 'rbm.west';

export function largeTeams(): TeamSpec[] {
  const teams: TeamSpec[] = [];
  const regions: [string, readonly string[]][] = [['rbm.west', WEST], ['rbm.south', SOUTH], ['rbm.north', NORTH], ['rbm.east', EAST]];
  for (const [manager, cities] of regions) {
    for (let t = 0; t < 10; t++) {
      const rotated = [...cities.slice(t % cities.length), ...cities.slice(0, t % cities.length)];
      teams.push({ leader: { under: manager, roles: ['HOUSING_SALES_AGENT'] }, agents: 5, agentRoles: ['HOUSING_SALES_AGENT'], domainId: HOUSING, cities: rotated });
    }
  }
  for (let t = 0; t < 4; t++) {
    teams.push({ leader: { under: 'makaan.rbm', roles: ['MAKAAN_SALES_AGENT'] }, agents: 5, agentRoles: ['MAKAAN_SALES_AGENT'], domainId: MAKAAN, cities: MAKAAN_CITIES });
  }
  return teams;
}

/** 200 first-brand agents with 450 accounts each and 20 second-brand agents with 500: 100,000 accounts. */
export function largePlans(staff: Staff, generated: readonly NewStaff[], keyBase: number): BookPlan[] {
  const plans: BookPlan[] = [];
  for (const g of generated) {
    if (g.designationId === 32) continue;
    const member = staff.get(g.username);
    const makaan = g.domainId === MAKAAN;
    plans.push({
      key: keyBase + plans.length,
      agentId: member.id,
      domainId: g.domainId,
      accounts: makaan ? 500 : 450,
      clientTypes: MIXED,
      opportunities: LARGE_OPPORTUNITIES,
      cityIds: member.cityId === null ? [] : [member.cityId],
    });
  }
  return plans;
}
