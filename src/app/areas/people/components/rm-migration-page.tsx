import { useState } from 'react';
import { DEPARTMENTS } from '../../../../domain/people/people';
import { departmentLabel } from '../../../../domain/pickers/labels';
import { RM_ENTITY_NAMES, RM_MIGRATION_MESSAGES, massAssignmentInputSchema } from '../../../../domain/people/rm-migration';
import { BRANDS, PLATFORMS } from '../../../../domain/reference/brand';
import { useSignedInUser } from '../../../lib/session/use-session';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { RecordIdListField } from '../../../ui/form/record-picker';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { failureDetails } from '../data/people-api';
import { massUpdateAssignment, useRelationshipManagers, useSalesBranches } from '../data/people-calls';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';

type Values = { departmentId: string; branchId: string; domainId: string; entityName: string; entityIds: string; fromAgentId: string; toAgentId: string };

const DOMAIN_OPTIONS = PLATFORMS.map((p) => ({ value: String(BRANDS[p].domainId), label: BRANDS[p].displayName }));

/**
 * `rm-migration` (teams): move accounts, with their open opportunities, from one relationship manager to another.
 * The managers are those of a department, branch and domain; the accounts are picked by name or pasted as a comma list of ids, checked
 * with the entity-id search alerts of spec 000 §5 before anything is sent.
 */
export function RmMigrationPage() {
  const me = useSignedInUser();
  const [values, setValues] = useState<Values>({ departmentId: '', branchId: '', domainId: String(me.domainId), entityName: '', entityIds: '', fromAgentId: '', toAgentId: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const branches = useSalesBranches();
  const managers = useRelationshipManagers({ departmentId: values.departmentId, branchId: values.branchId, domainId: values.domainId });
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setAlert(null);
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  async function submit() {
    setDetails(null);
    setResult(null);
    const input = {
      departmentId: values.departmentId || null,
      branchId: values.branchId || null,
      domainId: values.domainId || null,
      entityName: values.entityName || null,
      entityIds: values.entityIds,
      fromAgentId: values.fromAgentId ? Number(values.fromAgentId) : null,
      toAgentId: values.toAgentId ? Number(values.toAgentId) : null,
    };
    const checked = massAssignmentInputSchema.safeParse(input);
    if (!checked.success) return setAlert(checked.error.issues[0]?.message ?? null);
    setAlert(null);
    setBusy(true);
    try {
      const answer = await massUpdateAssignment({ ...checked.data, departmentId: Number(values.departmentId), branchId: Number(values.branchId), domainId: Number(values.domainId) });
      setResult(answer.message);
      notify.success(answer.message);
      setValues((v) => ({ ...v, entityIds: '' }));
      await managers.refresh();
    } catch (error) {
      setAlert(error instanceof Error ? error.message : RM_MIGRATION_MESSAGES.failedToAssign);
      setDetails(failureDetails(error));
    } finally {
      setBusy(false);
    }
  }

  const managerOptions = (managers.data ?? []).map((m) => ({ value: String(m.userId), label: `${m.name} (${m.accounts} accounts)` }));
  return (
    <Screen width="lg" title="RM Migration" description="Move accounts and their open opportunities from one relationship manager to another.">
      <SectionPanel title="Accounts to move">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label="Department" placeholder="Select department…" options={DEPARTMENTS.map((d) => ({ value: String(d.id), label: departmentLabel(d.id) }))} value={values.departmentId} onChange={set('departmentId')} />
          <SelectField label="Branch" placeholder="Select branch…" options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))} value={values.branchId} onChange={set('branchId')} />
          <SelectField label="Domain" placeholder="Select domain…" options={DOMAIN_OPTIONS} value={values.domainId} onChange={set('domainId')} />
          <SelectField label="Entity name" placeholder="Select entity name…" options={RM_ENTITY_NAMES.map((n) => ({ value: n, label: n }))} value={values.entityName} onChange={set('entityName')} />
          <SelectField label="From relationship manager" placeholder="Select…" options={managerOptions} value={values.fromAgentId} onChange={set('fromAgentId')} />
          <SelectField label="To relationship manager" placeholder="Select…" options={managerOptions} value={values.toAgentId} onChange={set('toAgentId')} />
          <div className="sm:col-span-2">
            <RecordIdListField
              kind="account"
              label="Entity IDs"
              pickLabel="Add an account"
              hint="Pick accounts by name, or paste account ids separated by commas, at most 100"
              rows={3}
              value={values.entityIds}
              onChange={set('entityIds')}
            />
          </div>
        </div>
        {alert && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p>{alert}</p>
            {details && <p className="mt-1">{details}</p>}
          </div>
        )}
        {result && (
          <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {result}
          </p>
        )}
        <div>
          <OnlineButton busy={busy} onClick={() => void submit()}>
            Reassign accounts
          </OnlineButton>
        </div>
      </SectionPanel>
    </Screen>
  );
}
