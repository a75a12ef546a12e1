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

export type HrisConnectorKind = 'local';

/** The connector of a kind; 'local' (the default) is the only one built today. */
export function hrisConnectorFor(db: Db | Tx, kind: HrisConnectorKind = 'local'): HrisConnector {
  switch (kind) {
    case 'local':
      return localHrisDirectory(db);
  }
}
