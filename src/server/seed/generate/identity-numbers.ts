import type { Rng } from './random';

/**
 * Indian identifiers in their real formats, drawn from the seed's generator: PAN, GSTIN (with its check
 * character), CIN, TAN, Aadhaar (with its Verhoeff check digit), RERA registrations, mobile numbers and
 * sign-up addresses. Every value passes the domain validators (src/domain/validation).
 */

/** PAN holder kinds (the PAN's fourth letter). */
export type PanHolder = 'person' | 'company' | 'firm' | 'huf' | 'trust';
const PAN_HOLDER_LETTER: Record<PanHolder, string> = { person: 'P', company: 'C', firm: 'F', huf: 'H', trust: 'T' };

/**
 * 5 letters, 4 digits, 1 letter: three letters, the holder kind, the initial of the surname (a person) or of
 * the name (anyone else), a number and a check letter.
 */
export function pan(rng: Rng, holder: PanHolder, surnameOrName: string): string {
  const initial = /[A-Za-z]/.exec(surnameOrName)?.[0]?.toUpperCase() ?? rng.letters(1);
  const serial = String(rng.int(1, 9999)).padStart(4, '0');
  return `${rng.letters(3)}${PAN_HOLDER_LETTER[holder]}${initial}${serial}${rng.letters(1)}`;
}

const GST_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character over the first 14 characters (the published mod-36 scheme). */
export function gstCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GST_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** 15 characters: state code, PAN, registration number in the state (1-9), 'Z', check character. */
export function gstin(stateCode: string, panNumber: string, registration = 1): string {
  const first14 = `${stateCode}${panNumber}${registration}Z`;
  return `${first14}${gstCheckCharacter(first14)}`;
}

const CIN_INDUSTRY_CODES = { builder: ['45200', '45201', '70100'], broker: ['70200', '70109'], finance: ['65922', '65910'], agency: ['74300', '73100'] } as const;
export type CinIndustry = keyof typeof CIN_INDUSTRY_CODES;

/** 1 letter, 5 digits, 2 letters, 4 digits, 3 letters, 6 digits: U45200MH2011PTC223344. */
export function cin(rng: Rng, industry: CinIndustry, registryStateCode: string, publicCompany: boolean): string {
  const listed = publicCompany && rng.chance(0.4) ? 'L' : 'U';
  const year = rng.int(1985, 2022);
  return `${listed}${rng.pick(CIN_INDUSTRY_CODES[industry])}${registryStateCode}${year}${publicCompany ? 'PLC' : 'PTC'}${rng.int(10000, 399999).toString().padStart(6, '0')}`;
}

/** TAN: 4 letters (city and name), 5 digits, 1 letter. */
export function tan(rng: Rng, cityName: string, name: string): string {
  const city = cityName.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
  const initial = /[A-Za-z]/.exec(name)?.[0]?.toUpperCase() ?? 'A';
  return `${city}${initial}${rng.digits(5)}${rng.letters(1)}`;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function table(t: number[][], i: number, j: number): number {
  return t[i]?.[j] ?? 0;
}

/** The Verhoeff check digit of a digit string. */
export function verhoeffCheckDigit(digits: string): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = table(VERHOEFF_D, c, table(VERHOEFF_P, (i + 1) % 8, Number(ch)));
  });
  return VERHOEFF_INV[c] ?? 0;
}

/** True when the last digit is the Verhoeff check digit of the rest. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => {
    c = table(VERHOEFF_D, c, table(VERHOEFF_P, i % 8, Number(ch)));
  });
  return c === 0;
}

/** 12 digits, first 2-9, last a Verhoeff check digit (as UIDAI issues them). */
export function aadhaar(rng: Rng): string {
  const body = `${rng.int(2, 9)}${rng.digits(10)}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** A state-style RERA registration: project ('P') for builders, agent ('A') for brokers. */
export function rera(rng: Rng, registryStateCode: string, cityName: string, kind: 'project' | 'agent'): string {
  const yy = String(rng.int(17, 24));
  const yymmdd = `${yy}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}`;
  switch (registryStateCode) {
    case 'MH':
      return `${kind === 'project' ? 'P' : 'A'}5${rng.pick(['17', '18', '21', '26'])}000${rng.digits(5)}`;
    case 'KA':
      return `PRM/KA/RERA/1251/${rng.int(300, 480)}/${kind === 'project' ? 'PR' : 'AG'}/${yymmdd}/00${rng.digits(4)}`;
    case 'TG':
      return `${kind === 'project' ? 'P' : 'A'}02400${rng.digits(6)}`;
    case 'UP':
      return `UPRERA${kind === 'project' ? 'PRJ' : 'AGT'}${rng.digits(6)}`;
    case 'HR':
      return `RC/${kind === 'project' ? 'REP' : 'AGT'}/HARERA/GGM/${rng.int(100, 999)}/${rng.int(100, 999)}/20${yy}/${rng.int(10, 99)}`;
    case 'DL':
      return `DLRERA20${yy}${kind === 'project' ? 'P' : 'A'}0${rng.digits(3)}`;
    case 'WB':
      return `WBRERA/${kind === 'project' ? 'P' : 'A'}/${cityName.slice(0, 3).toUpperCase()}/20${yy}/000${rng.digits(3)}`;
    case 'TN':
      return kind === 'project' ? `TN/${rng.int(1, 40)}/Building/0${rng.digits(3)}/20${yy}` : `TN/Agent/0${rng.digits(3)}/20${yy}`;
    default:
      return `${registryStateCode}/RERA/${kind === 'project' ? 'P' : 'A'}/20${yy}/${rng.digits(4)}`;
  }
}

/** A 10-digit Indian mobile number (first digit 6-9). */
export function mobile(rng: Rng): string {
  return `${rng.int(6, 9)}${rng.digits(9)}`;
}

const INDIAN_IP_PREFIXES = ['49.36', '49.37', '106.51', '117.96', '223.181', '182.68', '103.21', '157.32', '122.161', '27.61'] as const;

/** A sign-up address in ranges Indian access providers use. */
export function signupIp(rng: Rng): string {
  return `${rng.pick(INDIAN_IP_PREFIXES)}.${rng.int(1, 254)}.${rng.int(1, 254)}`;
}
