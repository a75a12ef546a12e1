import { useEffect, useState } from 'react';
import { ROLES } from '../../../../domain/auth/roles';
import { CALLING_MESSAGES, CALL_OUTCOME_IDS, dialInputSchema, type CallView, type CaseView, type QueueKind } from '../../../../domain/calling/calling';
import { callStatusName } from '../../../../domain/comments/call-statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { failureText } from '../../../lib/api/failure-text';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { AgentStatusSwitch } from '../../../ui/agent-status-switch';
import { Button } from '../../../ui/button';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextField } from '../../../ui/text-field';
import { dialCase, fetchCall, logOutcome, pullCase, shareLink, sharePackage, useCallingQueue, usePackagePrices } from '../data/calling-api';

const KIND_LABELS: Record<QueueKind, string> = { owner: 'Owner queue', tenant: 'Tenant queue' };
const CALL_STATE_LABELS: Record<CallView['status'], string> = {
  initiated: 'Dialling…',
  ringing: 'Ringing',
  answered: 'On call',
  completed: 'Completed',
  'no-answer': 'No answer',
  busy: 'Busy',
  failed: 'Failed',
  'no-callback': 'No callback',
};
/** How often the live status is asked while a call runs. */
const POLL_MS = 1000;

/**
 * `manual-dialing` (telesales agents): the agent's owner or tenant calling queue; pull the next case, dial its
 * contact or a typed 10-digit number through the telephony provider, watch the call's status, and log its outcome
 * once as a Call comment (auto-filled from the provider's final event). Numbers are shown in full here only.
 */
export function ManualDialingPage() {
  const user = useSignedInUser();
  usePageTitle('Manual Dialing', shellBrandFor(user.domainId).name);
  const [kind, setKind] = useState<QueueKind>(user.roles.includes(ROLES.TENANT_MONETIZATION_AGENT.name) ? 'tenant' : 'owner');
  const queue = useCallingQueue(kind);
  const online = useOnline();
  const notify = useNotify();
  const [pulling, setPulling] = useState(false);
  const [pullProblem, setPullProblem] = useState<string | null>(null);
  const [lastLogged, setLastLogged] = useState<string | null>(null);

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
    <div className="mx-auto flex max-w-screen-lg flex-col gap-4">
      <PageHeader title="Manual Dialing" description="Pull a case from your calling queue, call the customer and log the outcome." />
      <OnlineOnlyNotice />
      {/* Online or offline for calls (agents/status): what the live view shows supervisors. */}
      <AgentStatusSwitch />
      <SectionPanel
        title={KIND_LABELS[kind]}
        actions={
          <Button onClick={() => void pull()} busy={pulling} disabled={!online}>
            Pull next case
          </Button>
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
      {queue.error && <LoadFailed what="the calling queue" error={queue.error} onRetry={() => void queue.refresh()} />}
      {!queue.data && queue.isLoading && <LoadingFallback label="Loading the calling queue…" />}
      {queue.data && queue.data.mine.length === 0 && <p className="text-sm text-slate-600">No cases in progress. Pull the next case to start calling.</p>}
      {lastLogged && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Logged as a Call comment: {lastLogged}
        </p>
      )}
      {queue.data?.mine.map((c) => (
        <CaseCard
          key={c.id}
          item={c}
          onLogged={async (text) => {
            setLastLogged(text);
            await queue.refresh();
          }}
        />
      ))}
    </div>
  );
}

function CaseCard({ item, onLogged }: { item: CaseView; onLogged: (commentText: string) => Promise<void> }) {
  const online = useOnline();
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
      {!call || call.commentId !== null ? (
        <div className="flex flex-wrap items-end gap-3">
          <Button onClick={() => void dial()} busy={dialing} disabled={!online || !item.contactPhone}>
            Call contact
          </Button>
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
          <Button variant="secondary" onClick={() => void dial(typed)} disabled={!online || dialing || typed.trim() === ''}>
            Dial number
          </Button>
        </div>
      ) : null}
      {call && <CallPanel call={call} onCall={setCall} onLogged={onLogged} />}
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

/** The live call: its status until a final event (or the no-callback timeout), then the outcome to log once. */
function CallPanel({ call, onCall, onLogged }: { call: CallView; onCall: (call: CallView) => void; onLogged: (commentText: string) => Promise<void> }) {
  const online = useOnline();
  const notify = useNotify();
  const [statusFailed, setStatusFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  const [outcome, setOutcome] = useState<string>('');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const [logged, setLogged] = useState(false);
  useEffect(() => {
    if (call.final) return;
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
  }, [call, onCall, retries]);

  // The provider's final event fills the outcome in (until the agent picks another); without one the agent picks it.
  const chosen = outcome !== '' ? outcome : call.final && call.suggestedOutcomeId !== null ? String(call.suggestedOutcomeId) : '';

  const noStatus = statusFailed || call.status === 'no-callback';

  async function save() {
    if (!chosen) return;
    setSaving(true);
    try {
      const answer = await logOutcome(call.id, Number(chosen), remark);
      notify.success(answer.message);
      setLogged(true);
      onCall(answer.call);
      // A logged outcome other than redial closes the case: it leaves the list, the page keeps the comment line.
      await onLogged(answer.comment.text);
    } catch (error) {
      notify.error(failureText(error, 'Something went wrong!'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label="Call">
      <p className="text-sm" role="status">
        Call status: <span className="font-semibold">{CALL_STATE_LABELS[call.status]}</span>
        {call.durationSeconds !== null ? ` · ${call.durationSeconds} s` : ''}
      </p>
      {noStatus && (
        <p role="alert" className="text-sm text-amber-900">
          {CALLING_MESSAGES.callStatusFailed}
        </p>
      )}
      {logged ? (
        <p className="text-sm text-emerald-800">Outcome logged.</p>
      ) : (
        (call.final || statusFailed) && (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="Call outcome"
              placeholder="Select an outcome…"
              value={chosen}
              onChange={(e) => setOutcome(e.target.value)}
              options={CALL_OUTCOME_IDS.map((id) => ({ value: String(id), label: callStatusName(id) }))}
            />
            <TextField label="Remark" value={remark} onChange={(e) => setRemark(e.target.value)} />
            <Button onClick={() => void save()} busy={saving} disabled={!online || !chosen || !call.final}>
              Log outcome
            </Button>
          </div>
        )
      )}
    </div>
  );
}

function Shares({ caseId, kind, cityId }: { caseId: number; kind: string; cityId: number | null }) {
  const online = useOnline();
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
        <Button variant="secondary" disabled={!online || !packageId} onClick={() => void run(() => sharePackage(caseId, Number(packageId)), CALLING_MESSAGES.packageShareFailed)}>
          Share package
        </Button>
        <TextField label="Payment link" value={link} onChange={(e) => setLink(e.target.value)} />
        <Button variant="secondary" disabled={!online || !link.trim()} onClick={() => void run(() => shareLink(caseId, link.trim()), CALLING_MESSAGES.linkShareFailed)}>
          Share link
        </Button>
      </div>
    </details>
  );
}
