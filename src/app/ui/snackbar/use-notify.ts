import { useContext, useMemo } from 'react';
import { NOTICE_DEFAULT_MESSAGES, NOTICE_DURATIONS } from './notice-defaults';
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

export function notifyWith(store: SnackbarStore): Notify {
  return {
    success: (message) => store.show('success', message || NOTICE_DEFAULT_MESSAGES.success, NOTICE_DURATIONS.success),
    reportSuccess: (message) => store.show('success', message, NOTICE_DURATIONS.reportSuccess),
    error: (message) => store.show('error', message || NOTICE_DEFAULT_MESSAGES.error, NOTICE_DURATIONS.error),
    warning: (message) => store.show('warning', message, NOTICE_DURATIONS.warning),
    info: (message) => store.show('info', message, NOTICE_DURATIONS.info),
    dismiss: (id) => store.dismiss(id),
  };
}

/** Snackbar notices from any component under SnackbarProvider. */
export function useNotify(): Notify {
  const store = useContext(SnackbarContext);
  if (!store) throw new Error('useNotify is used outside SnackbarProvider');
  return useMemo(() => notifyWith(store), [store]);
}
