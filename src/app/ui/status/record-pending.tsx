import { isApiFailure } from '../../lib/api/api-failure';
import { EmptyState } from './empty-state';
import { LoadingFallback } from './loading-fallback';

export type RecordPendingProps = {
  /** The record's load failure (a resource's `error`); null while it loads. */
  error: Error | null;
  /** The record's word ('payment'): "Payment not found", "There is no payment #12 in your scope." */
  record: string;
  id: number;
  loading: string;
  /** What could not be loaded, when it is not the record ('assignment page'). */
  what?: string;
  /** A retry, with the failure's reason, where the page offers one. */
  onRetry?: () => void;
};

/**
 * A record's page until its record is on screen: loading, else why not: there is none of that id in the user's
 * scope (404), or it could not be loaded.
 */
export function RecordPending({ error, record, id, loading, what = record, onRetry }: RecordPendingProps) {
  if (error === null) return <LoadingFallback label={loading} />;
  if (isApiFailure(error) && error.status === 404) {
    return <EmptyState title={`${record.charAt(0).toUpperCase()}${record.slice(1)} not found`}>{`There is no ${record} #${id} in your scope.`}</EmptyState>;
  }
  return (
    <EmptyState
      title={`The ${what} could not be loaded`}
      action={
        onRetry && (
          <button type="button" className="underline" onClick={onRetry}>
            Try again
          </button>
        )
      }
    >
      {onRetry && isApiFailure(error) ? error.noticeMessage : null}
    </EmptyState>
  );
}
