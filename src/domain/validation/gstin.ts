import { VALIDATION_MESSAGES } from './messages';

/**
 * The GSTIN (15 characters: 2-digit state code, the holder's PAN, entity number 1-9/A-Z, 'Z', check character),
 * checked in full when a legal entity is saved (issue 48): pattern, a state code that exists, the check character
 * (the published mod-36 scheme), and — when the entity also gives its PAN — the PAN inside it equal to that PAN.
 */
/** GST state codes (the first two digits of a GSTIN) and their names, for GSTIN, state and place of supply. */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

const GST_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character over the first 14 characters (the published mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GST_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_CHARS.charAt((36 - (sum % 36)) % 36);
}


/** What is wrong with a GSTIN already upper-cased and matching GST_PATTERN, or null: its state code, its check character. */
export function gstinDetailProblem(gstin: string): string | null {
  if (!GST_STATES[gstin.slice(0, 2)]) return VALIDATION_MESSAGES.gstState;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return VALIDATION_MESSAGES.gstCheckCharacter;
  return null;
}

/** False when both are given and the PAN inside the GSTIN (characters 3-12) is not the entity's PAN. */
export function gstinMatchesPan(gstin: string | null | undefined, pan: string | null | undefined): boolean {
  const g = gstin?.trim().toUpperCase();
  const p = pan?.trim().toUpperCase();
  // Only a well-formed PAN is compared (a malformed one has its own message).
  if (!g || !p || g.length !== 15 || !/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(p)) return true;
  return g.slice(2, 12) === p;
}
