import { useState } from 'react';
import { AGENT_LOCALITY_MESSAGES, agentLocalityInputSchema } from '../../../../domain/regions/agent-localities';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { Form } from '../../../ui/form/form';
import { ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { addAgentLocality, removeAgentLocality, useAgentLocalities, useCityTiers, useLocalities, useMappableAgents, type AgentLocalityView } from '../data/regions-api';
import { CitySelect } from './city-select';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';

/** `locality-agent-mapping` (admin menu tab 'Locality Agent Mapping', people: Admin): which agents serve which localities. */
export function LocalityAgentMappingPage() {
  const user = useSignedInUser();
  const canEdit = user.capabilities.includes('people');
  const cities = useCityTiers();
  const agents = useMappableAgents();
  const [filter, setFilter] = useState<{ cityId: number | null; agentId: number | null }>({ cityId: null, agentId: null });
  const mappings = useAgentLocalities(filter);
  const [removing, setRemoving] = useState<AgentLocalityView | null>(null);
  const cityList = (cities.data?.results ?? []).map((c) => ({ id: c.cityId, name: c.cityName }));
  const agentOptions = (agents.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }));

  const columns: Column<AgentLocalityView>[] = [
    { key: 'agent', header: 'Agent', cell: (m) => m.agentName },
    { key: 'locality', header: 'Locality', cell: (m) => m.localityName },
    { key: 'city', header: 'City', cell: (m) => m.cityName },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (m) => (
        <OnlineButton size="sm" variant="ghost" onClick={() => setRemoving(m)} aria-label={`Remove ${m.agentName} from ${m.localityName}`}>
          Remove
        </OnlineButton>
      ),
    });
  }

  return (
    <Screen width="xl" title="Locality Agent Mapping" description="Which agents serve which localities.">
      {canEdit && cities.data && agents.data && (
        <SectionPanel title="Map an agent to a locality">
          <AddMappingForm cities={cityList} agentOptions={agentOptions} onSaved={mappings.refresh} />
        </SectionPanel>
      )}
      <SectionPanel title="Mappings">
        <div className="mb-3 flex flex-col gap-2 sm:flex-row">
          <div className="sm:w-64">
            <CitySelect label="Filter by city" placeholder="All cities" cities={cityList} value={filter.cityId} onChange={(cityId) => setFilter((f) => ({ ...f, cityId }))} />
          </div>
          <div className="sm:w-64">
            <SelectField
              label="Filter by agent"
              placeholder="All agents"
              options={agentOptions}
              value={filter.agentId === null ? '' : String(filter.agentId)}
              onChange={(e) => setFilter((f) => ({ ...f, agentId: e.target.value ? Number(e.target.value) : null }))}
            />
          </div>
        </div>
        <ListTable
          what="mappings"
          caption="Agent locality mappings"
          columns={columns}
          resource={mappings}
          rowKey={(m) => m.id}
          empty="No agent is mapped here yet."
        />
      </SectionPanel>
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.agentName} from ${removing.localityName}?`}
          confirmLabel="Remove mapping"
          onlineOnly
          onClose={() => setRemoving(null)}
          confirm={() => removeAgentLocality(removing.id)}
          success={AGENT_LOCALITY_MESSAGES.removed}
          onSaved={async () => {
            setRemoving(null);
            await mappings.refresh();
          }}
          failure={{ notice: 'announced' }}
        />
      )}
    </Screen>
  );
}

function AddMappingForm({
  cities,
  agentOptions,
  onSaved,
}: {
  cities: { id: number; name: string }[];
  agentOptions: { value: string; label: string }[];
  onSaved: () => Promise<void>;
}) {
  const draftKey = 'locality-agent-mapping:add';
  const blank = { agentId: '', cityId: '', localityId: '' };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: agentLocalityInputSchema,
    toInput: (values) => ({ agentId: values.agentId ? Number(values.agentId) : null, localityId: values.localityId ? Number(values.localityId) : null }),
    save: (input) => addAgentLocality(input),
    success: AGENT_LOCALITY_MESSAGES.added,
    resetAfterSave: true,
    onSaved,
  });
  const cityId = form.values.cityId ? Number(form.values.cityId) : null;
  const localities = useLocalities(cityId);
  const cityField = form.field('cityId');
  return (
    <Form form={form} label="Map an agent to a locality">
      <div className="grid gap-2 sm:grid-cols-4 sm:items-end">
        <SelectField label="Agent" required placeholder="Select an agent…" options={agentOptions} {...form.field('agentId')} />
        <SelectField
          label="City"
          placeholder="Select a city…"
          options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
          value={cityField.value}
          onChange={(e) => {
            cityField.onChange(e);
            form.setValue('localityId', '');
          }}
        />
        <SelectField
          label="Locality"
          required
          placeholder={cityId ? 'Select a locality…' : 'Choose a city first'}
          options={(localities.data?.results ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          {...form.field('localityId')}
        />
        <OnlineButton type="submit" busy={form.busy}>
          Map agent
        </OnlineButton>
      </div>
    </Form>
  );
}
