import { useSave } from '../../../lib/forms/use-save';
import { accountEndpoints } from '../../../../domain/accounts/accounts.endpoints';
import { call } from '../../../lib/api/call';

/**
 * The do-not-disturb mark: a switch for users who may write, plain text for the others. A customer's
 * request not to be called is honoured whatever the account's status, as the server allows.
 */
export function DndToggle({ accountId, dndMarked, canChange, onChanged }: { accountId: number; dndMarked: boolean; canChange: boolean; onChanged: () => Promise<void> }) {
  // The API client has shown a failure's notice.
  const saving = useSave({ onSaved: onChanged, failure: { notice: 'announced' } });
  const busy = saving.busy;

  if (!canChange) {
    return <p className="text-sm text-slate-800">Do not disturb: {dndMarked ? 'On' : 'Off'}</p>;
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dndMarked}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void saving.run(() => call(accountEndpoints.markDnd, { query: { accountId, dndMarked: String(!dndMarked) } }))}
      className="inline-flex min-h-11 items-center gap-3 rounded-md text-sm text-slate-900 disabled:opacity-60 sm:min-h-8"
    >
      <span aria-hidden="true" className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${dndMarked ? 'bg-red-700' : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${dndMarked ? 'translate-x-5' : 'translate-x-0.5'}`} />
      </span>
      Do not disturb
      <span aria-hidden="true" className="text-slate-600">{busy ? 'Saving…' : dndMarked ? 'On' : 'Off'}</span>
    </button>
  );
}
