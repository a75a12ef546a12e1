// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellPart } from './shell-part';

afterEach(cleanup);

function Bell({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('a shell part loaded on demand', () => {
  it('leaves the screen standing when its chunk fails to load, and loads it when the browser is back online', async () => {
    const load = vi.fn<() => Promise<typeof Bell>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Bell);
    const Part = shellPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Opportunity search</h1>
        <Suspense fallback={null}>
          <Part label="Notifications" />
        </Suspense>
      </main>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    // The screen is still there; the part is not (no error screen in its place).
    expect(screen.getByRole('heading', { name: 'Opportunity search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when the chunk arrives', async () => {
    const load = vi.fn(async () => Bell);
    const Part = shellPart(load);
    render(
      <Suspense fallback={null}>
        <Part label="Go to screen" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Go to screen' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
