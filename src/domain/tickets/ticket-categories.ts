/**
 * Ticket categories, sub-categories and their attributes. The spec names the categories (new account, map,
 * remap, poc creation, project creation, package activation, legal entity) but not their numeric ids or
 * fields: the ids and attributes below are ours, kept once here and served by GET .../ticket/categories.
 */
import type { TicketAttributeDefinition, TicketCategory } from './ticket-answers';

export type { TicketAttributeDefinition, TicketCategory, TicketSubCategory } from './ticket-answers';

const attr = (id: number, name: string, required = false): TicketAttributeDefinition => ({ id, name, required });

export const TICKET_CATEGORIES: readonly TicketCategory[] = [
  {
    id: 1,
    name: 'New Account',
    subCategories: [{ id: 101, name: 'Create new account', attributes: [attr(1001, 'Seller profile id', true), attr(1002, 'City')] }],
  },
  {
    id: 2,
    name: 'Map',
    subCategories: [{ id: 201, name: 'Map account to profile', attributes: [attr(2001, 'Housing profile id', true)] }],
  },
  {
    id: 3,
    name: 'Remap',
    subCategories: [
      { id: 301, name: 'Remap account to another profile', attributes: [attr(3001, 'Current profile id', true), attr(3002, 'New profile id', true)] },
    ],
  },
  {
    id: 4,
    name: 'POC Creation',
    subCategories: [
      { id: 401, name: 'Create point of contact', attributes: [attr(4001, 'Contact name', true), attr(4002, 'Contact phone', true), attr(4003, 'Contact email')] },
    ],
  },
  {
    id: 5,
    name: 'Project Creation',
    subCategories: [{ id: 501, name: 'Create project', attributes: [attr(5001, 'Project name', true), attr(5002, 'City', true), attr(5003, 'Locality')] }],
  },
  {
    id: 6,
    name: 'Package Activation',
    subCategories: [
      { id: 601, name: 'Activate package', attributes: [attr(6001, 'Opportunity package mapping id', true), attr(6002, 'Listing ids')] },
      { id: 602, name: 'Activation failed', attributes: [attr(6003, 'Opportunity package mapping id', true), attr(6004, 'Error seen')] },
    ],
  },
  {
    id: 7,
    name: 'Legal Entity',
    subCategories: [
      { id: 701, name: 'Create legal entity', attributes: [attr(7001, 'Legal name', true), attr(7002, 'GST')] },
      { id: 702, name: 'Update legal entity', attributes: [attr(7003, 'Legal entity id', true), attr(7004, 'Change requested', true)] },
    ],
  },
];


export function findCategory(categoryId: number): TicketCategory | undefined {
  return TICKET_CATEGORIES.find((c) => c.id === categoryId);
}

/**
 * The ticketing field id maps (spec 002 §3: new account, map, remap, POC creation, project creation, package
 * activation, legal entity): for each flow that raises a ticket, its category, sub-category and the attribute id
 * of each field. Derived from the categories above, so the ids are kept once.
 */
export const TICKET_FLOWS = ['newAccount', 'map', 'remap', 'pocCreation', 'projectCreation', 'packageActivation', 'legalEntity'] as const;
export type TicketFlow = (typeof TICKET_FLOWS)[number];
export type TicketFieldIdMap = { flow: TicketFlow; categoryId: number; subCategoryId: number; fieldIds: Record<string, number> };

export const TICKET_FIELD_ID_MAPS: readonly TicketFieldIdMap[] = TICKET_FLOWS.map((flow, index) => {
  const category = TICKET_CATEGORIES[index]!;
  const sub = category.subCategories[0]!;
  return { flow, categoryId: category.id, subCategoryId: sub.id, fieldIds: Object.fromEntries(sub.attributes.map((a) => [a.name, a.id])) };
});
