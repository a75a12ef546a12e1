import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Checkbox } from '../../../ui/form/checkbox';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextField } from '../../../ui/form/text-field';
import { markOpportunityLost, type MarkLostResult } from '../data/mark-opportunity-lost';
import type { OpportunityPage } from '../data/opportunity-types';

type MarkLostValues = { lostReason: string; createChild: boolean; childName: string };

/** A reason is required; a child opportunity's name, left empty, reuses this one's. */
const markLostRules = formRules((values: MarkLostValues, refuse) => {
  if (!values.lostReason.trim()) refuse('lostReason', VALIDATION_MESSAGES.required);
  const childName = values.createChild ? values.childName.trim() : '';
  return { lostReason: values.lostReason.trim(), createChild: values.createChild, ...(childName ? { childName } : {}) };
});

/** Mark as lost with a reason, optionally creating a child opportunity to carry the deal on. */
export function MarkLostDialog({ opportunity, onClose, onMarked }: { opportunity: OpportunityPage; onClose: () => void; onMarked: (result: MarkLostResult) => void }) {
  const form = useSchemaForm({
    defaultValues: { lostReason: '', createChild: false, childName: '' },
    schema: markLostRules,
    save: (fields) => markOpportunityLost({ opportunityId: opportunity.id, ...fields, baseVersion: opportunity.version }),
    onSaved: (result) => {
      onMarked(result);
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.markLostFailed } },
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Mark opportunity #${opportunity.id} as lost`}
      description="A lost opportunity can no longer be edited."
      submitLabel="Mark as lost"
      submitVariant="danger"
    >
      <TextField label="Reason" required {...form.field('lostReason')} maxLength={1000} autoFocus />
      <Checkbox label="Create a child opportunity" {...form.check('createChild')} />
      {form.values.createChild && <TextField label="Child opportunity name" {...form.field('childName')} maxLength={200} hint={`Leave empty to reuse “${opportunity.name}”.`} />}
    </FormDialog>
  );
}
