import { useEffect, useState, type ReactNode } from 'react';
import { onApiFailure } from '../../lib/api/api-failure-events';
import { SnackbarContext } from './snackbar-context';
import { createSnackbarStore } from './snackbar-store';
import { SnackbarViewport } from './snackbar-viewport';
import { notifyWith } from './use-notify';

/**
 * Holds the notices and shows them. Every failed API call raises its notice here (spec 000 §8 rule 4),
 * unless the caller said it shows the error itself; it belongs to the dialog open when it failed (the dialog's own
 * call, as a call made from the page cannot run while a modal dialog covers it), or to the page.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSnackbarStore);

  useEffect(() => {
    return onApiFailure(({ failure, notify: shouldNotify, method }) => {
      // A read that fails for want of a network while the device is offline is no news: the status bar says the
      // device is offline, and the section that asked says what it cannot show. Writes still say what happened.
      if (failure.noResponse && method === 'GET' && !navigator.onLine) return;
      if (shouldNotify) notifyWith(store).error(failure.noticeMessage);
    });
  }, [store]);

  return (
    <SnackbarContext.Provider value={store}>
      {children}
      <SnackbarViewport store={store} />
    </SnackbarContext.Provider>
  );
}
