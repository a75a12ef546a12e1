import { useRef, useState, type FormEvent } from 'react';
import { requiredFieldMessage, VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { reportSaveFailure } from '../../../lib/forms/save-failure';
import { focusFirstInvalid, type FieldErrors } from '../../../lib/forms/validate-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { createTicket } from '../data/create-ticket';
import type { TicketCreated } from '../data/ticket-types';
import { useTicketCategories } from '../data/use-ticket-categories';

/**
 * Raise a ticket on an account or opportunity (spec 000 §3 payload; status, type and priority fixed at 1).
 * When it is created the dialog shows its key and its link.
 */
export function RaiseTicketDialog({ entityTypeId, entityId, onClose, onCreated }: { entityTypeId: 1 | 3; entityId: number; onClose: () => void; onCreated: () => void }) {
  const user = useSignedInUser();
  const notify = useNotify();
  const categories = useTicketCategories(user.domainId);
  const form = useRef<HTMLFormElement>(null);
  const [categoryId, setCategoryId] = useState('');
  const [subCategoryId, setSubCategoryId] = useState('');
  const [summary, setSummary] = useState('');
  const [description, setDescription] = useState('');
  const [attributes, setAttributes] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<TicketCreated | null>(null);

  const category = categories.data?.find((c) => String(c.id) === categoryId);
  const subCategory = category?.subCategories.find((s) => String(s.id) === subCategoryId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors = {};
    if (!summary.trim()) found.summary = VALIDATION_MESSAGES.required;
    if (!category) found.category = VALIDATION_MESSAGES.required;
    if (!subCategory) found.subCategory = VALIDATION_MESSAGES.required;
    for (const attribute of subCategory?.attributes ?? []) {
      if (attribute.required && !attributes[attribute.id]?.trim()) found[`attribute.${attribute.id}`] = requiredFieldMessage(attribute.name);
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !category || !subCategory) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const ticket = await createTicket(user.domainId, {
        summary: summary.trim(),
        category_id: category.id,
        sub_category_id: subCategory.id,
        reporter_id: user.id,
        status_id: 1,
        type_id: 1,
        priority_id: 1,
        ticket_reference: { entity_type_id: entityTypeId, entity_id: entityId, link: window.location.href },
        description: description.trim() || null,
        ticket_attributes: subCategory.attributes
          .filter((a) => attributes[a.id]?.trim())
          .map((a) => ({ attribute_id: a.id, attribute_value: (attributes[a.id] ?? '').trim() })),
      });
      setCreated(ticket);
      notify.success();
      onCreated();
    } catch (failure) {
      setFormError(reportSaveFailure(failure, notify));
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <Dialog open onClose={onClose} title="Ticket raised" actions={<Button onClick={onClose}>Done</Button>}>
        <p className="text-sm text-slate-900" role="status">
          Ticket <strong>{created.key}</strong> has been raised.{' '}
          <a href={created.site_link} className="text-brand underline underline-offset-2" target="_blank" rel="noreferrer">
            Open {created.key}
          </a>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Raise a ticket"
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="raise-ticket-form" busy={busy}>
            Raise ticket
          </Button>
        </>
      }
    >
      <form id="raise-ticket-form" ref={form} noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormError message={formError} />
        </div>
        <SelectField
          label="Category"
          required
          placeholder={categories.isLoading ? 'Loading…' : 'Select…'}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.target.value);
            setSubCategoryId('');
            setAttributes({});
          }}
          error={errors.category}
        />
        <SelectField
          label="Sub-category"
          required
          placeholder="Select…"
          disabled={!category}
          options={(category?.subCategories ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={subCategoryId}
          onChange={(e) => {
            setSubCategoryId(e.target.value);
            setAttributes({});
          }}
          error={errors.subCategory}
        />
        <div className="sm:col-span-2">
          <TextField label="Summary" required value={summary} onChange={(e) => setSummary(e.target.value)} error={errors.summary} maxLength={255} />
        </div>
        {subCategory?.attributes.map((attribute) => (
          <TextField
            key={attribute.id}
            label={attribute.name}
            required={attribute.required}
            value={attributes[attribute.id] ?? ''}
            onChange={(e) => setAttributes((a) => ({ ...a, [attribute.id]: e.target.value }))}
            error={errors[`attribute.${attribute.id}`]}
            maxLength={1000}
          />
        ))}
        <div className="sm:col-span-2">
          <TextAreaField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={5000} />
        </div>
      </form>
    </Dialog>
  );
}
