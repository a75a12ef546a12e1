import { useEffect, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNoticeHost } from './notice-host';
import type { Notice, NoticeKind, SnackbarStore } from './snackbar-store';

const KIND_STYLE: Record<NoticeKind, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  warning: 'border-l-amber-500',
  info: 'border-l-sky-600',
};

const KIND_LABEL: Record<NoticeKind, string> = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Information' };

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

/**
 * Where notices appear: bottom of the screen on a phone, bottom-left on a desktop; while a dialog is open,
 * inside it above its buttons (notice-host.tsx), never over them, and held there until it closes. Two live regions that are always present, so
 * screen readers announce each notice: errors and warnings assertively, the rest politely.
 */
export function SnackbarViewport({ store }: { store: SnackbarStore }) {
  const notices = useSyncExternalStore(store.subscribe, store.getNotices, store.getNotices);
  const urgent = notices.filter((n) => n.kind === 'error' || n.kind === 'warning');
  const polite = notices.filter((n) => n.kind === 'success' || n.kind === 'info');
  const host = useNoticeHost();
  // In a dialog, notices sit in its flow above its buttons: none leaves on a timer while it is open, so the buttons
  // never move by themselves (a tap about to land would miss). They leave when dismissed, or on their own time
  // once the dialog has closed.
  useEffect(() => store.hold(host !== null), [host, store]);
  const regions = (
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
  if (host) return createPortal(<div className={notices.length > 0 ? 'flex flex-col gap-2 border-t border-slate-200 px-4 py-2' : 'contents'}>{regions}</div>, host);
  return (
    <div className="pointer-events-none fixed inset-x-2 bottom-2 z-50 flex flex-col gap-2 pb-[env(safe-area-inset-bottom)] sm:right-auto sm:bottom-4 sm:left-4 sm:w-96">
      {regions}
    </div>
  );
}
