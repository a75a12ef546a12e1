// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFieldsSchema } from '../../../domain/contacts/contact-schema';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { api } from '../../lib/api/api';
import type { SaveFailurePolicy } from '../../lib/forms/save-failure';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { blankToNull, idOrNull } from '../../lib/forms/validate-form';
import type { WriteResult } from '../../lib/offline/outbox/write-result';
import { FormDialog } from './form-dialog';
import { SelectField } from '../form/select-field';
import { SnackbarProvider } from '../snackbar/snackbar-provider';
import { TextField } from '../form/text-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Save = (fields: unknown) => Promise<unknown>;

/** The server at the network edge: answers each request with this status and body. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const postContact: Save = (fields) => api.post('/sapna/v1/contact', fields, { notify: false });

/** A form as the areas write one: the domain's contact schema, a save, a success notice. */
function ContactDialog({ save = postContact, failure, onSaved = () => undefined }: { save?: Save; failure?: SaveFailurePolicy; onSaved?: () => void }) {
  const form = useSchemaForm({
    defaultValues: { name: '', phone: '', email: '', contactTypeId: '' },
    schema: contactFieldsSchema,
    toInput: (values) => ({ ...values, email: blankToNull(values.email), contactTypeId: idOrNull(values.contactTypeId) }),
    save: (fields) => save(fields),
    success: 'New contact added!',
    onSaved,
    failure,
  });
  return (
    <FormDialog form={form} onClose={() => undefined} title="Add contact" submitLabel="Add contact">
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Phone" required {...form.field('phone')} />
      <TextField label="Email" {...form.field('email')} />
      <SelectField label="Contact type" required placeholder="Select…" options={[{ value: '1', label: 'Accounts' }]} {...form.field('contactTypeId')} />
    </FormDialog>
  );
}

function renderDialog(props: Parameters<typeof ContactDialog>[0] = {}) {
  render(
    <SnackbarProvider>
      <ContactDialog {...props} />
    </SnackbarProvider>,
  );
}

function fillValidContact() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('Contact type'), { target: { value: '1' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
const notice = (kind: 'success' | 'error') => document.querySelector(`[data-notice-kind="${kind}"]`)?.textContent ?? null;
const formAlert = () => screen.getByRole('dialog').querySelector('form [role="alert"]')?.textContent ?? null;

describe('a form (useSchemaForm in a FormDialog)', () => {
  it('shows the schema’s message at each invalid field, focuses the first one, and sends nothing', async () => {
    const fetch = serverAnswers(200, {});
    renderDialog();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98765' } });
    submit();
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Phone number must be exactly 10 digits.')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(VALIDATION_MESSAGES.required)).toHaveLength(2); // name and contact type
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is busy while the save runs: the submit button is disabled and says so, then the success notice shows', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    renderDialog({ onSaved });
    fillValidContact();
    submit();
    const button = screen.getByRole('button', { name: 'Add contact' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    answer(new Response(JSON.stringify({ id: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(notice('success')).toContain('New contact added!');
    // The busy state ends after onSaved has run (the save's finally): wait for the re-render, not the same tick.
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('saves once when submitted twice before the first save answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    renderDialog({ onSaved });
    fillValidContact();
    const form = screen.getByRole('dialog').querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form); // e.g. Enter pressed twice, before the button shows it is busy
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ id: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('shows a 400 that names a field at that field, and focuses it', async () => {
    serverAnswers(400, { error: { msg: 'Phone number must be exactly 10 digits.' }, field: 'phone' });
    renderDialog();
    fillValidContact();
    submit();
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Phone number must be exactly 10 digits.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone')));
    expect(formAlert()).toBeNull();
    expect(notice('error')).toBeNull();
  });

  it('shows a 400 that names no field at the top of the form, or at the field its message belongs to', async () => {
    serverAnswers(400, { error: { msg: 'Invalid ID selected in dropdown field' } });
    renderDialog();
    fillValidContact();
    submit();
    await waitFor(() => expect(formAlert()).toBe('Invalid ID selected in dropdown field'));
    expect(notice('error')).toBeNull();
    cleanup();

    serverAnswers(400, { error: { msg: 'Invalid ID selected in dropdown field' } });
    renderDialog({ failure: { fieldOfMessage: { 'Invalid ID selected in dropdown field': 'contactTypeId' } } });
    fillValidContact();
    submit();
    await waitFor(() => expect(screen.getByLabelText('Contact type').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid ID selected in dropdown field')).toBeTruthy();
    expect(formAlert()).toBeNull();
  });

  it('shows a server error (500) as the error notice with the server’s message, not on the form', async () => {
    serverAnswers(500, { error: { msg: 'Something went wrong!' }, api_errors: { details: 'The database is down.', display_phrase: 'Something went wrong!' } });
    const onSaved = vi.fn();
    renderDialog({ onSaved });
    fillValidContact();
    submit();
    await waitFor(() => expect(notice('error')).toContain('Something went wrong!'));
    expect(formAlert()).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add contact' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a save that got no answer as the error notice', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderDialog();
    fillValidContact();
    submit();
    await waitFor(() => expect(notice('error')).toContain('Network Error'));
    expect(formAlert()).toBeNull();
  });

  it('shows the call’s own failure text when the server says nothing, with a `fallback` notice', async () => {
    serverAnswers(503, {});
    renderDialog({ failure: { inline: [], notice: { fallback: 'Unable to add contact' } } });
    fillValidContact();
    submit();
    await waitFor(() => expect(notice('error')).toContain('Unable to add contact'));
  });

  it('says the change is saved on this device when the save was queued offline (the outbox’s answer)', async () => {
    const onSaved = vi.fn();
    const saveOffline = (): Promise<WriteResult> => Promise.resolve('saved-on-device');
    renderDialog({ save: saveOffline, onSaved });
    fillValidContact();
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved-on-device'));
    expect(notice('success')).toContain('Saved on this device. It will be sent when you are back online.');
    expect(notice('success')).not.toContain('New contact added!');
  });
});
