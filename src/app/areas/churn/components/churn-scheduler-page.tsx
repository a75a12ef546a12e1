import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CHURN_ENTITY_TYPES,
  CHURN_LEAD_SERVICE_TYPES,
  CHURN_MESSAGES,
  churnScheduleInputSchema,
  type ChurnScheduleInput,
} from '../../../../domain/churn/churn-schedule';
import { clearDraft, useDraftDefaults, useKeepDraft } from '../../../lib/forms/kept-draft';
import { useSave } from '../../../lib/forms/use-save';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Checkbox } from '../../../ui/form/checkbox';
import { ListTable, heldRows } from '../../../ui/table/list-screen';
import { Form } from '../../../ui/form/form';
import { RecordMultiPicker, RecordPicker, useRecordNames } from '../../../ui/form/record-picker';
import { SUGGEST_MAX_IDS } from '../../../../domain/pickers/suggest';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { createChurnSchedule, simulateChurnSchedule, useChurnPocs, type ChurnScheduleView, type ChurnSimulation } from '../data/churn-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';

const DRAFT_KEY = 'churn-scheduler';
const BLANK = {
  churnStartDate: '',
  churnEndDate: '',
  lastNDays: '30',
  totalLeads: '',
  entityType: 'profile',
  entityId: '',
  profileUuid: '',
  innerRadius: '',
  outerRadius: '',
  cityUuids: '',
  localityUuids: '',
  projectIds: '',
  leadServiceType: 'buy',
  propertyType: '',
  bhkType: '',
  minPrice: '',
  maxPrice: '',
  minPriceRelaxation: '',
  maxPriceRelaxation: '',
  bypassAdDeficit: false,
  possession: '',
  possessionFlag: false,
};
type Values = typeof BLANK;

const num = (text: string) => (text.trim() === '' ? null : Number(text));
const list = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);
const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function toInput(v: Values) {
  return {
    churn_start_date: v.churnStartDate,
    churn_end_date: v.churnEndDate,
    last_n_days: num(v.lastNDays),
    total_leads: num(v.totalLeads),
    entity_type: v.entityType,
    // A profile schedule's entity is the profile itself; a project's or a listing's is the one picked.
    entity_id: v.entityType === 'profile' ? null : num(v.entityId),
    profile_uuid: v.profileUuid,
    search_criteria: {
      inner_radius: num(v.innerRadius),
      outer_radius: num(v.outerRadius),
      city_uuids: list(v.cityUuids),
      locality_uuids: list(v.localityUuids),
      project_ids: list(v.projectIds).map(Number),
    },
    lead_service_type: v.leadServiceType,
    property_type: v.propertyType || null,
    bhk_type: v.bhkType || null,
    min_price: num(v.minPrice),
    max_price: num(v.maxPrice),
    min_price_relaxation: num(v.minPriceRelaxation),
    max_price_relaxation: num(v.maxPriceRelaxation),
    bypass_ad_deficit: v.bypassAdDeficit,
    possession: v.possession || null,
    possession_flag: v.possessionFlag,
  };
}

/**
 * `churn-scheduler` (teams, Admin): a manual churn schedule. A dry run ('Simulate') shows the profiles and the lead
 * count it would churn; only then can it be created, with exactly what was simulated. Online only.
 */
