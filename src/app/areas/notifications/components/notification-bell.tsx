import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { RecentNotifications } from '../../../../domain/notifications/notification-schema';
import { formatDateTime } from '../../../../domain/format/date-time';
import { notificationEndpoints } from '../../../../domain/notifications/notifications.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { useOnline } from '../../../lib/offline/session/use-online';

/** The bell looks for new notifications this often while the page is open and online. */
const POLL_MS = 60_000;
const storageKey = (userId: number) => `notifications:${userId}`;

function keptList(userId: number): RecentNotifications | null {
  try {
    const text = localStorage.getItem(storageKey(userId));
    return text ? (JSON.parse(text) as RecentNotifications) : null;
  } catch {
    return null;
  }
}

/**
 * The bell in the app header: the user's recent notifications (payment approved or rejected, ERP failure for
 * finance...), unread first, each opening its record and marked read there or with "Mark all read". Offline it shows
 * the last list fetched with its time (kept on the device per user).
 */
export function NotificationBell({ userId }: { userId: number }) {
  const online = useOnline();
  const [kept] = useState<RecentNotifications | null>(() => keptList(userId));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const recent = useResource(online ? `notifications:${userId}` : null, async (signal) => {
    const answer = await call(notificationEndpoints.recent, { notify: false, signal });
    localStorage.setItem(storageKey(userId), JSON.stringify(answer));
    return answer;
  });
  // Offline or refused: the list kept on the device, with its time.
  const list = recent.data ?? kept;
  const { refresh } = recent;
  const load = useCallback(() => refresh().catch(() => undefined), [refresh]);

  useEffect(() => {
    if (!online) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [online, load]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  async function markRead(ids: number[]) {
    if (ids.length === 0) return;
    await call(notificationEndpoints.read, { query: { notificationIds: ids.join(',') } });
    await load();
  }

  const unread = list?.unreadCount ?? 0;
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => {
          if (!open && online) void load();
          setOpen((v) => !v);
        }}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} aria-label="Notifications" className="absolute right-0 z-30 mt-1 w-80 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-3 text-slate-900 shadow-lg">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                disabled={!online}
                className="text-sm text-brand underline disabled:text-slate-400"
                onClick={() => void markRead((list?.results ?? []).filter((n) => !n.readAt).map((n) => n.id))}
              >
                Mark all read
              </button>
            )}
          </div>
          {list && (!online || list.fetchedAt) && <p className="text-xs text-slate-500">{online ? 'Updated' : 'Offline: as of'} {formatDateTime(list.fetchedAt)}</p>}
          {!list && <p className="mt-2 text-sm text-slate-600">{online ? 'Loading…' : 'No notifications kept on this device.'}</p>}
          {list && list.results.length === 0 && <p className="mt-2 text-sm text-slate-600">No notifications yet.</p>}
          <ul className="mt-2 flex max-h-96 flex-col divide-y divide-slate-100 overflow-auto">
            {(list?.results ?? []).map((n) => (
              <li key={n.id} className={`py-2 text-sm ${n.readAt ? 'text-slate-600' : 'font-medium'}`} aria-label={`${n.title}${n.readAt ? '' : ' (unread)'}`}>
                <p>{n.link ? <Link to={n.link} className="underline" onClick={() => { setOpen(false); if (!n.readAt) void markRead([n.id]); }}>{n.title}</Link> : n.title}</p>
                <p className="text-xs font-normal text-slate-600">{n.body}</p>
                <div className="flex items-center justify-between text-xs font-normal text-slate-500">
                  <span>{formatDateTime(n.createdAt)}</span>
                  {!n.readAt && (
                    <button type="button" disabled={!online} className="text-brand underline disabled:text-slate-400" onClick={() => void markRead([n.id])} aria-label={`Mark read: ${n.title}`}>
                      Mark read
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-2 border-t border-slate-100 pt-2 text-sm">
            <Link to="/notifications" className="text-brand underline" onClick={() => setOpen(false)}>
              See all
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
