import { GST_PATTERN } from '../validation/tax-ids';

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

/** The state code of a well-formed GSTIN (pattern and check character) whose state exists, else null. */
export function stateCodeOfGstin(gstin: string | null | undefined): string | null {
  if (!gstin || !GST_PATTERN.test(gstin) || gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return null;
  const code = gstin.slice(0, 2);
  return GST_STATES[code] ? code : null;
}

/** The state code of a state name ('Maharashtra' → '27'), else null. */
export function stateCodeOfName(name: string | null | undefined): string | null {
  if (!name) return null;
  const wanted = name.trim().toLowerCase();
  const found = Object.entries(GST_STATES).find(([, stateName]) => stateName.toLowerCase() === wanted);
  return found ? found[0] : null;
}

export function stateNameOf(code: string): string {
  return GST_STATES[code] ?? `State ${code}`;
}
