/**
 * Marks a row that a change queued on this device created or changed and the server has not confirmed yet
 * (SYNC.md: "Each shows at once on the record, marked as waiting to sync"). Text, not only colour.
 */
export function WaitingToSyncBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded border border-amber-300 bg-amber-50 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 ${className}`}
      title="Saved on this device; it will be sent to the server when the device is online."
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="8" cy="8" r="6.25" />
        <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
      </svg>
      Waiting to sync
    </span>
  );
}
