import { useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNoticeHosts } from './notice-host';
import type { Notice, NoticeKind, SnackbarStore } from './snackbar-store';

const KIND_STYLE: Record<NoticeKind, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  warning: 'border-l-amber-500',
  info: 'border-l-sky-600',
};

const KIND_LABEL: Record<NoticeKind, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

function NoticeCard({ notice, store }: { notice: Notice; store: SnackbarStore }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') store.dismiss(notice.id);
  };
  return (
    <div
      className={`pointer-events-auto flex items-start gap-2 rounded-md border border-l-4 border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg ${KIND_STYLE[notice.kind]}`}
      onMouseEnter={() => store.pause(notice.id)}
      onMouseLeave={() => store.resume(notice.id)}
      onFocus={() => store.pause(notice.id)}
      onBlur={() => store.resume(notice.id)}
      onKeyDown={onKeyDown}
      data-notice-kind={notice.kind}
    >
      <p className="flex-1 py-1.5 break-words">
        <span className="sr-only">{KIND_LABEL[notice.kind]}: </span>
        {notice.message}
      </p>
      <button
        type="button"
        className="-my-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded text-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 sm:min-h-9 sm:min-w-9"
        onClick={() => store.dismiss(notice.id)}
        aria-label={`Dismiss: ${notice.message}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function Regions({ notices, store }: { notices: readonly Notice[]; store: SnackbarStore }) {
  const urgent = notices.filter((n) => n.kind === 'error' || n.kind === 'warning');
  const polite = notices.filter((n) => n.kind === 'success' || n.kind === 'info');
  return (
    <>
      <div aria-live="assertive" aria-relevant="additions" className="flex flex-col gap-2" role="alert" aria-atomic="false">
        {urgent.map((n) => (
          <NoticeCard key={n.id} notice={n} store={store} />
        ))}
      </div>
      <div aria-live="polite" aria-relevant="additions" className="flex flex-col gap-2" role="status" aria-atomic="false">
        {polite.map((n) => (
          <NoticeCard key={n.id} notice={n} store={store} />
        ))}
      </div>
    </>
  );
}

/**
 * Where notices appear: each in the view that raised it (notice-host.tsx). A dialog's own show inside it, above its
 * buttons, never over them; the page's show at the bottom of the screen on a phone, bottom-left on a desktop, once no
 * dialog covers the page. Every notice keeps its own time (success 4000 ms, report success 5000 ms) wherever it shows;
 * a dialog's notices still showing when it closes carry on on the page. Live regions are always present, so screen
 * readers announce each notice: errors and warnings assertively, the rest politely.
 */
export function SnackbarViewport({ store }: { store: SnackbarStore }) {
  const notices = useSyncExternalStore(store.subscribe, store.getNotices, store.getNotices);
  const hosts = useNoticeHosts();
  const open = new Set(hosts.map((h) => h.key));
  const pages = hosts.length > 0 ? [] : notices.filter((n) => n.origin === null || !open.has(n.origin));
  return (
    <>
      {hosts.map((host) => {
        const own = notices.filter((n) => n.origin === host.key);
        return createPortal(
          <div className={own.length > 0 ? 'flex flex-col gap-2 border-t border-slate-200 px-4 py-2' : 'contents'}>
            <Regions notices={own} store={store} />
          </div>,
          host.element,
          host.key,
        );
      })}
      <div className="pointer-events-none fixed inset-x-2 bottom-2 z-50 flex flex-col gap-2 pb-[env(safe-area-inset-bottom)] sm:right-auto sm:bottom-4 sm:left-4 sm:w-96">
        <Regions notices={pages} store={store} />
      </div>
    </>
  );
}
