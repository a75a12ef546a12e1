import { useEffect } from 'react';
import { isApiFailure } from '../../lib/api/api-failure';
import { Button } from '../button';

/**
 * A section that could not load says so, with the reason and a way to try again. Without a network it is not an
 * error but a fact of field work: the section says it loads when the connection returns, and it does so by itself
 * (the browser's online event), so an agent offline on an opportunity page sees calm notes rather than red alerts.
 * `kept`: the rows last loaded are still on screen (a list's refresh failed): a one-line notice that leaves them be.
 * `message`: the spec's words for the failure, in place of "The {what} could not be loaded: {reason}".
 */
export function LoadFailed({ what, error, onRetry, kept = false, message: specMessage }: { what: string; error: unknown; onRetry: () => void; kept?: boolean; message?: string | undefined }) {
  const offline = isApiFailure(error) && error.noResponse;
  useEffect(() => {
    if (!offline) return;
    const reconnected = () => onRetry();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [offline, onRetry]);

  if (kept) {
    // The rows last loaded stay on screen (a list refreshed or re-searched): one calm line above them, not a block.
    const message = offline
      ? `You are offline: these ${what} are the ones last loaded. They refresh by themselves when you are back online.`
      : `${specMessage ?? `The ${what} could not be refreshed: ${error instanceof Error ? error.message : String(error)}.`} These are the ones last loaded.`;
    return (
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <p>{message}</p>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (offline) {
    return (
      <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>{`The ${what} cannot be loaded while you are offline. This section loads by itself when you are back online.`}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const message = specMessage ?? `The ${what} could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
