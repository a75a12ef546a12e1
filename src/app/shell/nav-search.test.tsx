// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useRouterState } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../domain/auth/capabilities';
import { ALL_NAV_ENTRIES } from '../../domain/auth/navigation';
import { GoToScreen } from './go-to-screen';
import { navGroupsFor } from './nav-groups';
import { NavLinks } from './nav-links';
import { useGoToShortcut } from './use-go-to-shortcut';
import { RECENT_RECORDS_MAX, recentRecords, rememberRecord, useRecentRecords } from './recent-records';

const USER_ID = 7;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const everyScreen = new Set(ALL_NAV_ENTRIES.map((e) => e.to));
const groupsOf = (...roles: string[]) => navGroupsFor(capabilitiesOf({ roles }), everyScreen);

function renderShell(roles: string[], initial = '/home') {
  const groups = groupsOf(...roles);
  function Shell() {
    const [open, setOpen] = useState(false);
    useGoToShortcut(() => setOpen(true));
    const path = useRouterState({ select: (s) => s.location.pathname });
    useRecentRecords(USER_ID, path);
    return (
      <>
        <p data-testid="path">{path}</p>
        <input aria-label="A field" />
        <nav aria-label="Main navigation">
          <NavLinks groups={groups} idPrefix="side" />
        </nav>
        {open && <GoToScreen groups={groups} userId={USER_ID} onClose={() => setOpen(false)} />}
        <Outlet />
      </>
    );
  }
  const root = createRootRoute({ component: Shell });
  const routes = ALL_NAV_ENTRIES.map((e) => createRoute({ getParentRoute: () => root, path: e.to, component: () => null }));
  // A record page names itself once its record has loaded, as account-page-view does.
  const account = createRoute({ getParentRoute: () => root, path: '/account/$accountId', component: AccountPage });
  function AccountPage() {
    const { accountId } = account.useParams();
    useEffect(() => {
      document.title = `Acme Builders ${accountId} · Account#${accountId} · Housing Sales Console`;
    }, [accountId]);
    return null;
  }
  const router = createRouter({ routeTree: root.addChildren([...routes, account]), history: createMemoryHistory({ initialEntries: [initial] }) });
  render(<RouterProvider router={router} />);
}

describe('go to screen', () => {
  it('opens on "/" or Ctrl+K, finds the screens the role may open and goes to the one chosen with Enter', async () => {
    renderShell(['Admin']);
    await screen.findByTestId('path');
    fireEvent.keyDown(window, { key: '/' });
    const input = await screen.findByRole('combobox', { name: 'Go to screen or record' });
    fireEvent.change(input, { target: { value: 'merge' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Merge AccountsAdministration']);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/merge-accounts'));
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const again = await screen.findByRole('combobox', { name: 'Go to screen or record' });
    fireEvent.change(again, { target: { value: 'matri' } });
    fireEvent.keyDown(again, { key: 'ArrowDown' });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/common-matrices'));
  });

  it('does not offer a field agent the screens they may not open, and "/" typed in a field stays a character', async () => {
    renderShell(['Housing Sales Agent']);
    await screen.findByTestId('path');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A field' }), { key: '/' });
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    const input = await screen.findByRole('combobox', { name: 'Go to screen or record' });
    fireEvent.change(input, { target: { value: 'user management' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No screen or recent record matches.')).toBeTruthy();
  });
});

describe('recent records in go to', () => {
  it('lists the record opened last first, by its page’s name, and Enter opens it', async () => {
    renderShell(['Housing Sales Agent'], '/account/12');
    await waitFor(() => expect(recentRecords(USER_ID)[0]).toEqual({ to: '/account/12', label: 'Acme Builders 12 · Account#12', kind: 'Account' }));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Go to screen or record' });
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Acme Builders 12 · Account#12Recent account');
    fireEvent.change(input, { target: { value: 'acme' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Acme Builders 12 · Account#12Recent account']);
    fireEvent.keyDown(input, { key: 'Escape' });
    cleanup();
    renderShell(['Housing Sales Agent'], '/my-accounts');
    await screen.findByTestId('path');
    fireEvent.keyDown(window, { key: '/' });
    const again = await screen.findByRole('combobox', { name: 'Go to screen or record' });
    fireEvent.change(again, { target: { value: 'account#12' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/account/12'));
  });

  it('keeps each record once, newest first, at most ten, per user', () => {
    for (let id = 1; id <= 12; id++) rememberRecord(USER_ID, { to: `/termsheet/${id}`, label: `Termsheet #${id}`, kind: 'Termsheet' });
    rememberRecord(USER_ID, { to: '/termsheet/5', label: 'Termsheet #5', kind: 'Termsheet' });
    const kept = recentRecords(USER_ID).map((r) => r.to);
    expect(kept).toHaveLength(RECENT_RECORDS_MAX);
    expect(kept.slice(0, 3)).toEqual(['/termsheet/5', '/termsheet/12', '/termsheet/11']);
    expect(kept).not.toContain('/termsheet/2');
    expect(recentRecords(USER_ID + 1)).toEqual([]);
  });
});

describe('menu areas', () => {
  it('folds an area from its heading and remembers it on the device', async () => {
    renderShell(['Admin']);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByRole('link', { name: 'Payments' })).toBeTruthy();
    const money = screen.getByRole('button', { name: 'Money' });
    expect(money.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.click(money));
    expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(money.getAttribute('aria-expanded')).toBe('false');
    expect(nav.textContent).toContain('My Accounts');
    cleanup();
    renderShell(['Admin']);
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Money' })));
    expect(screen.getByRole('link', { name: 'Payments' })).toBeTruthy();
  });
});