export function ChurnSchedulerPage() {
  const defaults = useDraftDefaults(DRAFT_KEY, BLANK);
  const [simulated, setSimulated] = useState<{ input: ChurnScheduleInput; values: string; result: ChurnSimulation } | null>(null);
  const [created, setCreated] = useState<ChurnScheduleView | null>(null);
  const form = useSchemaForm({
    defaultValues: defaults,
    schema: churnScheduleInputSchema,
    toInput,
    errorsAt: {
      churn_start_date: 'churnStartDate',
      churn_end_date: 'churnEndDate',
      last_n_days: 'lastNDays',
      total_leads: 'totalLeads',
      entity_type: 'entityType',
      entity_id: 'entityId',
      profile_uuid: 'profileUuid',
      'search_criteria.inner_radius': 'innerRadius',
      'search_criteria.outer_radius': 'outerRadius',
      lead_service_type: 'leadServiceType',
      min_price: 'minPrice',
      max_price: 'maxPrice',
      min_price_relaxation: 'minPriceRelaxation',
      max_price_relaxation: 'maxPriceRelaxation',
    },
    save: async (input, values) => ({ input, values: JSON.stringify(values), result: await simulateChurnSchedule(input) }),
    success: false,
    onSaved: (answer) => {
      setCreated(null);
      setSimulated(answer);
    },
  });
  useKeepDraft(DRAFT_KEY, form.values, BLANK);
  const current = simulated && simulated.values === JSON.stringify(form.values) ? simulated : null;
  const creating = useSave<ChurnScheduleView>({
    success: CHURN_MESSAGES.created,
    onSaved: (schedule) => {
      clearDraft(DRAFT_KEY);
      setCreated(schedule);
      setSimulated(null);
      form.reset(BLANK);
    },
  });

  return (
    <Screen
      width="lg"
      title="Churn Scheduler"
      description="Simulate a manual churn schedule, then create it. Dates are Asia/Kolkata days."
      actions={
        <Link to="/view-churn-scheduler" className="text-sm font-medium text-brand underline-offset-2 hover:underline">
          View schedules
        </Link>
      }
    >
      {created && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Schedule #{created.id} created for <ProfileName uuid={created.profile_uuid} />: {created.total_leads} leads from {created.churn_start_date} to {created.churn_end_date}.
        </p>
      )}
      <Form form={form} label="Churn schedule">
        <SectionPanel title="Schedule">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label="Churn start date" type="date" required {...form.field('churnStartDate')} />
            <TextField label="Churn end date" type="date" required {...form.field('churnEndDate')} />
            <TextField label="Last n days" inputMode="numeric" {...form.field('lastNDays')} />
            <TextField label="Total leads" inputMode="numeric" required {...form.field('totalLeads')} />
            <SelectField
              label="Entity type"
              required
              options={optionsOf(CHURN_ENTITY_TYPES)}
              {...form.field('entityType')}
              onChange={(e) => {
                form.setValue('entityType', e.target.value);
                form.setValue('entityId', '');
              }}
            />
            <RecordPicker kind="profile" label="Profile" hint="The seller's profile" required {...form.field('profileUuid')} />
            {form.values.entityType === 'project' && <RecordPicker kind="project" label="Entity: project" {...form.field('entityId')} />}
            {form.values.entityType === 'listing' && (
              <RecordPicker kind="listing" label="Entity: listing" of={form.values.profileUuid || null} hint={form.values.profileUuid ? "One of the profile's listings" : 'Pick the profile first'} {...form.field('entityId')} />
            )}
            <SelectField label="Lead service type" required options={optionsOf(CHURN_LEAD_SERVICE_TYPES)} {...form.field('leadServiceType')} />
          </div>
        </SectionPanel>
        <SectionPanel title="Search criteria">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label="Inner radius (km)" inputMode="decimal" {...form.field('innerRadius')} />
            <TextField label="Outer radius (km)" inputMode="decimal" {...form.field('outerRadius')} />
            <RecordMultiPicker kind="project" label="Projects" {...form.field('projectIds')} />
            <RecordMultiPicker kind="city_uuid" label="Cities" {...form.field('cityUuids')} />
            <RecordMultiPicker kind="locality_uuid" label="Localities" {...form.field('localityUuids')} />
            <TextField label="Property type" {...form.field('propertyType')} />
            <TextField label="BHK type" {...form.field('bhkType')} />
            <TextField label="Min price (₹)" inputMode="decimal" {...form.field('minPrice')} />
            <TextField label="Max price (₹)" inputMode="decimal" {...form.field('maxPrice')} />
            <TextField label="Min price relaxation (%)" inputMode="decimal" {...form.field('minPriceRelaxation')} />
            <TextField label="Max price relaxation (%)" inputMode="decimal" {...form.field('maxPriceRelaxation')} />
            <TextField label="Possession" {...form.field('possession')} />
            <Checkbox label="Possession flag" {...form.check('possessionFlag')} />
            <Checkbox label="Bypass ad deficit" {...form.check('bypassAdDeficit')} />
          </div>
        </SectionPanel>
        <div className="flex flex-wrap gap-2">
          <OnlineButton type="submit" variant="secondary" busy={form.busy}>
            Simulate
          </OnlineButton>
          <OnlineButton busy={creating.busy} disabled={!current} onClick={() => current && void creating.run(() => createChurnSchedule(current.input))}>
            Create schedule
          </OnlineButton>
        </div>
        {!current && <p className="text-sm text-slate-600">Run a simulation of these values before creating the schedule.</p>}
      </Form>
      {current && <SimulationResult result={current.result} />}
      {current && <PocList profileUuid={current.input.profile_uuid} />}
    </Screen>
  );
}

/** A profile's account name where its uuid was (the uuid while it is asked for, or when out of scope). */
function ProfileName({ uuid }: { uuid: string }) {
  return <>{useRecordNames('profile', [uuid]).get(uuid)?.name ?? uuid}</>;
}

function SimulationResult({ result }: { result: ChurnSimulation }) {
  const names = useRecordNames(
    'profile',
    result.profiles.slice(0, SUGGEST_MAX_IDS).map((p) => p.profile_uuid),
  );
  return (
    <SectionPanel title="Dry run">
      <p className="mb-2 text-sm" data-testid="churn-simulation">
        Would churn {result.lead_count} leads from {result.property_count} properties of {result.profiles.length} profiles.
      </p>
      <ListTable
        what="profiles"
        caption="Profiles the schedule would churn"
        columns={[
          { key: 'profile', header: 'Profile', className: 'break-all', value: (p) => names.get(p.profile_uuid)?.name ?? p.profile_uuid, cell: (p) => names.get(p.profile_uuid)?.name ?? p.profile_uuid },
          { key: 'properties', header: 'Properties', align: 'right', cell: (p) => p.properties, total: (rows) => rows.reduce((sum, p) => sum + p.properties, 0) },
          { key: 'leads', header: 'Leads', align: 'right', cell: (p) => p.leads, total: (rows) => rows.reduce((sum, p) => sum + p.leads, 0) },
        ]}
        resource={heldRows(result.profiles)}
        rowKey={(p) => p.profile_uuid}
        empty="No matching properties."
      />
    </SectionPanel>
  );
}

function PocList({ profileUuid }: { profileUuid: string }) {
  const pocs = useChurnPocs(profileUuid);
  return (
    <SectionPanel title="Points of contact">
      <ListTable
        what="points of contact"
        failedMessage={CHURN_MESSAGES.pocsFailed}
        caption="POC list"
        columns={[
          { key: 'name', header: 'Name', cell: (p) => p.name },
          { key: 'account', header: 'Account', cell: (p) => p.account_name },
          { key: 'phone', header: 'Phone', value: (p) => p.phone, cell: (p) => p.phone ?? '-' },
          { key: 'email', header: 'Email', className: 'break-all', value: (p) => p.email, cell: (p) => p.email ?? '-' },
        ]}
        resource={{ ...pocs, data: pocs.data?.results }}
        rowKey={(p) => p.id}
        empty="No points of contact for this profile."
      />
    </SectionPanel>
  );
}
