import { ACCOUNT_CLIENT_STATUS, type AccountClientStatusId } from '../../../../domain/reference/ids';

const TONES: Record<AccountClientStatusId, string> = {
  1: 'bg-red-100 text-red-800',
  2: 'bg-sky-100 text-sky-800',
  3: 'bg-amber-100 text-amber-900',
};

/** The client status as a word (1 Hot, 2 Cold, 3 Warm); the colour only repeats what the word says. */
export function ClientStatusBadge({ clientStatusId }: { clientStatusId: number }) {
  const id = clientStatusId as AccountClientStatusId;
  const label = ACCOUNT_CLIENT_STATUS.name(clientStatusId);
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${TONES[id] ?? 'bg-slate-100 text-slate-800'}`}>{label}</span>;
}
