import { CLIENT_TYPES } from '../../../domain/reference/ids';
import { addresses, legalEntities } from '../../db/schema/index';
import { between, daysBefore, type AccountDraft, type GenContext, type Person } from '../context';
import { aadhaar, cin, gstin, pan, rera, tan, type CinIndustry, type PanHolder } from './identity-numbers';
import { BUILDING_WORDS, COMPANY_FORMS, FIRM_WORDS, ROAD_WORDS } from '../data/names-data';
import type { Rng } from './random';
import type { RefCity } from '../data/reference';

/** A PIN of the city: 6 digits, the first not 0 (every city's range starts with 1-8). */
export function pinIn(rng: Rng, city: RefCity): string {
  const [from, to] = city.data.pinRange;
  return String(rng.int(from, to));
}

/** An office or home address in the city, using only the characters the address validator allows. */
export function streetAddress(rng: Rng, city: RefCity, locality: string, home: boolean): string {
  const unit = home
    ? `Flat ${rng.int(1, 22)}0${rng.int(1, 8)}`
    : rng.pick([`Office ${rng.int(1, 12)}0${rng.int(1, 9)}`, `Shop ${rng.int(1, 40)}`, `Unit ${rng.int(101, 1904)}`, `#${rng.int(1, 200)}, ${rng.pick(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'])} Cross`]);
  const building = `${rng.pick(FIRM_WORDS)} ${rng.pick(BUILDING_WORDS)}`;
  return `${unit}, ${building}, ${rng.pick(ROAD_WORDS)}, ${locality}, ${city.name}`;
}

type Holder = { legalName: string; holder: PanHolder; initialOf: string; company: boolean; publicCompany: boolean };

function holderFor(rng: Rng, draft: AccountDraft, owner: Person): Holder {
  const individual = (p: Person): Holder => ({ legalName: `${p.first} ${p.last}`, holder: 'person', initialOf: p.last, company: false, publicCompany: false });
  switch (draft.clientTypeId) {
    case CLIENT_TYPES.OWNER:
      return individual(owner);
    case CLIENT_TYPES.BROKER:
      if (rng.chance(0.5)) return individual(owner);
      break;
    default:
      break;
  }
  const form = draft.clientTypeId === CLIENT_TYPES.FINANCIAL_INSTITUTION ? 'Limited' : rng.pick(COMPANY_FORMS);
  const llp = form === 'LLP';
  return { legalName: `${draft.name} ${form}`, holder: llp ? 'firm' : 'company', initialOf: draft.name, company: !llp, publicCompany: form === 'Limited' };
}

const INDUSTRY: Record<number, CinIndustry> = { 1: 'builder', 2: 'broker', 4: 'finance', 5: 'agency' };

export type PrimaryEntity = { pan: string | null; gst: string | null; billingAddress: string; billingPin: string };

/**
 * One legal entity per account (a second for some firms): PAN, GST (registered businesses), CIN (companies),
 * TAN, RERA (builders' projects, brokers' agent registration), Aadhaar (individuals), a billing address and
 * a shipping address (missing on about a quarter, which the account page shows as 'Not available').
 */
export function generateLegalEntities(ctx: GenContext, draft: AccountDraft, owner: Person, rng: Rng, forceMissingShipping: boolean): { primary: PrimaryEntity | null } {
  const { writer, alloc, anchor } = ctx;
  const base = holderFor(rng, draft, owner);
  const firm = draft.clientTypeId !== CLIENT_TYPES.OWNER && draft.clientTypeId !== CLIENT_TYPES.BROKER;
  const count = firm && rng.chance(0.15) ? 2 : 1;
  let primary: PrimaryEntity | null = null;
  const entityPan = base.holder === 'person' && draft.clientTypeId === CLIENT_TYPES.OWNER && rng.chance(0.2) ? null : pan(rng, base.holder, base.initialOf);

  for (let i = 0; i < count; i++) {
    const city = i === 0 || rng.chance(0.5) ? draft.city : rng.pick(ctx.ref.cities);
    const locality = i === 0 ? draft.locality.name : rng.pick(city.localities).name;
    const legalName = i === 0 ? base.legalName : `${draft.name.split(' ')[0] ?? draft.name} ${locality} Projects LLP`;
    const entityPanNumber = i === 0 ? entityPan : pan(rng, 'firm', legalName);
    const registered = base.holder !== 'person' ? rng.chance(0.95) : draft.clientTypeId === CLIENT_TYPES.BROKER && rng.chance(0.6);
    const gst = registered && entityPanNumber ? gstin(city.data.gstStateCode, entityPanNumber, 1) : null;
    const home = base.holder === 'person' && draft.clientTypeId === CLIENT_TYPES.OWNER;
    const billingText = streetAddress(rng, city, locality, home);
    const billingPin = pinIn(rng, city);
    const createdAt = between(rng, draft.createdAt, daysBefore(anchor, 30));

    const billingId = alloc.id(addresses);
    writer.add(addresses, { id: billingId, address: billingText, cityId: city.id, pincode: billingPin, createdAt, updatedAt: createdAt });
    let shippingId: number | null = null;
    const shipping = forceMissingShipping && i === 0 ? 'none' : rng.weighted([['none', 25], ['same', 50], ['other', 25]] as const);
    if (shipping !== 'none') {
      shippingId = alloc.id(addresses);
      const other = shipping === 'other';
      writer.add(addresses, {
        id: shippingId,
        address: other ? streetAddress(rng, city, rng.pick(city.localities).name, false) : billingText,
        cityId: city.id,
        pincode: other ? pinIn(rng, city) : billingPin,
        createdAt,
        updatedAt: createdAt,
      });
    }

    const id = alloc.id(legalEntities);
    const active = i === 0 || rng.chance(0.8);
    const industry = INDUSTRY[draft.clientTypeId];
    const reraKind = draft.clientTypeId === CLIENT_TYPES.BUILDER ? 'project' : draft.clientTypeId === CLIENT_TYPES.BROKER ? 'agent' : null;
    writer.add(legalEntities, {
      id,
      accountId: draft.id,
      legalName,
      pan: entityPanNumber,
      tan: base.company && rng.chance(0.6) ? tan(rng, city.name, legalName) : null,
      gst,
      unregisteredCustomer: gst === null,
      cinNumber: base.company && i === 0 && industry ? cin(rng, industry, city.data.registryStateCode, base.publicCompany) : null,
      reraId: reraKind && rng.chance(reraKind === 'project' ? 0.8 : 0.6) ? rera(rng, city.data.registryStateCode, city.name, reraKind) : null,
      aadharNumber: base.holder === 'person' && rng.chance(0.7) ? aadhaar(rng) : null,
      active,
      billingAddressId: billingId,
      shippingAddressId: shippingId,
      createdAt,
      updatedAt: between(rng, createdAt, anchor),
    });
    draft.legalEntities.push({ id, legalName, billingPin, active });
    if (i === 0) primary = { pan: entityPanNumber, gst, billingAddress: billingText, billingPin };
  }
  return { primary };
}
