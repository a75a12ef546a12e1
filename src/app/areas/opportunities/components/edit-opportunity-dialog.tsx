import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { BROKER_STAGES, OPPORTUNITY_STATUS, OPPORTUNITY_STATUSES } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { OpportunityPage } from '../data/opportunity-types';
import type { BodyInputOf } from '../../../../domain/endpoints/endpoint';
import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';

type OpportunityUpdate = BodyInputOf<typeof opportunityEndpoints.update>;

const TYPE_OPTIONS = Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
/** Lost (6) is set through "Mark as lost", which records the reason. */
const STATUS_OPTIONS = OPPORTUNITY_STATUS.entries.filter(([id]) => id !== OPPORTUNITY_STATUSES.LOST).map(([id, label]) => ({ value: String(id), label }));
const BROKER_STAGE_OPTIONS = BROKER_STAGES.map((stage) => ({ value: stage, label: stage }));

type EditValues = { name: string; typeId: string; cityId: string; statusId: string; brokerStage: string };

/** Name, type, city and status are required; the broker stage is sent for broker opportunities only. */
function editRules(opportunity: OpportunityPage) {
  return formRules((values: EditValues, refuse): OpportunityUpdate => {
    for (const field of ['name', 'typeId', 'cityId', 'statusId'] as const) if (!values[field].trim()) refuse(field, VALIDATION_MESSAGES.required);
    const update: OpportunityUpdate = {
      name: values.name.trim(),
      typeId: Number(values.typeId),
      cityId: Number(values.cityId),
      statusId: Number(values.statusId),
      baseVersion: opportunity.version,
    };
    if (opportunity.kind === 'broker') update.brokerStage = BROKER_STAGES.find((stage) => stage === values.brokerStage) ?? null;
    return update;
  });
}

/** Edit name, type, city, status and (broker opportunities) broker stage. */
export function EditOpportunityDialog({ opportunity, onClose, onSaved }: { opportunity: OpportunityPage; onClose: () => void; onSaved: (page: OpportunityPage) => void }) {
  const reference = useReferenceData();
  const form = useSchemaForm({
    defaultValues: {
      name: opportunity.name,
      typeId: String(opportunity.typeId),
      cityId: opportunity.cityId === null ? '' : String(opportunity.cityId),
      statusId: String(opportunity.statusId),
      brokerStage: opportunity.brokerStage ?? '',
    },
    schema: editRules(opportunity),
    save: (update) => call(opportunityEndpoints.update, { params: { id: opportunity.id }, body: update, notify: false }),
    onSaved: (saved) => {
      onSaved(saved);
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.updateOpportunityFailed } },
  });

  const cityOptions = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FormDialog form={form} onClose={onClose} title={`Edit opportunity #${opportunity.id}`} submitLabel="Save">
      <TextField label="Opportunity name" required {...form.field('name')} maxLength={200} />
      <SelectField label="Type" required options={TYPE_OPTIONS} {...form.field('typeId')} />
      <SelectField label="City" required placeholder={reference.isLoading ? 'Loading…' : 'Select…'} options={cityOptions} {...form.field('cityId')} />
      <SelectField label="Status" required options={STATUS_OPTIONS} {...form.field('statusId')} hint="To mark it lost, use “Mark as lost”." />
      {opportunity.kind === 'broker' && <SelectField label="Broker stage" placeholder="None" options={BROKER_STAGE_OPTIONS} {...form.field('brokerStage')} />}
    </FormDialog>
  );
}
