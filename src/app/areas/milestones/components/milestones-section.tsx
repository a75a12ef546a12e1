import { useState, type ReactNode } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { SectionPanel } from '../../../ui/section-panel';
import { deleteMilestone } from '../data/delete-milestone';
import type { MilestoneDetail, TermsheetChoice } from '../data/milestone-types';
import { milestoneOrder, opportunityMilestonesList } from '../data/create-milestone';
import { useMilestonesOfOpportunity } from '../data/milestones-of-opportunity';
import { useWithPendingPayments } from '../data/pending-payments';
import { useWithPending } from '../../../lib/offline/device/pending-views';
import { MilestoneFormDialog } from './milestone-form-dialog';
import { MilestonesTable } from './milestones-table';

export type MilestoneActionSlot = (milestone: MilestoneDetail, refresh: () => void) => ReactNode;

/** The milestones of all the opportunity's termsheets: create, update, delete, and actions other areas add (record a payment). */
export function MilestonesSection({
  opportunityId,
  termsheets,
  canEdit,
  milestoneActions,
  onChanged,
}: {
  opportunityId: number;
  termsheets: readonly TermsheetChoice[];
  canEdit: boolean;
  milestoneActions?: MilestoneActionSlot;
  /** Something that also changes the opportunity's figures happened (a payment was recorded). */
  onChanged?: () => void;
}) {
  const milestones = useMilestonesOfOpportunity(opportunityId);
  // Milestones and payments being queued on the device show from the tap, until the copy's rows (same client ids)
  // replace them (pending-views.ts).
  const onDevice = milestones.source === 'mirror';
  const listed = useWithPending(opportunityMilestonesList(opportunityId), milestones.data?.results, onDevice, milestoneOrder);
  const shown = useWithPendingPayments(listed, onDevice);
  const [editing, setEditing] = useState<MilestoneDetail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MilestoneDetail | null>(null);
  const refresh = () => {
    void milestones.refresh();
    onChanged?.();
  };

  const actions = (m: MilestoneDetail) => {
    const editable = canEdit && m.editable;
    const extra = editable ? milestoneActions?.(m, refresh) : null;
    if (!editable) return null;
    return (
      <div className="flex flex-wrap gap-2">
        {extra}
        <Button size="sm" variant="secondary" onClick={() => setEditing(m)} aria-label={`Edit milestone ${m.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(m)} aria-label={`Delete milestone ${m.name}`}>
          Delete
        </Button>
      </div>
    );
  };

  return (
    <SectionPanel
      title="Milestones"
      actions={
        canEdit && termsheets.some((t) => t.editable) && <Button onClick={() => setEditing('new')}>Create milestone</Button>
      }
    >
      {milestones.error !== null && !milestones.data ? (
        <p role="alert" className="text-sm text-red-800">
          Milestones could not be loaded.
        </p>
      ) : (
        <MilestonesTable
          milestones={shown ?? []}
          caption="Milestones of this opportunity"
          actions={canEdit ? actions : undefined}
          busy={milestones.isLoading || milestones.isRefreshing}
          empty={milestones.isLoading ? 'Loading milestones…' : termsheets.length ? 'No milestones yet.' : 'Create a termsheet to add milestones.'}
        />
      )}
      {editing && (
        <MilestoneFormDialog opportunityId={opportunityId} milestone={editing === 'new' ? undefined : editing} termsheets={termsheets} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
      {deleting && (
        <ConfirmDialog
          onClose={() => setDeleting(null)}
          title={`Delete milestone “${deleting.name}”?`}
          confirmLabel="Delete"
          confirm={() => deleteMilestone(deleting.id, deleting.version)}
          success={SUCCESS_MESSAGES.milestoneDeleted}
          onSaved={() => {
            setDeleting(null);
            refresh();
          }}
          failure={{ inline: [], notice: { fallback: FAILURE_MESSAGES.deleteMilestoneFailed } }}
        >
          <p className="text-sm text-slate-700">The milestone is removed from termsheet #{deleting.termsheetId}.</p>
        </ConfirmDialog>
      )}
    </SectionPanel>
  );
}
