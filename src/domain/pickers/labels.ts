import { DEPARTMENTS } from '../people/people';

// How picked records are shown where an id was (issue 51); zod-free, for any screen. Incentives' tables use
// domain/incentives/participant-labels.ts (the same "STM (39)" form, with '-' or 'any' for none).

/** How a designation is shown wherever its id was: "STM (39)". */
export function designationLabel(id: number, name: string | undefined): string {
  return name ? `${name} (${id})` : String(id);
}

/** How a department is shown, as a designation is: "Sales (16)" (domain/people DEPARTMENTS), else "Department 19". */
export function departmentLabel(id: number): string {
  const name = DEPARTMENTS.find((d) => d.id === id)?.name;
  return name ? `${name} (${id})` : `Department ${id}`;
}
