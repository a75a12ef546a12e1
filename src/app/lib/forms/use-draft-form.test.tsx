// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form } from '../../ui/form/form';
import { TextField } from '../../ui/form/text-field';
import { SnackbarProvider } from '../../ui/snackbar/snackbar-provider';
import { useDraftForm } from './use-draft-form';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const schema = z.object({ name: z.string().min(1, 'Name is required.') });

function RegionForm({ onSaved, resetAfterSave }: { onSaved: (answer: string) => void; resetAfterSave?: boolean }) {
  const form = useDraftForm('test:region', {
    defaultValues: { name: '' },
    schema,
    save: async (input) => `saved ${input.name}`,
    success: false,
    resetAfterSave,
    onSaved,
  });
  return (
    <Form form={form} label="Region">
      <TextField label="Name" {...form.field('name')} />
      <button type="submit">Save</button>
    </Form>
  );
}

const renderForm = (props: Parameters<typeof RegionForm>[0]) =>
  render(
    <SnackbarProvider>
      <RegionForm {...props} />
    </SnackbarProvider>,
  );

describe('useDraftForm', () => {
  it('keeps what is typed and opens on it again', async () => {
    renderForm({ onSaved: () => undefined });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'West' } });
    await waitFor(() => expect(sessionStorage.getItem('draft:test:region')).toBe(JSON.stringify({ name: 'West' })));
    cleanup();
    renderForm({ onSaved: () => undefined });
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'West');
  });

  it('forgets the draft after a save, before onSaved runs, and keeps the values unless asked to reset', async () => {
    const kept: (string | null)[] = [];
    const onSaved = vi.fn(() => void kept.push(sessionStorage.getItem('draft:test:region')));
    renderForm({ onSaved });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved West'));
    expect(kept).toEqual([null]);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'West');
  });

  it('resetAfterSave: back to the defaults after the save', async () => {
    const onSaved = vi.fn();
    renderForm({ onSaved, resetAfterSave: true });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(sessionStorage.getItem('draft:test:region')).toBeNull();
  });
});
