import { requiredFieldMessage, VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import type { TicketCategory, TicketCreateInput as TicketCreate } from '../../../../domain/tickets/ticket-answers';

export type RaiseTicketValues = { categoryId: string; subCategoryId: string; summary: string; description: string; attributes: Record<string, string> };

export const RAISE_TICKET_DEFAULTS: RaiseTicketValues = { categoryId: '', subCategoryId: '', summary: '', description: '', attributes: {} };

/** An attribute's key among the form's values: not its bare id, which a field path would read as an array index. */
export function attributeKey(id: number): string {
  return `a${id}`;
}

/** The category and sub-category the form's values name, when they exist. */
export function chosenOf(categories: readonly TicketCategory[] | undefined, values: Pick<RaiseTicketValues, 'categoryId' | 'subCategoryId'>) {
  const category = categories?.find((c) => String(c.id) === values.categoryId);
  const subCategory = category?.subCategories.find((s) => String(s.id) === values.subCategoryId);
  return { category, subCategory };
}

/** The ticket's fields the user chose; the dialog adds the reporter, the record and the fixed ids. */
export type RaisedTicketFields = Pick<TicketCreate, 'summary' | 'category_id' | 'sub_category_id' | 'description' | 'ticket_attributes'>;

/**
 * The ticket form's rules (the ticket service's, spec 000 §3): a summary, a category and a sub-category of the
 * loaded ones, and each required attribute of the sub-category ('Please enter <name>').
 */
export function raiseTicketRules(categories: readonly TicketCategory[] | undefined) {
  return formRules((values: RaiseTicketValues, refuse): RaisedTicketFields => {
    const { category, subCategory } = chosenOf(categories, values);
    const valueOf = (id: number) => values.attributes[attributeKey(id)]?.trim() ?? '';
    if (!values.summary.trim()) refuse('summary', VALIDATION_MESSAGES.required);
    if (!category) refuse('categoryId', VALIDATION_MESSAGES.required);
    if (!subCategory) refuse('subCategoryId', VALIDATION_MESSAGES.required);
    for (const attribute of subCategory?.attributes ?? []) {
      if (attribute.required && !valueOf(attribute.id)) refuse(`attributes.${attributeKey(attribute.id)}`, requiredFieldMessage(attribute.name));
    }
    return {
      summary: values.summary.trim(),
      category_id: category?.id ?? 0,
      sub_category_id: subCategory?.id ?? 0,
      description: values.description.trim() || null,
      ticket_attributes: (subCategory?.attributes ?? []).filter((a) => valueOf(a.id)).map((a) => ({ attribute_id: a.id, attribute_value: valueOf(a.id) })),
    };
  });
}
