// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuggestAnswer } from '../../../domain/pickers/suggest';

const get = vi.fn<(path: string, options: { query: Record<string, unknown>; signal?: AbortSignal }) => Promise<SuggestAnswer>>();
// The picker calls the endpoint table's client (lib/api/call.ts), which asks the api client's request.
vi.mock('../../lib/api/api', () => ({ api: { request: (_method: string, path: string, options: { query: Record<string, unknown>; signal?: AbortSignal }) => get(path, options) } }));

const { RecordIdListField, RecordMultiPicker, RecordPicker } = await import('./record-picker');

const DESIGNATIONS = [
  { id: '39', name: 'STM (39)', detail: null },
  { id: '38', name: 'TM (38)', detail: null },
];

function answer(path: string, options: { query: Record<string, unknown> }): Promise<SuggestAnswer> {
  const ids = typeof options.query.ids === 'string' ? options.query.ids.split(',') : null;
  if (ids) return Promise.resolve({ results: DESIGNATIONS.filter((d) => ids.includes(d.id)) });
  const q = String(options.query.q ?? '').toLowerCase();
  return Promise.resolve({ results: DESIGNATIONS.filter((d) => d.name.toLowerCase().includes(q)) });
}

function Form({ initial = '', multi = false, onValue }: { initial?: string; multi?: boolean; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const bind = { value, onChange: (e: { target: { value: string } }) => (setValue(e.target.value), onValue?.(e.target.value)), error: undefined };
  return multi ? <RecordMultiPicker kind="designation" label="Designations" {...bind} /> : <RecordPicker kind="designation" label="Designation" {...bind} />;
}

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('record picker (issue 51)', () => {
  it('asks once typing pauses (300 ms), moves with the arrows, picks with Enter: shows the name, stores the id', async () => {
    get.mockImplementation(answer);
    const values: string[] = [];
    render(<Form onValue={(v) => values.push(v)} />);
    const box = screen.getByRole('combobox', { name: 'Designation' });
    vi.useFakeTimers();
    for (const text of ['t', 'tm']) fireEvent.change(box, { target: { value: text } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(get).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    // The last text only: one request, for 'tm'.
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![0]).toBe('/sapna/v1/suggest/designation');
    expect(get.mock.calls[0]![1].query.q).toBe('tm');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const first = screen.getAllByRole('option')[0]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(values).toEqual(['39']);
    expect((box as HTMLInputElement).value).toBe('STM (39)');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list and restores the chosen name; a held id is shown by its name', async () => {
    get.mockImplementation(answer);
    render(<Form initial="38" />);
    const box = screen.getByRole('combobox', { name: 'Designation' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('TM (38)'));
    expect(get.mock.calls[0]![1].query.ids).toBe('38');
    fireEvent.change(box, { target: { value: 'st' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('TM (38)');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('a multi-picker adds picks as chips (clicked or Enter) and removes them; the value is the ids joined', async () => {
    get.mockImplementation(answer);
    const values: string[] = [];
    render(<Form multi onValue={(v) => values.push(v)} />);
    const box = screen.getByRole('combobox', { name: 'Designations' });
    fireEvent.change(box, { target: { value: 'stm' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'STM (39)' }));
    fireEvent.change(box, { target: { value: 'm' } });
    // The one already chosen is not offered again.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['TM (38)']));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(values.at(-1)).toBe('39, 38');
    fireEvent.click(screen.getByRole('button', { name: 'Remove STM (39)' }));
    expect(values.at(-1)).toBe('38');
  });

  it('a pasted id list keeps what was typed, names the ids it holds (and those not found) and adds a picked record', async () => {
    get.mockImplementation(answer);
    const values: string[] = [];
    function IdList() {
      const [value, setValue] = useState('38,99');
      return <RecordIdListField kind="designation" label="Entity IDs" pickLabel="Add a designation" value={value} onChange={(e) => (setValue(e.target.value), values.push(e.target.value))} />;
    }
    render(<IdList />);
    expect((screen.getByLabelText('Entity IDs') as HTMLTextAreaElement).value).toBe('38,99');
    await waitFor(() => expect(screen.getByTestId('named-ids').textContent).toBe('TM (38) (#38). Not found: 99'));
    const box = screen.getByRole('combobox', { name: 'Add a designation' });
    fireEvent.change(box, { target: { value: 'm' } });
    // The ids listed are not offered again.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['STM (39)']));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(values.at(-1)).toBe('38,99, 39');
    await waitFor(() => expect(screen.getByTestId('named-ids').textContent).toBe('TM (38) (#38), STM (39) (#39). Not found: 99'));
  });
});
