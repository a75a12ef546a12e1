import { useState } from 'react';
import { discountLevelInputSchema } from '../../../../domain/approvals/matrix-contract';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { CLIENT_TYPE_LABELS } from '../../../../domain/reference/ids';
import { LoadFailed } from '../../../ui/status/load-failed';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { addDiscountLevel, removeDiscountLevel, useDiscountMatrix } from '../data/matrices';
import { AddLevelForm, MatrixLevelsTable } from './matrix-levels';
import { ApprovalsScreen } from './approvals-screen';

const CLIENT_TYPE_OPTIONS = Object.entries(CLIENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** `discount-matrix` (Admin, online only): who reviews and who approves discounts, per client type. */
export function DiscountMatrixPage() {
  const [clientTypeId, setClientTypeId] = useState(1);
  const matrix = useDiscountMatrix(clientTypeId);
  const refresh = () => matrix.refresh();
  return (
    <ApprovalsScreen title="Discount Approval Matrix" description="Levels of designations per client type: the highest level approves, the levels below it review.">
      <div className="sm:w-72">
        <SelectField label="Client type" options={CLIENT_TYPE_OPTIONS} value={String(clientTypeId)} onChange={(e) => setClientTypeId(Number(e.target.value))} />
      </div>
      {Boolean(matrix.error) && <LoadFailed what="the discount matrix" error={matrix.error} onRetry={() => void refresh()} />}
      <SectionPanel title={`Levels for ${CLIENT_TYPE_LABELS[clientTypeId as keyof typeof CLIENT_TYPE_LABELS]}`}>
        <MatrixLevelsTable
          caption="Discount approval levels"
          levels={matrix.data?.results ?? []}
          busy={matrix.isLoading || matrix.isRefreshing}
          remove={(level) => removeDiscountLevel(clientTypeId, level.id)}
          removedMessage={SUCCESS_MESSAGES.discountApprovalLevelRemoved}
          onChanged={refresh}
        />
      </SectionPanel>
      <AddLevelForm
        key={clientTypeId}
        schema={discountLevelInputSchema}
        toInput={(values) => ({ ...values, clientTypeId })}
        save={addDiscountLevel}
        addedMessage={SUCCESS_MESSAGES.discountApprovalLevelAdded}
        onAdded={refresh}
      />
    </ApprovalsScreen>
  );
}
