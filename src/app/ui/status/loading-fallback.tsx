import { Spinner } from './spinner';

/** What a screen shows while it loads (spec 000 §1): a spinner and 'Loading…', announced politely. */
export function LoadingFallback({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-40 items-center justify-center gap-3 p-6 text-slate-600">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
