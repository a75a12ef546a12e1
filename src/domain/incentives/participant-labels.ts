// Designations, departments and client types by name wherever incentives show them (issue 49: "STM (39)", never a
// bare "39"): spec 001 §6 names the designation ids; the department names are domain/people/people.ts's.
import { DEPARTMENTS } from '../people/people';
import { CLIENT_TYPE_LABELS, DESIGNATION_LABELS } from '../reference/ids';

const named = (labels: Readonly<Record<number, string>>, id: number | null | undefined, none: string): string => {
  if (id === null || id === undefined) return none;
  const name = labels[id];
  return name ? `${name} (${id})` : String(id);
};

const DEPARTMENT_LABELS: Readonly<Record<number, string>> = Object.fromEntries(DEPARTMENTS.map((d) => [d.id, d.name]));

/** 'STM (39)'; an id the spec does not name stays a number; none is `none`. */
export const designationText = (id: number | null | undefined, none = '-'): string => named(DESIGNATION_LABELS, id, none);
/** 'Sales (16)'. */
export const departmentText = (id: number | null | undefined, none = '-'): string => named(DEPARTMENT_LABELS, id, none);
/** 'Broker (2)'. */
export const clientTypeText = (id: number | null | undefined, none = '-'): string => named(CLIENT_TYPE_LABELS, id, none);

/** A slab's participant category: 'Designation STM (39) · Department Sales (16) · Client type any'. */
export function participantCategoryText(c: { designationId: number | null; departmentId: number | null; clientTypeId: number | null }): string {
  return [`Designation ${designationText(c.designationId, 'any')}`, `Department ${departmentText(c.departmentId, 'any')}`, `Client type ${clientTypeText(c.clientTypeId, 'any')}`].join(' · ');
}
