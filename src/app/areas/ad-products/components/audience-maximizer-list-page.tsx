import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AUDIENCE_MAXIMIZER_TYPE_LABELS, type PackageSlotPage, type PackageSlotView } from '../../../../domain/ad-products/package-slot';
import { formatDate } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { AUDIENCE_MAXIMIZER_PAGE_SIZE, PACKAGE_SLOT_STATUSES } from '../../../../domain/reference/limits';
import { useSignedInUser } from '../../../lib/session/use-session';
import { buttonClasses } from '../../../ui/button-classes';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen, type ListRows } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { RecordPicker } from '../../../ui/form/record-picker';
import { usePackageSlots } from '../data/ad-products-api';

/** The route's page (1-based, total pages: this one plus one when there is a next) as the kit's open-ended page. */
function pageOf(answer: PackageSlotPage): ListRows<PackageSlotView> {
  const before = (answer.current_page_no - 1) * AUDIENCE_MAXIMIZER_PAGE_SIZE;
  const hasNext = answer.total_pages > answer.current_page_no;
  return { results: answer.data, page: answer.current_page_no - 1, size: AUDIENCE_MAXIMIZER_PAGE_SIZE, totalCount: before + answer.data.length + (hasNext ? 1 : 0), openEnded: true };
}

/**
 * `audience-maximizer` (spec 002 §2): package slots of the four types, 10 a page (total pages: this page, plus one
 * when there is a next page), filtered by status and opportunity. Sellers create slots; everyone else reads.
 */
export function AudienceMaximizerListPage() {
  const user = useSignedInUser();
  const canCreate = user.capabilities.includes('sell');
  const [pageIndex, setPageIndex] = useState(0);
  const [status, setStatus] = useState('');
  const [opportunity, setOpportunity] = useState('');
  const validOpportunity = /^[1-9]\d{0,9}$/.test(opportunity.trim()) ? opportunity.trim() : '';
  const slots = usePackageSlots(pageIndex + 1, status, validOpportunity);

  const columns: Column<PackageSlotView>[] = [
    {
      key: 'slot',
      header: 'Slot',
      value: (s) => s.slot_id,
      cell: (s) => (
        <Link to="/audience-maximizer/$slotId" params={{ slotId: s.slot_id }} className="text-sky-700 underline">
          {s.slot_id}
        </Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (s) => AUDIENCE_MAXIMIZER_TYPE_LABELS[s.audience_maximizer_type] },
    { key: 'opportunity', header: 'Opportunity', cell: (s) => `${s.opportunity_id} · ${s.opportunity_name}` },
    { key: 'polygon', header: 'Polygon / projects', priority: 2, cell: (s) => s.polygon_name ?? (s.project_ids.length ? `Projects ${s.project_ids.join(', ')}` : '-') },
    { key: 'dates', header: 'Dates', className: 'whitespace-nowrap', cell: (s) => `${formatDate(s.start_date)} to ${formatDate(s.end_date)}` },
    { key: 'amount', header: 'Amount', align: 'right', value: (s) => s.amount, cell: (s) => formatRupees(s.amount), total: (rows) => formatRupees(rows.reduce((sum, s) => sum + s.amount, 0)) },
    { key: 'cards', header: 'Cards', align: 'right', priority: 3, cell: (s) => s.cards.length },
    { key: 'status', header: 'Status', cell: (s) => s.status },
  ];

  return (
    <ListScreen
      title="Audience Maximizer"
      description="Package slots: locality, city with budget, project level and city level."
      actions={
        canCreate && (
          <Link to="/audience-maximizer/create-slot" className={buttonClasses()}>
            Create slot
          </Link>
        )
      }
      filters={
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Status"
            placeholder="Any status"
            options={PACKAGE_SLOT_STATUSES.map((s) => ({ value: s, label: s }))}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPageIndex(0);
            }}
          />
          <div className="min-w-64">
            <RecordPicker
              kind="opportunity"
              label="Opportunity"
              value={opportunity}
              onChange={(e) => {
                setOpportunity(e.target.value);
                setPageIndex(0);
              }}
            />
          </div>
        </div>
      }
      what="package slots"
      caption="Package slots"
      columns={columns}
      rowKey={(s) => s.slot_id}
      resource={{ ...slots, data: slots.data && pageOf(slots.data) }}
      empty="No slots."
      onPageChange={setPageIndex}
      pagerLabel="Package slot pages"
      csvFileName="audience-maximizer-slots.csv"
    />
  );
}
