import { useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { BROKER_STAGES, OPPORTUNITY_STATUS_NAMES, OPPORTUNITY_STATUSES } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import type { OpportunityPage } from '../data/opportunity-types';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { updateOpportunity, type OpportunityUpdate } from '../data/update-opportunity';

const TYPE_OPTIONS = Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
/** Lost (6) is set through "Mark as lost", which records the reason. */
const STATUS_OPTIONS = Object.entries(OPPORTUNITY_STATUS_NAMES)
  .filter(([id]) => Number(id) !== OPPORTUNITY_STATUSES.LOST)
  .map(([value, label]) => ({ value, label }));
const BROKER_STAGE_OPTIONS = BROKER_STAGES.map((stage) => ({ value: stage, label: stage }));

type Errors = Partial<Record<'name' | 'typeId' | 'cityId' | 'statusId', string>>;

/** Edit name, type, city, status and (broker opportunities) broker stage. */
export function EditOpportunityDialog({ opportunity, onClose, onSaved }: { opportunity: OpportunityPage; onClose: () => void; onSaved: (page: OpportunityPage) => void }) {
  const reference = useReferenceData();
  const notify = useNotify();
  const [name, setName] = useState(opportunity.name);
  const [typeId, setTypeId] = useState(String(opportunity.typeId));
  const [cityId, setCityId] = useState(opportunity.cityId === null ? '' : String(opportunity.cityId));
  const [statusId, setStatusId] = useState(String(opportunity.statusId));
  const [brokerStage, setBrokerStage] = useState(opportunity.brokerStage ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = VALIDATION_MESSAGES.required;
    if (!typeId) found.typeId = VALIDATION_MESSAGES.required;
    if (!cityId) found.cityId = VALIDATION_MESSAGES.required;
    if (!statusId) found.statusId = VALIDATION_MESSAGES.required;
    setErrors(found);
    if (Object.keys(found).length) return;
    const update: OpportunityUpdate = { name: name.trim(), typeId: Number(typeId), cityId: Number(cityId), statusId: Number(statusId), baseVersion: opportunity.version };
    if (opportunity.kind === 'broker') update.brokerStage = brokerStage || null;
    setBusy(true);
    try {
      const saved = await updateOpportunity(opportunity.id, update);
      notify.success();
      onSaved(saved);
      onClose();
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.updateOpportunityFailed));
      setBusy(false);
    }
  }

  const cityOptions = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit opportunity #${opportunity.id}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="edit-opportunity-form" busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id="edit-opportunity-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <TextField label="Opportunity name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={200} />
        <SelectField label="Type" required options={TYPE_OPTIONS} value={typeId} onChange={(e) => setTypeId(e.target.value)} error={errors.typeId} />
        <SelectField
          label="City"
          required
          placeholder={reference.isLoading ? 'Loading…' : 'Select…'}
          options={cityOptions}
          value={cityId}
          onChange={(e) => setCityId(e.target.value)}
          error={errors.cityId}
        />
        <SelectField label="Status" required options={STATUS_OPTIONS} value={statusId} onChange={(e) => setStatusId(e.target.value)} error={errors.statusId} hint="To mark it lost, use “Mark as lost”." />
        {opportunity.kind === 'broker' && (
          <SelectField label="Broker stage" placeholder="None" options={BROKER_STAGE_OPTIONS} value={brokerStage} onChange={(e) => setBrokerStage(e.target.value)} />
        )}
      </form>
    </Dialog>
  );
}
