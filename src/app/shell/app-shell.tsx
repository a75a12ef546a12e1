import { startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useSession } from '../lib/session/use-session';
import type { UserDetails } from '../lib/session/user-details';
import { LoadingFallback } from '../ui/status/loading-fallback';
import { NavDrawer } from './nav-drawer';
import { NavLinks } from './nav-links';
import { expectOfflineSession } from '../lib/offline/session/session-expected';
import { browserSaysOffline } from '../lib/browser';
import { copyLikelyReady } from '../lib/offline/device/copy-ready-hint';
import { useMediaQuery } from '../lib/use-media-query';
import { PrimeProgressBar, type PrimeBarStatus } from '../ui/status/prime-progress-bar';
import { LazyOfflineShellRuntime } from './shell-sync-lazy';
import { TopBar } from './top-bar';
import { useNavGroups } from './use-nav-groups';
import { useSessionGuard } from './use-session-guard';
import { useShellBrand } from './use-shell-brand';
import { useOwnerCrmAnalytics } from '../lib/analytics/use-owner-crm-analytics';
import { session } from '../lib/session/session';
import { startOfflineRuntimeEarly } from './start-offline-early';
import { useGoToShortcut } from './use-go-to-shortcut';
import { useRecentRecords } from './recent-records';
import { shellPart } from './shell-part';

// "Go to screen" loads the first time it is asked for: out of the sign-in and home budget.
const LazyGoToScreen = shellPart(() => import('./go-to-screen').then((m) => m.GoToScreen));

// This chunk loads once the signed-in layout's guard knows the user (from the device when offline), beside the first
// screen's chunk: the device copy starts opening now, not after the shell has rendered (instant offline start).
const known = session.getState();
if (known.status === 'signedIn') startOfflineRuntimeEarly(known.user);

/** The first download's bar before the offline code has loaded: nothing downloaded, nothing running yet. */
const NOT_STARTED: PrimeBarStatus = { priming: null, primed: false };

/** The signed-in layout; while a lapsed session sends the user to sign in, it shows only a loading state. */
export function AppShell() {
  const state = useSession();
  useSessionGuard();
  if (state.status !== 'signedIn') return <LoadingFallback />;
  return <ShellFrame user={state.user} offline={state.offline} />;
}

/**
 * Skip link, banner (with the sync status), the offline runtime (first download's progress, sync notices),
 * navigation (a side column on a desktop, a drawer on a phone) and the main region.
 * After each navigation focus moves to the main region, so screen readers start reading there.
 */
function ShellFrame({ user, offline }: { user: UserDetails; offline: boolean }) {
  const brand = useShellBrand();
  const groups = useNavGroups(user.capabilities);
  const [menuOpen, setMenuOpen] = useState(false);
  const [goToOpen, setGoToOpen] = useState(false);
  const openGoTo = useCallback(() => {
    setMenuOpen(false);
    setGoToOpen(true);
  }, []);
  useGoToShortcut(openGoTo);
  const main = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const previousPath = useRef(pathname);
  useOwnerCrmAnalytics(user, pathname);
  useRecentRecords(user.id, pathname);
  // Tailwind's lg breakpoint: the side column from 1024 px. Narrower, the drawer holds the links and the hidden column
  // is not drawn: its links were a share of the shell's first render on a phone, each re-rendered at every
  // navigation (issue 10). null (no matchMedia): drawn, as CSS alone would show it.
  const wide = useMediaQuery('(min-width: 64rem)');
  const keepsOfflineCopy = user.capabilities.includes('workOffline');
  // A fresh device (its copy never finished a first download) that is online downloads the user's book as soon as
  // the offline code has loaded: its progress bar shows from the shell's first paint (issue 10). Decided once.
  const [firstDownloadExpected] = useState(() => keepsOfflineCopy && !offline && !browserSaysOffline() && !copyLikelyReady(user.id));

  // Writes wait for the offline session while its runtime loads (session-expected.ts), rather than call the server.
  useEffect(() => {
    expectOfflineSession(keepsOfflineCopy ? user.id : null);
    return () => expectOfflineSession(null);
  }, [keepsOfflineCopy, user.id]);

  useEffect(() => {
    if (pathname !== previousPath.current) main.current?.focus({ preventScroll: true });
    previousPath.current = pathname;
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main-content" className="sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to main content
      </a>
      <TopBar productName={brand.name} user={user} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} onGoTo={openGoTo} />
      {/* The offline copy is for users who work a book; whole-brand users (managers, admins...) work online. */}
      {keepsOfflineCopy && (
        <Suspense fallback={<PrimeProgressBar status={NOT_STARTED} awaitingFirstDownload={firstDownloadExpected} />}>
          <LazyOfflineShellRuntime user={user} offline={offline} firstDownloadExpected={firstDownloadExpected} />
        </Suspense>
      )}
      <div className="flex flex-1">
        {wide !== false && (
          <nav aria-label="Main navigation" className="hidden w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
            <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto">
              <NavLinks groups={groups} idPrefix="side-nav" />
            </div>
          </nav>
        )}
        <main id="main-content" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-3 outline-none sm:p-6">
          <AfterFirstPaint>
            <Outlet />
          </AfterFirstPaint>
        </main>
      </div>
      <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} groups={groups} title={brand.name} />
      {goToOpen && (
        <Suspense fallback={null}>
          <LazyGoToScreen groups={groups} userId={user.id} onClose={() => setGoToOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The first screen's content is drawn in a transition after the shell's first commit: React renders it in slices
 * between the browser's other work, not in the same task as the shell (one task of about 280 ms on a phone profile
 * at 4x CPU slowdown, issue 10). Later navigations draw their pages as before: this stays mounted.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
