import { useEffect, useState } from 'react';
import { ROLES } from '../../../../domain/auth/roles';
import { CALLING_MESSAGES, CALL_OUTCOME_IDS, CALL_STATE, dialInputSchema, type CallView, type CaseView, type QueueKind } from '../../../../domain/calling/calling';
import { callStatusName } from '../../../../domain/comments/call-statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { failureText } from '../../../lib/api/failure-text';
import { notifySaved, type WriteResult } from '../../../lib/offline/outbox/write-result';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { AgentStatusSwitch } from '../../../ui/agent-status-switch';
import { Button } from '../../../ui/button';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextField } from '../../../ui/form/text-field';
import { dialCase, fetchCall, pullCase, shareLink, sharePackage, useCallingQueue, usePackagePrices } from '../data/calling-api';
import { recordCallOutcome, syncQueuedOutcomes } from '../data/record-call-outcome';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

const KIND_LABELS: Record<QueueKind, string> = { owner: 'Owner queue', tenant: 'Tenant queue' };
/** The call's state in the domain's words; a call still being placed reads 'Dialling…' here, where the agent waits on it. */
const callStateText = (status: CallView['status']) => (status === 'initiated' ? 'Dialling…' : CALL_STATE.names[status]);
/** How often the live status is asked while a call runs. */
const POLL_MS = 1000;
/** Our text (the spec has none): what still works on this screen with no signal. */
export const OFFLINE_OUTCOME_MESSAGE = 'A call outcome you log now is kept on this device and sent when you are back online.';

/**
 * `manual-dialing` (telesales agents): the agent's owner or tenant calling queue; pull the next case, dial its
 * contact or a typed 10-digit number through the telephony provider, watch the call's status, and log its outcome
 * once as a Call comment (auto-filled from the provider's final event). Numbers are shown in full here only.
 */
export function ManualDialingPage() {
  const user = useSignedInUser();
  const [kind, setKind] = useState<QueueKind>(user.roles.includes(ROLES.TENANT_MONETIZATION_AGENT.name) ? 'tenant' : 'owner');
  const queue = useCallingQueue(kind);
  const online = useOnline();
  const notify = useNotify();
  const [pulling, setPulling] = useState(false);
  const [pullProblem, setPullProblem] = useState<string | null>(null);
  const [lastLogged, setLastLogged] = useState<{ text: string; result: WriteResult } | null>(null);
  // Outcomes queued on this device: once a sync has sent them, the queue is read again (closed cases leave it).
  const [queuedOutcomes, setQueuedOutcomes] = useState(0);
  const keepsOfflineCopy = user.capabilities.includes('workOffline');
  const { refresh } = queue;
  useEffect(() => {
    if (!online || queuedOutcomes === 0) return;
    let live = true;
    void syncQueuedOutcomes()
      .catch(() => undefined)
      .then(async () => {
        if (!live) return;
        setQueuedOutcomes(0);
        await refresh();
      });
    return () => {
      live = false;
    };
  }, [online, queuedOutcomes, refresh]);

  async function pull() {
    setPulling(true);
    setPullProblem(null);
    try {
      const answer = await pullCase(kind);
      notify.success(`${answer.message}: #${answer.case.id}`);
      await queue.refresh();
    } catch (error) {
      setPullProblem(failureText(error, CALLING_MESSAGES.emptyQueue));
    } finally {
      setPulling(false);
    }
  }

  return (
    <Screen width="lg" title="Manual Dialing" description="Pull a case from your calling queue, call the customer and log the outcome.">
      {!online && keepsOfflineCopy && <p className="text-sm text-slate-700">{OFFLINE_OUTCOME_MESSAGE}</p>}
      {/* Online or offline for calls (agents/status): what the live view shows supervisors. */}
      <AgentStatusSwitch />
      <SectionPanel
        title={KIND_LABELS[kind]}
        actions={
          <OnlineButton onClick={() => void pull()} busy={pulling}>
            Pull next case
          </OnlineButton>
        }
      >
        <div className="flex flex-wrap items-end gap-4">
          <SelectField
            label="Queue"
            value={kind}
            onChange={(e) => {
              setPullProblem(null);
              setKind(e.target.value === 'tenant' ? 'tenant' : 'owner');
            }}
            options={[
              { value: 'owner', label: 'Owner' },
              { value: 'tenant', label: 'Tenant' },
            ]}
          />
          {queue.data && (
            <p className="text-sm text-slate-700">
              <span className="font-semibold">{queue.data.available}</span> cases waiting{queue.data.prioritisedPull ? ' · prioritised cases first' : ''}
            </p>
          )}
        </div>
        {pullProblem && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {pullProblem}
          </p>
        )}
      </SectionPanel>
      <LoadStates resource={queue} what="the calling queue" loading="Loading the calling queue…" />
      {queue.data && queue.data.mine.length === 0 && <p className="text-sm text-slate-600">No cases in progress. Pull the next case to start calling.</p>}
      {lastLogged && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {lastLogged.result === 'sent'
            ? `Logged as a Call comment: ${lastLogged.text}`
            : `Saved on this device as a Call comment: ${lastLogged.text}. It will be sent when you are back online.`}
        </p>
      )}
      {queue.data?.mine.map((c) => (
        <CaseCard
          key={c.id}
          item={c}
          keepsOfflineCopy={keepsOfflineCopy}
          onLogged={async (text, result) => {
            setLastLogged({ text, result });
            // Sent: a closed case leaves the list now; queued: once a sync has sent it.
            if (result === 'sent') await queue.refresh();
            else setQueuedOutcomes((n) => n + 1);
          }}
        />
      ))}
    </Screen>
  );
}

