import { isApiFailure } from '../lib/api/api-failure';
import { Button } from './button';

/** A section that could not load says so, with the reason and a way to try again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const offline = isApiFailure(error) && error.noResponse;
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{offline ? `The ${what} cannot be loaded while you are offline.` : `The ${what} could not be loaded: ${error.message}`}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
