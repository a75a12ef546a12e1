// The HRIS connector (issue 13): employee details by employee code. The default implementation reads the seeded
// local directory (hris_employees); a real HRIS adapter implements the same interface (like telephony's providers).
import { eq } from 'drizzle-orm';
import type { HrisEmployee } from '../../../domain/people/people';
import type { Db, Tx } from '../../db/client';
import { hrisEmployees } from '../../db/schema/index';

export interface HrisConnector {
  /** The employee with this code, or null when the HRIS has none. */
  employee(employeeCode: string): Promise<HrisEmployee | null>;
}

/** The local directory: the hris_employees table (seeded for demos and tests). */
export function localHrisDirectory(db: Db | Tx): HrisConnector {
  return {
    async employee(employeeCode) {
      const [row] = await db.select().from(hrisEmployees).where(eq(hrisEmployees.employeeCode, employeeCode));
      return row ?? null;
    },
  };
}

/** The connector in use: chosen by HRIS_CONNECTOR; 'local' (the default) is the only one built. */
export function hrisConnectorFor(db: Db | Tx, kind: string = process.env.HRIS_CONNECTOR ?? 'local'): HrisConnector {
  if (kind !== 'local') throw new Error(`Unknown HRIS connector: ${kind}`);
  return localHrisDirectory(db);
}
