import { useEffect } from 'react';
import { isApiFailure } from '../lib/api/api-failure';
import { Button } from './button';

/**
 * A section that could not load says so, with the reason and a way to try again. Without a network it is not an
 * error but a fact of field work: the section says it loads when the connection returns, and it does so by itself
 * (the browser's online event), so an agent offline on an opportunity page sees calm notes rather than red alerts.
 */
export function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const offline = isApiFailure(error) && error.noResponse;
  useEffect(() => {
    if (!offline) return;
    const reconnected = () => onRetry();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [offline, onRetry]);

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
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{`The ${what} could not be loaded: ${message}`}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
