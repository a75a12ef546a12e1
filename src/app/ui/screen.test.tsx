// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Screen } from './screen';

vi.mock('../lib/session/use-session', () => ({ useSignedInUser: () => ({ domainId: 5, capabilities: [] }) }));

afterEach(cleanup);

async function renderInRouter(node: ReactNode) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => node }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

describe('Screen', () => {
  it('names the tab and heads the screen, with the offline line of an online-only screen and its way back', async () => {
    const heading = await renderInRouter(
      <Screen width="lg" title="Microsite #7" description="A slot" back={{ to: '/microsite', label: 'Microsites' }}>
        <p>Body</p>
      </Screen>,
    );
    expect(heading.textContent).toBe('Microsite #7');
    expect(document.title).toMatch(/^Microsite #7 · /);
    expect(screen.getByText('A slot')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Microsites' }).getAttribute('href')).toBe('/microsite');
    expect(screen.getAllByRole('status').length).toBe(1);
    expect(screen.getByText('Body')).toBeTruthy();
  });

  it('takes a tab title of its own, and leaves the offline line out of a screen that works offline', async () => {
    await renderInRouter(<Screen width="md" title="Create audience maximizer slot" tabTitle="Create slot" onlineOnly={false} />);
    expect(document.title).toMatch(/^Create slot · /);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
