import { useEffect, useState } from 'react';
import { PEOPLE_MESSAGES, agentPhonesInputSchema, reallocateInputSchema, type CompanyUser, type VirtualNumberView } from '../../../../domain/people/people';
import { ApiFailure } from '../../../lib/api/api-failure';
import { useSave } from '../../../lib/forms/use-save';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { FormError } from '../../../ui/form/form-error';
import { ONLINE_ONLY_MESSAGE } from '../../../ui/status/online-only-notice';
import { TextField } from '../../../ui/form/text-field';
import { fetchVirtualNumber, reallocateNumber, saveAgentPhones } from '../data/people-calls';
import { OnlineButton } from '../../../ui/online-button';

type Row = { phone: string; priority: string };

/** An agent's contact numbers by priority (distinct 1..n): 'Agent contact updated.'. */
export function ContactsDialog({ user, onClose, onSaved }: { user: CompanyUser; onClose: () => void; onSaved: () => Promise<void> }) {
  const online = useOnline();
  const [rows, setRows] = useState<Row[]>(() => (user.contactNumbers.length ? user.contactNumbers.map((c) => ({ phone: c.phone, priority: String(c.priority) })) : [{ phone: '', priority: '1' }]));
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSave<{ message: string }>({
    success: (answer) => answer.message,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  const set = (index: number, key: keyof Row, value: string) => setRows((list) => list.map((r, i) => (i === index ? { ...r, [key]: value } : r)));

  async function save() {
    const input = { contactNumbers: rows.filter((r) => r.phone.trim() !== '').map((r) => ({ phone: r.phone.trim(), priority: Number(r.priority) })) };
    const checked = agentPhonesInputSchema.safeParse(input);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    setProblem(null);
    const placement = await saving.run(() => saveAgentPhones(user.userId, checked.data));
    if (placement?.formError) setProblem(placement.formError);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Contact numbers of ${user.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <OnlineButton busy={saving.busy} onClick={() => void save()}>
            Save numbers
          </OnlineButton>
        </>
      }
    >
      {!online && <p className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{ONLINE_ONLY_MESSAGE}</p>}
      <FormError message={problem} />
      <div className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <div key={index} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
            <TextField label={`Number ${index + 1}`} inputMode="numeric" value={row.phone} onChange={(e) => set(index, 'phone', e.target.value)} />
            <TextField label={`Priority ${index + 1}`} inputMode="numeric" value={row.priority} onChange={(e) => set(index, 'priority', e.target.value)} />
            <Button variant="ghost" size="sm" onClick={() => setRows((list) => list.filter((_, i) => i !== index))} aria-label={`Remove number ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => setRows((list) => [...list, { phone: '', priority: String(list.length + 1) }])}>
            Add number
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** An agent's virtual number ('No virtual Number present' when none) and its reallocation (admins only). */
export function VirtualNumberDialog({ user, canReallocate, onClose }: { user: CompanyUser; canReallocate: boolean; onClose: () => void }) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'found'; number: VirtualNumberView } | { status: 'missing'; message: string }>({ status: 'loading' });
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchVirtualNumber(user.userId).then(
      (found) => live && setState({ status: 'found', number: found }),
      (error: unknown) => live && setState({ status: 'missing', message: error instanceof ApiFailure && error.status === 404 ? error.message : PEOPLE_MESSAGES.noVirtualNumber }),
    );
    return () => {
      live = false;
    };
  }, [user.userId]);
  const saving = useSave<VirtualNumberView>({
    success: (answer) => `Virtual number ${answer.virtualNumber} allocated to ${user.name}`,
    onSaved: (answer) => setState({ status: 'found', number: answer }),
  });
  async function reallocate() {
    const checked = reallocateInputSchema.safeParse({ virtualNumber: number.trim(), agentId: user.userId });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    setProblem(null);
    const placement = await saving.run(() => reallocateNumber(checked.data));
    if (placement?.formError) setProblem(placement.formError);
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Virtual number of ${user.name}`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p role="status" className="mb-3 text-sm">
        {state.status === 'loading' ? 'Loading…' : state.status === 'found' ? `Virtual number: ${state.number.virtualNumber}` : state.message}
      </p>
      {canReallocate && (
        <div className="flex flex-col gap-2">
          <FormError message={problem} />
          <div className="grid grid-cols-[1fr_auto] items-end gap-2">
            <TextField label="Virtual number to allocate" inputMode="numeric" value={number} onChange={(e) => setNumber(e.target.value)} />
            <OnlineButton busy={saving.busy} onClick={() => void reallocate()}>
              Reallocate
            </OnlineButton>
          </div>
        </div>
      )}
    </Dialog>
  );
}
