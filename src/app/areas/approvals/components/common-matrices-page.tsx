import { useState } from 'react';
import { approvingDesignationInputSchema, MATRIX_MESSAGES } from '../../../../domain/approvals/matrix-contract';
import { MATRIX_APPROVAL_TYPE_LABELS, MATRIX_APPROVAL_TYPES, type MatrixApprovalType } from '../../../../domain/approvals/statuses';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSignedInUser } from '../../../lib/session/use-session';
import { LoadFailed } from '../../../ui/status/load-failed';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { addApprovingDesignation, removeApprovingDesignation, useApprovingDesignations } from '../data/matrices';
import { AddLevelForm, MatrixLevelsTable } from './matrix-levels';
import { ApprovalsScreen } from './approvals-screen';

const TYPE_OPTIONS = MATRIX_APPROVAL_TYPES.map((value) => ({ value, label: MATRIX_APPROVAL_TYPE_LABELS[value] }));

/**
 * `common-matrices` (Admin, online only): approving designations for FreeTrial, Refund, LateCheckDeposition and
 * PriceRestoration (the spec's), and for the other kinds that are not discounts (ours), for the user's brand domain.
 */
export function CommonMatricesPage() {
  const user = useSignedInUser();
  const [approvalType, setApprovalType] = useState<MatrixApprovalType>('FreeTrial');
  const domainId = user.domainId;
  const matrix = useApprovingDesignations(approvalType, domainId);
  const refresh = () => matrix.refresh();
  return (
    <ApprovalsScreen title="Other Matrices" description="Approving designations per approval kind: the highest level approves, the levels below it review.">
      <div className="sm:w-72">
        <SelectField label="Matrix" options={TYPE_OPTIONS} value={approvalType} onChange={(e) => setApprovalType(e.target.value as MatrixApprovalType)} />
      </div>
      {Boolean(matrix.error) && <LoadFailed what="the matrix" error={matrix.error} onRetry={() => void refresh()} />}
      <SectionPanel title={`${MATRIX_APPROVAL_TYPE_LABELS[approvalType]} levels`}>
        <MatrixLevelsTable
          caption={`${MATRIX_APPROVAL_TYPE_LABELS[approvalType]} approval levels`}
          levels={matrix.data?.results ?? []}
          busy={matrix.isLoading || matrix.isRefreshing}
          remove={(level) => removeApprovingDesignation({ id: level.id, approvalType, domainId })}
          removedMessage={MATRIX_MESSAGES.matrixLevelRemoved}
          onChanged={refresh}
        />
      </SectionPanel>
      <AddLevelForm
        key={approvalType}
        schema={approvingDesignationInputSchema}
        toInput={(values) => ({ ...values, approvalType, domainId })}
        save={addApprovingDesignation}
        addedMessage={SUCCESS_MESSAGES.matrixLevelAdded}
        onAdded={refresh}
      />
    </ApprovalsScreen>
  );
}
