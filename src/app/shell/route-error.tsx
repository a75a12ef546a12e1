import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiFailure } from '../lib/api/api-failure';
import { AccessDeniedError } from '../lib/session/require-screen';
import { Button } from '../ui/button';

/**
 * A page's code that could not be fetched (the browser's words for a failed dynamic import, as the router's own
 * reload-once check reads them: isModuleNotFoundError in @tanstack/router-core, which @tanstack/react-router does not
 * export). Offline, that is a desk page this device has not opened yet: the service worker precaches only the shell
 * and the field pages (sw/precache-scope.ts) and keeps the others when first opened.
 */
function isPageCodeMissing(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(message);
}

/** A screen that failed to load says why and offers to try again; nothing is shown broken. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof AccessDeniedError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">No access</h1>
        <p className="mt-2 text-slate-600">{error.message}</p>
      </div>
    );
  }
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const [heading, detail] =
    isPageCodeMissing(error) && offline
      ? ['This page is not saved on this device yet', 'It opens offline once it has been opened online. Your accounts, opportunities and queued work are on this device.']
      : isApiFailure(error) && error.noResponse
        ? ['You appear to be offline', 'Check your connection and try again.']
        : ['This page could not be loaded', error instanceof Error ? error.message : String(error)];
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{heading}</h1>
      <p className="text-slate-600">{detail}</p>
      <Button
        onClick={() => {
          // A browser may keep a failed import of a module as failed (the module map): a fresh page fetches it again.
          if (isPageCodeMissing(error)) {
            window.location.reload();
            return;
          }
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </div>
  );
}
