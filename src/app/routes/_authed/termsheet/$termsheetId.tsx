import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { MilestonesTable } from '../../../areas/milestones/components/milestones-table';
import type { MilestoneDetail } from '../../../areas/milestones/data/milestone-types';
import { mirrorMilestonesOfTermsheet } from '../../../areas/milestones/offline/queries';
import { TermsheetPageView } from '../../../areas/termsheets/components/termsheet-page-view';
import { InvoicesPanel } from '../../../areas/invoices/components/invoices-panel';
import { DocumentsPanel } from '../../../areas/documents/components/documents-panel';
import { idParam } from '../-id-param';

/** `termsheet/{termsheetId}`: the termsheet with its actions, its milestones and their payments, its invoices and documents. */
export const Route = createFileRoute('/_authed/termsheet/$termsheetId')({
  params: idParam('termsheetId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/termsheet/$termsheetId'),
  component: TermsheetRoute,
});

function TermsheetRoute() {
  const { termsheetId } = Route.useParams();
  return (
    <TermsheetPageView<MilestoneDetail, MilestoneDetail['paymentDetails'][number]>
      key={termsheetId}
      termsheetId={termsheetId}
      mirrorMilestones={mirrorMilestonesOfTermsheet}
      milestones={(termsheet) => <MilestonesTable milestones={termsheet.milestoneDetails} caption={`Milestones of termsheet #${termsheet.id}`} showTermsheet={false} />}
      invoices={(termsheet, { atListPrice }) => (
        <>
          <InvoicesPanel termsheetId={termsheet.id} accountId={termsheet.accountId} termsheetStatusId={termsheet.statusId} atListPrice={atListPrice} />
          <DocumentsPanel entityTypeId={2} entityId={termsheet.id} />
        </>
      )}
    />
  );
}
