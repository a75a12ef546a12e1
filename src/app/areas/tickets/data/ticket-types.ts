/** A ticket of the list (the ticket service's snake_case fields). */
export type Ticket = {
  id: number;
  key: string;
  summary: string;
  status: string;
  status_id: number;
  assignee: string | null;
  category_id: number;
  sub_category_id: number | null;
  description: string | null;
  created_at: string;
  updated_at: string;
};

export type TicketPage = { results: Ticket[]; totalCount: number; page: number; size: number };

export type TicketAttributeDefinition = { id: number; name: string; required: boolean };
export type TicketSubCategory = { id: number; name: string; attributes: TicketAttributeDefinition[] };
export type TicketCategory = { id: number; name: string; subCategories: TicketSubCategory[] };

/** The create payload of spec 000 §3. */
export type TicketCreate = {
  summary: string;
  category_id: number;
  sub_category_id: number;
  reporter_id: number;
  status_id: 1;
  type_id: 1;
  priority_id: 1;
  ticket_reference: { entity_type_id: 1 | 3; entity_id: number; link: string };
  description: string | null;
  ticket_attributes: { attribute_id: number; attribute_value: string }[];
};

export type TicketCreated = { id: number; key: string; site_link: string };
