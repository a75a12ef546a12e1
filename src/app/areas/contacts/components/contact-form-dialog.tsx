import { useRef, useState, type FormEvent } from 'react';
import { contactFieldsSchema } from '../../../../domain/contacts/contact-schema';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { reportSaveFailure } from '../../../lib/forms/save-failure';
import { notifySaved } from '../../../lib/offline/queued-write';
import { blankToNull, focusFirstInvalid, validateForm, type FieldErrors } from '../../../lib/forms/validate-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextField } from '../../../ui/text-field';
import { CONTACT_TYPE_LABELS, type Contact } from '../data/contact-types';
import { createContact, updateContact } from '../data/save-contact';

const TYPE_OPTIONS = Object.entries(CONTACT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** Spec 000 §5: on contact create or update, a 400 or 401 answer is shown on the form; others as the general notice. */
const INLINE_STATUSES: readonly number[] = [400, 401];

type Values = { name: string; email: string; phone: string; contactTypeId: string };

/** Add a contact to an account, or edit one: name, email, phone (10 digits), contact type. */
export function ContactFormDialog({ accountId, contact, onClose, onSaved }: { accountId: number; contact?: Contact; onClose: () => void; onSaved: () => Promise<void> }) {
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    contactTypeId: contact ? String(contact.contactTypeId) : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(contactFieldsSchema, {
      name: values.name,
      email: blankToNull(values.email),
      phone: values.phone,
      contactTypeId: values.contactTypeId === '' ? null : Number(values.contactTypeId),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = contact ? await updateContact(contact, checked.data) : await createContact(accountId, checked.data);
      notifySaved(notify, result, contact ? SUCCESS_MESSAGES.contactUpdated : SUCCESS_MESSAGES.contactAdded);
      await onSaved();
      onClose();
    } catch (failure) {
      setBusy(false);
      setFormError(reportSaveFailure(failure, notify, INLINE_STATUSES));
    }
  }

  const formId = contact ? `contact-form-${contact.id}` : 'contact-form-new';
  return (
    <Dialog
      open
      onClose={onClose}
      title={contact ? `Edit contact ${contact.name}` : 'Add contact'}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {contact ? 'Save contact' : 'Add contact'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <FormError message={formError} />
        <TextField label="Name" required value={values.name} onChange={set('name')} error={errors.name} autoComplete="off" maxLength={200} />
        <TextField label="Phone" required type="tel" inputMode="numeric" value={values.phone} onChange={set('phone')} error={errors.phone} hint="10 digits" maxLength={15} />
        <TextField label="Email" type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="off" spellCheck={false} />
        <SelectField label="Contact type" required placeholder="Select…" options={TYPE_OPTIONS} value={values.contactTypeId} onChange={set('contactTypeId')} error={errors.contactTypeId} />
      </form>
    </Dialog>
  );
}
