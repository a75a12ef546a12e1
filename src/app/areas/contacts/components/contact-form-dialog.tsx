import { contactFieldsSchema } from '../../../../domain/contacts/contact-schema';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { blankToNull, idOrNull } from '../../../lib/forms/validate-form';
import { closeSaved } from '../../../ui/dialog/close-saved';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { CONTACT_TYPE } from '../../../../domain/contacts/contact-types';
import type { Contact } from '../data/contact-types';
import { createContact, updateContact } from '../data/save-contact';

const TYPE_OPTIONS = CONTACT_TYPE.entries.map(([id, label]) => ({ value: String(id), label }));

/** Spec 000 §5: on contact create or update, a 400 or 401 answer is shown on the form; others as the general notice. */
const INLINE_STATUSES: readonly number[] = [400, 401];

/** Add a contact to an account, or edit one: name, email, phone (10 digits), contact type. */
export function ContactFormDialog({ accountId, contact, onClose, onSaved }: { accountId: number; contact?: Contact; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useSchemaForm({
    defaultValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      contactTypeId: contact ? String(contact.contactTypeId) : '',
    },
    schema: contactFieldsSchema,
    toInput: (values) => ({ ...values, email: blankToNull(values.email), contactTypeId: idOrNull(values.contactTypeId) }),
    save: (fields) => (contact ? updateContact(contact, fields) : createContact(accountId, fields)),
    success: contact ? SUCCESS_MESSAGES.contactUpdated : SUCCESS_MESSAGES.contactAdded,
    onSaved: async (answer) => {
      // Saved on the device, the list shows the contact already (the copy answers it): the dialog goes first.
      if (answer === 'saved-on-device') closeSaved(onClose);
      await onSaved();
      if (answer !== 'saved-on-device') onClose();
    },
    failure: { inline: INLINE_STATUSES },
  });

  return (
    <FormDialog form={form} onClose={onClose} title={contact ? `Edit contact ${contact.name}` : 'Add contact'} submitLabel={contact ? 'Save contact' : 'Add contact'}>
      <TextField label="Name" required {...form.field('name')} autoComplete="off" maxLength={200} />
      <TextField label="Phone" required type="tel" inputMode="numeric" {...form.field('phone')} hint="10 digits" maxLength={15} />
      <TextField label="Email" type="email" {...form.field('email')} autoComplete="off" spellCheck={false} />
      <SelectField label="Contact type" required placeholder="Select…" options={TYPE_OPTIONS} {...form.field('contactTypeId')} />
    </FormDialog>
  );
}
