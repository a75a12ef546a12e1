// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { ContactFormDialog } from './contact-form-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answer to the save, at the network edge. */
function serverAnswers(status: number, msg: string) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ error: { msg } }), { status, headers: { 'content-type': 'application/json' } })));
}

async function saveValidContact() {
  render(
    <SnackbarProvider>
      <ContactFormDialog accountId={7} onClose={() => undefined} onSaved={async () => undefined} />
    </SnackbarProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('Contact type'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
  return dialog;
}

describe('contact form, when the server refuses the save (spec 000 §5)', () => {
  it.each([400, 401])('shows a %i answer inline on the contact form', async (status) => {
    serverAnswers(status, 'Invalid ID selected in dropdown field');
    const dialog = await saveValidContact();
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Invalid ID selected in dropdown field'));
    expect(document.querySelector('[data-notice-kind]')).toBeNull();
  });

  it.each([409, 500])('shows a %i answer as the general error notice, not on the form', async (status) => {
    serverAnswers(status, 'This account is Inactive or Merged and can no longer be edited.');
    const dialog = await saveValidContact();
    await waitFor(() => expect(document.querySelector('[data-notice-kind="error"]')?.textContent).toContain('This account is Inactive or Merged and can no longer be edited.'));
    // The notice shows in the dialog's notice place (above its buttons, ui/snackbar/notice-host.tsx); the form itself shows no message.
    const formMessages = [...dialog.querySelectorAll('[role="alert"]')].filter((alert) => !alert.closest('[data-notice-host]'));
    expect(formMessages).toEqual([]);
  });

  it('refuses a phone that is not 10 digits before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <SnackbarProvider>
        <ContactFormDialog accountId={7} onClose={() => undefined} onSaved={async () => undefined} />
      </SnackbarProvider>,
    );
    await screen.findByRole('dialog', { name: 'Add contact' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Phone number must be exactly 10 digits.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy(); // contact type
    expect(fetch).not.toHaveBeenCalled();
  });
});
