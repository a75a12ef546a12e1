import { useState } from 'react';
import { CALLING_MESSAGES, reassignInputSchema, type CaseView } from '../../../../domain/calling/calling';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { Checkbox } from '../../../ui/form/checkbox';
import type { Column } from '../../../ui/table/data-table';
import { Form, FormSubmit } from '../../../ui/form/form';
import { ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { failureDetailsOf, reassignOwnerCases, useCaseAgents, useOpenOwnerCases } from '../data/campaigns-api';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

type Values = { oldAgent: string; newAgent: string; scope: string; ownerCaseIds: string[] };
const BLANK: Values = { oldAgent: '', newAgent: '', scope: 'all', ownerCaseIds: [] };
const DRAFT_KEY = 'migration-of-agents-cases';

/**
 * `migration-of-agents-cases` (teams): move an agent's open owner cases to another agent — all of them or the
 * chosen ones — in one transaction ('Owner Cases migrated successfully'). A refusal names the cases it refused
 * ('Failed to assign accounts!'); an unexpected failure says 'Some error occurred, please try after some time'.
 */
export function MigrationOfAgentsCasesPage() {
  const agents = useCaseAgents();
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; details: string | null } | null>(null);
  const form = useDraftForm(DRAFT_KEY, {
    defaultValues: BLANK,
    schema: reassignInputSchema,
    toInput: (v: Values) => ({
      oldAgent: v.oldAgent,
      newAgent: v.newAgent,
      ...(v.scope === 'chosen' ? { ownerCaseIds: v.ownerCaseIds.map(Number) } : {}),
    }),
    save: async (input) => {
      setResult(null);
      setProblem(null);
      // An empty list would mean all of the agent's cases to the server: choosing none moves nothing.
      if (input.ownerCaseIds?.length === 0) {
        setProblem({ message: 'Choose the cases to move', details: null });
        throw new Error('Choose the cases to move');
      }
      try {
        return await reassignOwnerCases(input);
      } catch (error) {
        // A refusal the server explained shows its message; anything else (500, no answer) the spec's general one.
        if (isApiFailure(error) && error.status !== undefined && error.status < 500) {
          setProblem({ message: error.message, details: failureDetailsOf(error) });
        } else {
          setProblem({ message: CALLING_MESSAGES.someError, details: null });
        }
        throw error;
      }
    },
    success: (answer) => answer.message,
    // The page shows every failure itself (below the form); no notice on top of it.
    failure: { inline: [], notice: 'announced' },
    resetAfterSave: true,
    onSaved: async (answer) => {
      setResult(`${answer.message}: ${answer.moved} case${answer.moved === 1 ? '' : 's'} moved`);
      setPage(0);
      await agents.refresh();
    },
  });
  const oldAgent = form.values.oldAgent ? Number(form.values.oldAgent) : null;
  const chosenOnly = form.values.scope === 'chosen';
  const openCases = useOpenOwnerCases(chosenOnly ? oldAgent : null, page);
  const chosen = new Set(form.values.ownerCaseIds);
  const options = (agents.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.openOwnerCases} open owner cases)${a.active ? '' : ' · inactive'}`, disabled: false }));
  // Owner cases go only to active owner agents (the server refuses any other): the picker offers only them.
  const newAgentOptions = (agents.data ?? [])
    .filter((a) => a.active && a.ownerAgent)
    .map((a) => ({ value: String(a.id), label: `${a.name} (${a.openOwnerCases} open owner cases)`, disabled: String(a.id) === form.values.oldAgent }));
  const toggle = (id: number, on: boolean) =>
    form.setValue('ownerCaseIds', on ? [...form.values.ownerCaseIds, String(id)] : form.values.ownerCaseIds.filter((c) => c !== String(id)));
  const choose = (key: 'oldAgent' | 'newAgent') => (e: { target: { value: string } }) => {
    setResult(null);
    setProblem(null);
    if (key === 'oldAgent') {
      form.setValue('ownerCaseIds', []);
      setPage(0);
    }
    form.setValue(key, e.target.value);
  };

  const columns: Column<CaseView>[] = [
    {
      key: 'pick',
      header: <span className="sr-only">Move</span>,
      label: 'Move',
      cell: (c) => <Checkbox label={<span className="sr-only">Move case {c.id}</span>} checked={chosen.has(String(c.id))} onChange={(e) => toggle(c.id, e.target.checked)} />,
    },
    { key: 'id', header: 'Case', value: (c) => c.id, cell: (c) => `#${c.id}` },
    { key: 'account', header: 'Account', cell: (c) => c.accountName ?? `Account ${c.accountId}` },
    { key: 'queue', header: 'Queue', cell: (c) => c.queueKind },
    { key: 'status', header: 'Status', cell: (c) => `${c.statusName}${c.prioritised ? ' · prioritised' : ''}` },
    { key: 'next', header: 'Next action', cell: (c) => c.nextActionAt?.slice(0, 16).replace('T', ' ') ?? '-' },
  ];

  return (
    <Screen width="lg" title="Migration of Agents Cases" description="Move owner cases from one agent to another: all of the agent's open cases, or the ones you choose.">
      <LoadStates resource={agents} what="agents" loading="Loading agents…" />
      <SectionPanel title="Owner cases to move">
        <Form form={form} label="Owner case migration">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label="Old agent" required placeholder="Select the agent the cases leave…" options={options} {...form.field('oldAgent')} onChange={choose('oldAgent')} />
            <SelectField
              label="New agent"
              required
              placeholder="Select the agent the cases go to…"
              options={newAgentOptions}
              {...form.field('newAgent')}
              onChange={choose('newAgent')}
            />
          </div>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">Which cases</legend>
            {[
              { value: 'all', label: "All of the old agent's open owner cases" },
              { value: 'chosen', label: 'Only the cases I choose' },
            ].map((o) => (
              <label key={o.value} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-8">
                <input type="radio" name="migration-scope" value={o.value} checked={form.values.scope === o.value} onChange={() => form.setValue('scope', o.value)} className="size-4 accent-brand" />
                {o.label}
              </label>
            ))}
          </fieldset>
          {chosenOnly && oldAgent === null && <p className="text-sm text-slate-600">Select the old agent to choose among their open owner cases.</p>}
          {chosenOnly && oldAgent !== null && (
            <div className="flex flex-col gap-2">
              <ListTable
                what="the agent's cases"
                caption="Open owner cases of the old agent"
                columns={columns}
                rowKey={(c) => c.id}
                resource={openCases}
                empty="This agent has no open owner cases."
                onPageChange={setPage}
                pagerLabel="Case pages"
              />
              {openCases.data && <p className="text-sm text-slate-700">{chosen.size} chosen</p>}
            </div>
          )}
          {problem && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
              <p>{problem.message}</p>
              {problem.details && <p className="mt-1">{problem.details}</p>}
            </div>
          )}
          {result && (
            <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              {result}
            </p>
          )}
          <FormSubmit busy={form.busy}>Migrate owner cases</FormSubmit>
        </Form>
      </SectionPanel>
    </Screen>
  );
}
