import { GST_STATES, gstinCheckCharacter } from '../validation/gstin';
import { GST_PATTERN } from '../validation/tax-ids';

export { GST_STATES, gstinCheckCharacter } from '../validation/gstin';

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
