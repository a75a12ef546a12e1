import { useState } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { ERP_ENTITY_KINDS, ERP_ENTITY_KIND_LABELS, erpEntityFormSchema, type ErpEntityRequest } from '../../../../domain/erp/erp-schema';
import { parseEntityIds } from '../../../../domain/validation/entity-id-search';
import { clearDraft, useDraftDefaults, useKeepDraft } from '../../../lib/forms/kept-draft';
import { useSave } from '../../../lib/forms/use-save';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ListTable, heldRows } from '../../../ui/table/list-screen';
import { Form } from '../../../ui/form/form';
import { SelectField } from '../../../ui/form/select-field';
import { RecordIdListField } from '../../../ui/form/record-picker';
import { getEntityRecords, pushManualErpEvents, type ErpEntityRecords } from '../data/erp-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { StatusNote } from '../../../ui/status/status-note';

const DRAFT = 'netsuite-push-data';

/**
 * `netsuite-push-data` (finance): pick an entity kind and ids, fetch the records as the ERP would receive them,
 * push them ('Unable to push data.' when that fails). Online only: offline it says so and keeps the id list.
 */
export function NetsuitePushDataPage() {
  const [fetched, setFetched] = useState<{ request: ErpEntityRequest; answer: ErpEntityRecords } | null>(null);
  const blank = { entityKind: '', entityIds: '' };
  const defaults = useDraftDefaults(DRAFT, blank);
  const form = useSchemaForm({
    defaultValues: defaults,
    schema: erpEntityFormSchema,
    save: async (input) => ({ request: input, answer: await getEntityRecords(input) }),
    success: false,
    onSaved: (result) => setFetched(result),
    liveErrors: true,
  });
  useKeepDraft(DRAFT, form.values, blank);
  const push = useSave<{ message: string }>({
    success: (answer) => answer.message,
    failure: { inline: [], notice: { always: FAILURE_MESSAGES.pushDataFailed } },
    onSaved: () => {
      clearDraft(DRAFT);
      form.reset(blank);
      setFetched(null);
    },
  });
  const records = fetched?.answer.records ?? [];
  const stale = fetched !== null && (fetched.request.entityKind !== form.values.entityKind || !sameIds(fetched.request.entityIds, form.values.entityIds));

  return (
    <Screen width="xl" title="NetSuite Push Data" description="Send finance records to the ERP again: fetch them as the ERP receives them, then push.">
      <Form form={form} label="Records to push">
        <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
          <SelectField label="Entity name" required placeholder="Select an entity…" options={ERP_ENTITY_KINDS.map((k) => ({ value: k, label: ERP_ENTITY_KIND_LABELS[k] }))} {...form.field('entityKind')} />
          <RecordIdListField
            kind={form.values.entityKind === 'account' ? 'account' : null}
            label="Entity IDs"
            pickLabel="Add an account"
            required
            hint={form.values.entityKind === 'account' ? 'Pick accounts by name, or paste ids comma-separated, at most 100' : 'Comma-separated, at most 100'}
            {...form.field('entityIds')}
          />
        </div>
        <div>
          <OnlineButton type="submit" variant="secondary" busy={form.busy}>
            Fetch records
          </OnlineButton>
        </div>
      </Form>
      {fetched && (
        <section aria-label="Fetched records" className="flex flex-col gap-3">
          {fetched.answer.missingIds.length > 0 && <StatusNote>No record for: {fetched.answer.missingIds.join(', ')}</StatusNote>}
          <ListTable
            what="records"
            caption="Records as the ERP receives them"
            columns={[
              { key: 'kind', header: 'Entity', cell: (r) => ERP_ENTITY_KIND_LABELS[r.entityKind] },
              { key: 'id', header: 'ID', cell: (r) => r.entityId },
              {
                key: 'payload',
                header: 'Payload',
                sortable: false,
                value: (r) => JSON.stringify(r.payload),
                cell: (r) => <code className="block max-w-[min(48rem,80vw)] truncate text-xs">{JSON.stringify(r.payload)}</code>,
              },
            ]}
            resource={heldRows(records)}
            rowKey={(r) => `${r.entityKind}:${r.entityId}`}
            empty="No records for these ids."
          />
          <div>
            <OnlineButton
              busy={push.busy}
              disabled={records.length === 0 || stale}
              onClick={() => void push.run(() => pushManualErpEvents({ entityKind: fetched.request.entityKind, entityIds: records.map((r) => r.entityId).join(',') }))}
            >
              Push {records.length} {records.length === 1 ? 'record' : 'records'} to the ERP
            </OnlineButton>
            {stale && <p className="mt-1 text-sm text-slate-600">The entity or ids changed: fetch the records again before pushing.</p>}
          </div>
        </section>
      )}
    </Screen>
  );
}

function sameIds(a: string, b: string): boolean {
  const x = parseEntityIds(a);
  const y = parseEntityIds(b);
  return x.ok && y.ok && x.ids.join(',') === y.ids.join(',');
}
