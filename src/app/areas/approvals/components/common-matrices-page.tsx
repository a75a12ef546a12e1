import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { approvingDesignationInputSchema, MATRIX_MESSAGES } from '../../../../domain/approvals/matrix-contract';
import { MATRIX_APPROVAL_TYPE_LABELS, MATRIX_APPROVAL_TYPES, type MatrixApprovalType } from '../../../../domain/approvals/statuses';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { LoadFailed } from '../../../ui/status/load-failed';
import { OnlineOnlyNotice } from '../../../ui/status/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { addApprovingDesignation, removeApprovingDesignation, useApprovingDesignations } from '../data/matrices';
import { AddLevelForm, MatrixLevelsTable } from './matrix-levels';

const TYPE_OPTIONS = MATRIX_APPROVAL_TYPES.map((value) => ({ value, label: MATRIX_APPROVAL_TYPE_LABELS[value] }));

/**
 * `common-matrices` (Admin, online only): approving designations for FreeTrial, Refund, LateCheckDeposition and
 * PriceRestoration (the spec's), and for the other kinds that are not discounts (ours), for the user's brand domain.
 */
export function CommonMatricesPage() {
  const user = useSignedInUser();
  usePageTitle('Other Matrices', shellBrandFor(user.domainId).name);
  const [approvalType, setApprovalType] = useState<MatrixApprovalType>('FreeTrial');
  const domainId = user.domainId;
  const matrix = useApprovingDesignations(approvalType, domainId);
  const refresh = () => matrix.refresh();
  return (
    <div className="mx-auto flex max-w-screen-lg flex-col gap-4">
      <PageHeader title="Other Matrices" breadcrumbs={<Link to="/approval-page" className="text-blue-700 underline">Approvals</Link>} description="Approving designations per approval kind: the highest level approves, the levels below it review." />
      <OnlineOnlyNotice />
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
    </div>
  );
}
