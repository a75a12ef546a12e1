import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { canAddTermsheet } from '../../../../domain/termsheets/statuses';
import type { Resource } from '../../../lib/data/use-resource';
import { Button } from '../../../ui/button';
import { SectionPanel } from '../../../ui/section-panel';
import type { Column } from '../../../ui/table/data-table';
import { ListTable } from '../../../ui/table/list-screen';
import type { Paged, TermsheetListItem } from '../data/termsheet-types';
import { CreateTermsheetDialog, type PackageChoice } from './create-termsheet-dialog';

const linkClass = 'text-brand underline-offset-2 hover:underline';

const COLUMNS: Column<TermsheetListItem>[] = [
  { key: 'id', header: 'Termsheet', value: (t) => t.id, cell: (t) => <Link to="/termsheet/$termsheetId" params={{ termsheetId: t.id }} className={linkClass}>#{t.id}</Link> },
  { key: 'legalName', header: 'Legal entity', value: (t) => t.legalName, cell: (t) => t.legalName ?? '--', className: 'min-w-40' },
  { key: 'contactName', header: 'Contact', priority: 2, value: (t) => t.contactName, cell: (t) => t.contactName ?? '--' },
  { key: 'statusName', header: 'Status', cell: (t) => t.statusName },
  { key: 'acceptance', header: 'Acceptance', priority: 2, value: (t) => t.acceptanceStatusName, cell: (t) => t.acceptanceStatusName ?? '--' },
  { key: 'createdAt', header: 'Created', priority: 3, value: (t) => t.createdAt, cell: (t) => formatDateTime(t.createdAt), className: 'whitespace-nowrap' },
];

/** The opportunity's termsheets, and creating one (not while another is in status 1, 2 or 3). */
export function TermsheetsSection({
  opportunityId,
  accountId,
  packages,
  termsheets,
  canEdit,
}: {
  opportunityId: number;
  accountId: number;
  packages: readonly PackageChoice[];
  termsheets: Resource<Paged<TermsheetListItem>>;
  canEdit: boolean;
}) {
  const [creating, setCreating] = useState(false);
  const rows = termsheets.data?.results ?? [];
  const canAdd = canAddTermsheet(rows.map((t) => t.statusId));
  return (
    <SectionPanel
      title="Termsheets"
      actions={
        canEdit && termsheets.data && (canAdd ? <Button onClick={() => setCreating(true)}>Create termsheet</Button> : <p className="text-sm text-slate-600">A termsheet is already in progress.</p>)
      }
    >
      <ListTable
        what="termsheets"
        caption="Termsheets of this opportunity"
        columns={COLUMNS}
        resource={termsheets}
        rowKey={(t) => t.id}
        empty="No termsheets yet."
      />
      {creating && (
        <CreateTermsheetDialog opportunityId={opportunityId} accountId={accountId} packages={packages} onClose={() => setCreating(false)} onCreated={() => void termsheets.refresh()} />
      )}
    </SectionPanel>
  );
}
