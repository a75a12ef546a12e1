import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import type { UserDetails } from '../lib/session/user-details';
import { useOnline } from '../lib/offline/session/use-online';
import { SyncStatusLink } from '../ui/status/sync-status-link';
import { CONNECTING_STATUS, LazySyncStatusIndicator } from './shell-sync-lazy';
import { UserMenu } from './user-menu';
import { shellPart } from './shell-part';

// The bell loads after the first screen (its own chunk), out of the sign-in and home budget; offline before it
// arrived, it is left out until the browser is back online (shell-part.tsx), never the screen with it.
const LazyNotificationBell = shellPart(() => import('../areas/notifications/components/notification-bell').then((m) => m.NotificationBell));

/** The banner: menu button (phones and tablets), the brand's name, "Go to screen", the sync status, the notifications bell and the user menu. */
export function TopBar({ productName, user, onOpenMenu, menuOpen, onGoTo }: { productName: string; user: UserDetails; onOpenMenu: () => void; menuOpen: boolean; onGoTo: () => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 bg-brand px-2 text-white shadow sm:px-4">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-expanded={menuOpen}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-white/15 lg:hidden focus-visible:outline-white"
        aria-label="Open menu"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Link to="/home" className="min-w-0 truncate rounded-md px-1 py-3 text-base leading-5 font-semibold sm:text-lg focus-visible:outline-white">
        {productName}
      </Link>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <button
          type="button"
          onClick={onGoTo}
          aria-keyshortcuts="Control+K Meta+K /"
          title="Go to screen (Ctrl+K or /)"
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 hover:bg-white/15 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <span className="sr-only sm:not-sr-only sm:text-sm">Go to screen</span>
        </button>
        {user.capabilities.includes('workOffline') && (
          <Suspense fallback={<SyncStatusFromBrowser />}>
            <LazySyncStatusIndicator />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <LazyNotificationBell userId={user.id} />
        </Suspense>
        <UserMenu user={user} />
      </div>
    </header>
  );
}

/** Until the sync engine's chunk loads: the browser's word only (Offline, or connecting), never an unproven Online. */
function SyncStatusFromBrowser() {
  const online = useOnline();
  return <SyncStatusLink state={online ? CONNECTING_STATUS : 'Offline'} tone="offline" synced="" />;
}
