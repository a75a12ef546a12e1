import { LoadFailed } from './load-failed';
import { LoadingFallback } from './loading-fallback';

type LoadedResource = { data: unknown; error: unknown; isLoading: boolean; refresh: () => Promise<unknown> };

/** The states of what a screen loads: its failure with a retry (above data still on screen), and the spinner until data comes. */
export function LoadStates({ resource, what, loading }: { resource: LoadedResource; what: string; loading: string }) {
  return (
    <>
      {Boolean(resource.error) && <LoadFailed what={what} error={resource.error} onRetry={() => void resource.refresh()} />}
      {!resource.data && resource.isLoading && <LoadingFallback label={loading} />}
    </>
  );
}
