import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { ticketEndpointsOf } from '../../../../domain/tickets/tickets.endpoints';
import { call } from '../../../lib/api/call';
import { attributeKey, chosenOf, RAISE_TICKET_DEFAULTS, raiseTicketRules } from '../data/raise-ticket-form';
import type { TicketCreated } from '../../../../domain/tickets/ticket-answers';
import { useTicketCategories } from '../data/use-ticket-categories';

/**
 * Raise a ticket on an account or opportunity (spec 000 §3 payload; status, type and priority fixed at 1).
 * When it is created the dialog shows its key and a link to its page (the site_link's page, in this tab).
 */
export function RaiseTicketDialog({ entityTypeId, entityId, onClose, onCreated }: { entityTypeId: 1 | 3; entityId: number; onClose: () => void; onCreated: () => void }) {
  const user = useSignedInUser();
  const categories = useTicketCategories(user.domainId);
  const [created, setCreated] = useState<TicketCreated | null>(null);
  const form = useSchemaForm({
    defaultValues: RAISE_TICKET_DEFAULTS,
    schema: raiseTicketRules(categories.data),
    save: (fields) =>
      call(ticketEndpointsOf(user.domainId).create, {
        body: {
          ...fields,
          reporter_id: user.id,
          status_id: 1,
          type_id: 1,
          priority_id: 1,
          ticket_reference: { entity_type_id: entityTypeId, entity_id: entityId, link: window.location.href },
        },
        notify: false,
      }),
    onSaved: (ticket) => {
      setCreated(ticket);
      onCreated();
    },
  });
  const { category, subCategory } = chosenOf(categories.data, form.values);

  if (created) {
    return (
      <Dialog open onClose={onClose} title="Ticket raised" actions={<Button onClick={onClose}>Done</Button>}>
        <p className="text-sm text-slate-900" role="status">
          Ticket <strong>{created.key}</strong> has been raised.{' '}
          <Link to="/ticket/$ticketId" params={{ ticketId: created.id }} className="text-brand underline underline-offset-2">
            Open {created.key}
          </Link>
        </p>
      </Dialog>
    );
  }

  return (
    <FormDialog form={form} onClose={onClose} title="Raise a ticket" size="lg" submitLabel="Raise ticket" layout="grid">
      <SelectField
        label="Category"
        required
        placeholder={categories.isLoading ? 'Loading…' : 'Select…'}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.field('categoryId')}
        onChange={(e) => {
          form.setValue('categoryId', e.target.value);
          form.setValue('subCategoryId', '');
          form.setValue('attributes', {});
        }}
      />
      <SelectField
        label="Sub-category"
        required
        placeholder="Select…"
        disabled={!category}
        options={(category?.subCategories ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.field('subCategoryId')}
        onChange={(e) => {
          form.setValue('subCategoryId', e.target.value);
          form.setValue('attributes', {});
        }}
      />
      <div className="sm:col-span-2">
        <TextField label="Summary" required {...form.field('summary')} maxLength={255} />
      </div>
      {subCategory?.attributes.map((attribute) => (
        <TextField key={attribute.id} label={attribute.name} required={attribute.required} {...form.field(`attributes.${attributeKey(attribute.id)}`)} maxLength={1000} />
      ))}
      <div className="sm:col-span-2">
        <TextAreaField label="Description" {...form.field('description')} maxLength={5000} />
      </div>
    </FormDialog>
  );
}
