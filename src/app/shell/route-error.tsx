import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiFailure } from '../lib/api/api-failure';
import { AccessDeniedError } from '../lib/session/require-capability';
import { Button } from '../ui/button';

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
  const offline = isApiFailure(error) && error.noResponse;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{offline ? 'You appear to be offline' : 'This page could not be loaded'}</h1>
      <p className="text-slate-600">{offline ? 'Check your connection and try again.' : error instanceof Error ? error.message : String(error)}</p>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </div>
  );
}
