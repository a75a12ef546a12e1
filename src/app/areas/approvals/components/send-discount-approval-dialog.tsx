import { SNACKBAR_FALLBACK_MESSAGE, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextField } from '../../../ui/form/text-field';
import type { DiscountApprovalSent } from '../../../../domain/approvals/approval-answers';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';

/** A remark is required. */
const remarkRules = formRules((values: { remark: string }, refuse) => {
  if (!values.remark.trim()) refuse('remark', VALIDATION_MESSAGES.required);
  return values.remark.trim();
});

/** Send the opportunity's discounted packages for approval, with a remark. */
export function SendDiscountApprovalDialog({ opportunityId, onClose, onSent }: { opportunityId: number; onClose: () => void; onSent: (sent: DiscountApprovalSent) => void }) {
  const form = useSchemaForm({
    defaultValues: { remark: '' },
    schema: remarkRules,
    save: (remark) => call(approvalEndpoints.sendForDiscountApproval, { params: { id: opportunityId }, body: { remark }, notify: false }),
    success: SUCCESS_MESSAGES.discountApprovalSent,
    onSaved: (sent) => {
      onSent(sent);
      onClose();
    },
    failure: { inline: [], notice: { fallback: SNACKBAR_FALLBACK_MESSAGE } },
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Send for discount approval"
      description="The packages whose discount needs approval go to the reviewers and the approving authority."
      submitLabel="Send for approval"
    >
      <TextField label="Remark" required {...form.field('remark')} maxLength={1000} autoFocus />
    </FormDialog>
  );
}