type Logged = (commentText: string, result: WriteResult) => Promise<void>;

function CaseCard({ item, keepsOfflineCopy, onLogged }: { item: CaseView; keepsOfflineCopy: boolean; onLogged: Logged }) {
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [dialing, setDialing] = useState(false);
  const [call, setCall] = useState<CallView | null>(null);

  async function dial(number?: string) {
    if (number !== undefined) {
      const checked = dialInputSchema.safeParse({ number });
      if (!checked.success) return setTypedError(checked.error.issues[0]?.message ?? null);
    }
    setTypedError(null);
    setDialing(true);
    try {
      const answer = await dialCase(item.id, number);
      notify.success(answer.message);
      setCall(answer.call);
    } catch (error) {
      notify.error(failureText(error, 'Something went wrong!'));
    } finally {
      setDialing(false);
    }
  }

  return (
    <SectionPanel title={`Case #${item.id} · ${item.accountName ?? `Account ${item.accountId}`}`}>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <Info label="Contact" value={item.contactName ?? '-'} />
        <Info label="Number" value={item.contactPhone ?? '-'} />
        <Info label="Case type" value={`${item.caseTypeId} · stage ${item.stageId} · subtype ${item.caseSubTypeId}`} />
        <Info label="Status" value={`${item.statusName}${item.prioritised ? ' · prioritised' : ''}${item.reason ? ` · ${item.reason}` : ''}`} />
      </dl>
      {!call || call.commentId !== null || call.outcomeId !== null ? (
        <div className="flex flex-wrap items-end gap-3">
          <OnlineButton onClick={() => void dial()} busy={dialing} disabled={!item.contactPhone}>
            Call contact
          </OnlineButton>
          <TextField
            label="Or dial a number"
            inputMode="numeric"
            value={typed}
            error={typedError ?? undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedError(null);
            }}
          />
          <OnlineButton variant="secondary" onClick={() => void dial(typed)} disabled={dialing || typed.trim() === ''}>
            Dial number
          </OnlineButton>
        </div>
      ) : null}
      {call && <CallPanel call={call} accountId={item.accountId} keepsOfflineCopy={keepsOfflineCopy} onCall={setCall} onLogged={onLogged} />}
      <Shares caseId={item.id} kind={item.queueKind} cityId={item.accountCityId} />
    </SectionPanel>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The live call: its status until a final event (or the no-callback timeout), then the outcome to log once. With no
 * signal an agent who keeps an offline copy may still log it (the status cannot be fetched, so the agent picks it):
 * it waits on the device and the server applies it once on sync, or refuses it there (the outbox shows why).
 */
function CallPanel({
  call,
  accountId,
  keepsOfflineCopy,
  onCall,
  onLogged,
}: {
  call: CallView;
  accountId: number;
  keepsOfflineCopy: boolean;
  onCall: (call: CallView) => void;
  onLogged: Logged;
}) {
  const online = useOnline();
  const notify = useNotify();
  const [statusFailed, setStatusFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  const [outcome, setOutcome] = useState<string>('');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const [logged, setLogged] = useState<WriteResult | null>(null);
  useEffect(() => {
    // Once the outcome is logged (or queued on the device) the status is no longer asked.
    if (call.final || logged) return;
    const timer = setTimeout(() => {
      fetchCall(call.id)
        .then((next) => {
          setStatusFailed(false);
          onCall(next);
        })
        .catch(() => {
          // 'Fetching call status failed!' shows, and the status is asked again.
          setStatusFailed(true);
          setRetries((n) => n + 1);
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [call, onCall, retries, logged]);

  // The provider's final event fills the outcome in (until the agent picks another); without one the agent picks it.
  const chosen = outcome !== '' ? outcome : call.final && call.suggestedOutcomeId !== null ? String(call.suggestedOutcomeId) : '';

  const noStatus = statusFailed || call.status === 'no-callback';
  // No signal: the status cannot be fetched (or is an old copy), so an agent who keeps an offline copy picks it.
  const offlineLog = !online && keepsOfflineCopy;

  async function save() {
    if (!chosen) return;
    setSaving(true);
    try {
      const outcomeId = Number(chosen);
      const done = await recordCallOutcome(call, accountId, outcomeId, remark);
      notifySaved(notify, done.result, done.message);
      setLogged(done.result);
      onCall(done.answer?.call ?? { ...call, outcomeId });
      // A logged outcome other than redial closes the case: it leaves the list, the page keeps the comment line.
      await onLogged(done.text, done.result);
    } catch (error) {
      notify.error(failureText(error, 'Something went wrong!'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label="Call">
      <p className="text-sm" role="status">
        Call status: <span className="font-semibold">{callStateText(call.status)}</span>
        {call.durationSeconds !== null ? ` · ${call.durationSeconds} s` : ''}
      </p>
      {noStatus && (
        <p role="alert" className="text-sm text-amber-900">
          {CALLING_MESSAGES.callStatusFailed}
        </p>
      )}
      {logged ? (
        <p className="text-sm text-emerald-800">{logged === 'sent' ? 'Outcome logged.' : 'Outcome saved on this device. It will be sent when you are back online.'}</p>
      ) : (
        (call.final || statusFailed || offlineLog) && (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Call outcome"
              placeholder="Select an outcome…"
              value={chosen}
              onChange={(e) => setOutcome(e.target.value)}
              options={CALL_OUTCOME_IDS.map((id) => ({ value: String(id), label: callStatusName(id) }))}
            />
            <TextField label="Remark" value={remark} onChange={(e) => setRemark(e.target.value)} />
            <Button onClick={() => void save()} busy={saving} disabled={!chosen || (online ? !call.final : !keepsOfflineCopy)}>
              Log outcome
            </Button>
          </div>
        )
      )}
    </div>
  );
}

function Shares({ caseId, kind, cityId }: { caseId: number; kind: string; cityId: number | null }) {
  const notify = useNotify();
  // The owner or tenant package prices of the case's city (all cities' when the account has none).
  const prices = usePackagePrices(kind, cityId);
  const [packageId, setPackageId] = useState('');
  const [link, setLink] = useState('');
  const packages = new Map<number, string>();
  for (const o of prices.data?.results ?? []) {
    if (!packages.has(o.packageId)) packages.set(o.packageId, `${o.packageName} · ${o.listingType === 'RENT' ? 'Rent' : 'Sale'} · ${formatRupees(o.salesPrice)} for ${o.validityDays} days${cityId ? '' : ` (${o.cityName})`}`);
  }

  async function run(action: () => Promise<{ message: string }>, failure: string) {
    try {
      notify.success((await action()).message);
    } catch (error) {
      notify.error(failureText(error, failure));
    }
  }

  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-700">Share a package or a payment link</summary>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <SelectField
          label="Package"
          placeholder="Select a package…"
          value={packageId}
          onChange={(e) => setPackageId(e.target.value)}
          options={[...packages].map(([id, name]) => ({ value: String(id), label: name }))}
        />
        {prices.data && packages.size === 0 && <p className="text-sm text-slate-600">No packages are offered to {kind === 'tenant' ? 'tenants' : 'owners'} in this city.</p>}
        <OnlineButton variant="secondary" disabled={!packageId} onClick={() => void run(() => sharePackage(caseId, Number(packageId)), CALLING_MESSAGES.packageShareFailed)}>
          Share package
        </OnlineButton>
        <TextField label="Payment link" value={link} onChange={(e) => setLink(e.target.value)} />
        <OnlineButton variant="secondary" disabled={!link.trim()} onClick={() => void run(() => shareLink(caseId, link.trim()), CALLING_MESSAGES.linkShareFailed)}>
          Share link
        </OnlineButton>
      </div>
    </details>
  );
}
