import { useEffect, useState } from 'react';
import { AGENT_STATUSES } from '../../domain/reference/ids';
import { isApiFailure } from '../lib/api/api-failure';
import { useNotify } from './snackbar/use-notify';
import { changeAgentStatus, fetchAgentStatus } from '../lib/session/agent-status';

type Load = { status: 'loading' } | { status: 'ready'; online: boolean } | { status: 'failed' };

/** A telesales agent's online/offline switch (agents/status), on home and manual-dialing. A failed change keeps the old state. */
export function AgentStatusSwitch() {
  const notify = useNotify();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAgentStatus().then(
      (record) => live && setLoad({ status: 'ready', online: record.status === AGENT_STATUSES.ACTIVE }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  async function toggle(online: boolean) {
    setSaving(true);
    try {
      const record = await changeAgentStatus(online);
      const nowOnline = record.status === AGENT_STATUSES.ACTIVE;
      setLoad({ status: 'ready', online: nowOnline });
      notify.success();
    } catch (error) {
      // An API failure has raised its notice already; the switch stays as it was.
      if (!isApiFailure(error)) throw error;
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="agent-status-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="agent-status-heading" className="text-base font-semibold text-slate-900">
        Calling status
      </h2>
      {load.status === 'loading' && <p className="mt-2 text-sm text-slate-600">Loading…</p>}
      {load.status === 'failed' && <p className="mt-2 text-sm text-slate-600">Your status could not be loaded.</p>}
      {load.status === 'ready' && (
        <div className="mt-2 flex items-center justify-between gap-3">
          <span id="agent-status-label" className="text-sm">
            {load.online ? 'Online: you can receive calls' : 'Offline: you will not receive calls'}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={load.online}
            aria-labelledby="agent-status-heading"
            aria-describedby="agent-status-label"
            disabled={saving}
            onClick={() => void toggle(!load.online)}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full p-1 transition-colors disabled:opacity-50 ${load.online ? 'bg-green-600' : 'bg-slate-400'}`}
          >
            <span aria-hidden="true" className={`size-6 rounded-full bg-white shadow transition-transform ${load.online ? 'translate-x-6' : 'translate-x-0'}`} />
          </button>
        </div>
      )}
    </section>
  );
}
