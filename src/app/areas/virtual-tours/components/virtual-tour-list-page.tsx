import { Link } from '@tanstack/react-router';
import { formatRupees } from '../../../../domain/format/rupees';
import { useListSearch } from '../../../lib/list/list-search';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { useCreateSlotAction } from '../../../ui/table/create-slot-action';
import { useVirtualTourSlots, type VirtualTourSlot } from '../data/virtual-tours-api';
import { showSlotTime } from './slot-time';

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';

/** `virtual-tour` (spec 002 §2): the webinar slots of opportunities in the user's scope, latest first. */
export function VirtualTourListPage() {
  const createSlot = useCreateSlotAction('/virtual-tour/create-slot');
  const list = useListSearch();
  const slots = useVirtualTourSlots(list.pageIndex);
  return (
    <ListScreen
      title="Virtual Tours"
      description="Webinar slots of your opportunities. Times are Asia/Kolkata."
      actions={createSlot}
      what="the virtual-tour slots"
      caption="Virtual-tour slots"
      columns={COLUMNS}
      rowKey={(s) => s.id}
      resource={slots}
      empty="No virtual-tour slots yet."
      onPageChange={list.setPageIndex}
      csvFileName="virtual-tours.csv"
    />
  );
}

const COLUMNS: Column<VirtualTourSlot>[] = [
  {
    key: 'id',
    header: 'Slot',
    value: (s) => s.id,
    cell: (s) => (
      <Link to="/virtual-tour/$tourId" params={{ tourId: s.id }} className={linkClass}>
        #{s.id}
      </Link>
    ),
  },
  { key: 'opportunity', header: 'Opportunity', cell: (s) => s.opportunity_id },
  { key: 'start', header: 'Webinar start', cell: (s) => showSlotTime(s.webinar_start_date_time) },
  { key: 'end', header: 'Webinar end', priority: 2, cell: (s) => showSlotTime(s.webinar_end_date_time) },
  { key: 'listing', header: 'Promoted listing', priority: 3, value: (s) => s.promoted_listing_id, cell: (s) => s.promoted_listing_id ?? '-' },
  { key: 'service', header: 'Service type', priority: 3, cell: (s) => s.service_type },
  { key: 'selling', header: 'Selling type', priority: 3, cell: (s) => s.selling_type },
  { key: 'amount', header: 'Amount', align: 'right', value: (s) => s.amount, cell: (s) => formatRupees(s.amount) },
  { key: 'status', header: 'Status', cell: (s) => s.status_name },
];
