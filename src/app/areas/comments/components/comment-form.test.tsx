// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider';
import { CommentForm } from './comment-form';

afterEach(cleanup);

function renderForm(area: 'general' | 'owner') {
  render(
    <SnackbarProvider>
      <CommentForm entityTypeId={1} entityId={7} area={area} onAdded={() => undefined} />
    </SnackbarProvider>,
  );
  return screen.getByLabelText('Activity type') as HTMLSelectElement;
}

describe('comment form', () => {
  it('offers Email, Call, Dropin and Meeting in the general area', () => {
    const select = renderForm('general');
    expect([...select.options].map((o) => o.text)).toEqual(['Select…', 'Email', 'Call', 'Dropin', 'Meeting']);
    expect(select.value).toBe('');
  });

  it('offers Call only in the owner area, already chosen', () => {
    const select = renderForm('owner');
    expect([...select.options].map((o) => o.text)).toEqual(['Call']);
    expect(select.value).toBe('Call');
  });

  it('asks for the activity type and the text before posting, next to each field', async () => {
    renderForm('general');
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    // The form checks on submit, asynchronously (react-hook-form).
    await waitFor(() => expect(screen.getByLabelText('Activity type').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    // 'When did it happen?' is optional: empty means now.
    expect(screen.getByLabelText('When did it happen?').getAttribute('aria-invalid')).toBeNull();
  });
});
