import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AUDIENCE_MAXIMIZER_TYPE_LABELS, type PackageSlotView } from '../../../../domain/ad-products/package-slot';
import { PACKAGE_SLOT_STATUSES } from '../../../../domain/reference/limits';
import { useOnline } from '../../../lib/offline/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { buttonClasses } from '../../../ui/button-classes';
import { Button } from '../../../ui/button';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { SelectField } from '../../../ui/select-field';
import { RecordPicker } from '../../../ui/record-picker';
import { usePackageSlots } from '../data/ad-products-api';

/**
 * `audience-maximizer` (spec 002 §2): package slots of the four types, 10 a page (total pages: this page, plus one
 * when there is a next page), filtered by status and opportunity. Sellers create slots; everyone else reads.
 */
export function AudienceMaximizerListPage() {
  const user = useSignedInUser();
  usePageTitle('Audience Maximizer', shellBrandFor(user.domainId).name);
  const online = useOnline();
  const canCreate = user.capabilities.includes('sell');
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState('');
  const [opportunity, setOpportunity] = useState('');
  const validOpportunity = /^[1-9]\d{0,9}$/.test(opportunity.trim()) ? opportunity.trim() : '';
  const slots = usePackageSlots(pageNo, status, validOpportunity);

  const columns: Column<PackageSlotView>[] = [
    {
      key: 'slot',
      header: 'Slot',
      cell: (s) => (
        <Link to="/audience-maximizer/$slotId" params={{ slotId: s.slot_id }} className="text-sky-700 underline">
          {s.slot_id}
        </Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (s) => AUDIENCE_MAXIMIZER_TYPE_LABELS[s.audience_maximizer_type] },
    { key: 'opportunity', header: 'Opportunity', cell: (s) => `${s.opportunity_id} · ${s.opportunity_name}` },
    { key: 'polygon', header: 'Polygon / projects', cell: (s) => s.polygon_name ?? (s.project_ids.length ? `Projects ${s.project_ids.join(', ')}` : '-') },
    { key: 'dates', header: 'Dates', cell: (s) => `${s.start_date} to ${s.end_date}` },
    { key: 'amount', header: 'Amount', align: 'right', cell: (s) => `₹${s.amount.toLocaleString('en-IN')}` },
    { key: 'cards', header: 'Cards', align: 'right', cell: (s) => s.cards.length },
    { key: 'status', header: 'Status', cell: (s) => s.status },
  ];

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader
        title="Audience Maximizer"
        description="Package slots: locality, city with budget, project level and city level."
        actions={
          canCreate && (
            <Link to="/audience-maximizer/create-slot" className={buttonClasses()}>
              Create slot
            </Link>
          )
        }
      />
      <OnlineOnlyNotice />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          placeholder="Any status"
          options={PACKAGE_SLOT_STATUSES.map((s) => ({ value: s, label: s }))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPageNo(1);
          }}
        />
        <div className="min-w-64">
          <RecordPicker
            kind="opportunity"
            label="Opportunity"
            value={opportunity}
            onChange={(e) => {
              setOpportunity(e.target.value);
              setPageNo(1);
            }}
          />
        </div>
      </div>
      {slots.error && <LoadFailed what="package slots" error={slots.error} onRetry={() => void slots.refresh()} />}
      {!slots.data && slots.isLoading && <LoadingFallback label="Loading slots…" />}
      {slots.data && (
        <>
          <DataTable caption="Package slots" columns={columns} rows={slots.data.data} rowKey={(s) => s.slot_id} empty="No slots." stackOnPhone busy={slots.isRefreshing} />
          <nav aria-label="Package slot pages" className="flex items-center gap-3 text-sm">
            <Button size="sm" variant="secondary" disabled={pageNo <= 1 || !online} onClick={() => setPageNo(pageNo - 1)}>
              Previous
            </Button>
            <span>
              Page {slots.data.current_page_no} of {slots.data.total_pages}
            </span>
            <Button size="sm" variant="secondary" disabled={slots.data.total_pages <= pageNo || !online} onClick={() => setPageNo(pageNo + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
