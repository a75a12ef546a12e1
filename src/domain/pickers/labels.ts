import { DEPARTMENTS } from '../people/people';
import { DESIGNATION_LABELS } from '../reference/ids';

// How picked records are shown where an id was (issue 51); zod-free, for any screen.

/** How a designation is shown wherever its id was: "STM (39)". */
export function designationLabel(id: number, name: string | undefined): string {
  return name ? `${name} (${id})` : String(id);
}

/** A designation id as shown to a person ("STM (39)"); its id alone when the console does not know it. */
export function designationText(id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return designationLabel(id, (DESIGNATION_LABELS as Record<number, string | undefined>)[id]);
}

/** How a department is shown, as a designation is: "Sales (16)" (domain/people DEPARTMENTS), else "Department 19". */
export function departmentLabel(id: number): string {
  const name = DEPARTMENTS.find((d) => d.id === id)?.name;
  return name ? `${name} (${id})` : `Department ${id}`;
}
