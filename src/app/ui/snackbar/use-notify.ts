import { useContext, useMemo } from 'react';
import { NOTICE_DEFAULT_MESSAGES, NOTICE_DURATIONS } from './notice-defaults';
import { topNoticeHostKey } from './notice-host';
import { SnackbarContext } from './snackbar-context';
import type { SnackbarStore } from './snackbar-store';

export type Notify = {
  /** 'Action successfully completed!' unless told otherwise; leaves after 4000 ms. */
  success(message?: string): number;
  /** A report's success notice; leaves after 5000 ms. */
  reportSuccess(message: string): number;
  /** 'Something went wrong!' unless told otherwise; stays until dismissed. */
  error(message?: string): number;
  warning(message: string): number;
  info(message: string): number;
  dismiss(id: number): void;
};

/**
 * Notices, each belonging to the view that raised it: the dialog open at that moment (`origin` when given, else the
 * topmost open dialog), or the page (null).
 */
export function notifyWith(store: SnackbarStore, fixedOrigin?: string | null): Notify {
  const origin = () => (fixedOrigin === undefined ? topNoticeHostKey() : fixedOrigin);
  return {
    success: (message) => store.show('success', message || NOTICE_DEFAULT_MESSAGES.success, NOTICE_DURATIONS.success, origin()),
    reportSuccess: (message) => store.show('success', message, NOTICE_DURATIONS.reportSuccess, origin()),
    error: (message) => store.show('error', message || NOTICE_DEFAULT_MESSAGES.error, NOTICE_DURATIONS.error, origin()),
    warning: (message) => store.show('warning', message, NOTICE_DURATIONS.warning, origin()),
    info: (message) => store.show('info', message, NOTICE_DURATIONS.info, origin()),
    dismiss: (id) => store.dismiss(id),
  };
}

/** Snackbar notices from any component under SnackbarProvider; raised while a dialog is open, they are that dialog's. */
export function useNotify(): Notify {
  const store = useContext(SnackbarContext);
  if (!store) throw new Error('useNotify is used outside SnackbarProvider');
  return useMemo(() => notifyWith(store), [store]);
}
