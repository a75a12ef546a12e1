import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { buttonClasses } from '../../../ui/button-classes';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { useVideoTourSlots, VIDEO_TOUR_PAGE_SIZE, type VideoTourSlot } from '../data/video-tours-api';
import { showSlotTime } from './slot-time';

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';

/** `virtual-tour` (spec 002 §2): the webinar slots of opportunities in the user's scope, latest first. */
export function VirtualTourListPage() {
  const user = useSignedInUser();
  usePageTitle('Virtual Tours', shellBrandFor(user.domainId).name);
  const [page, setPage] = useState(0);
  const slots = useVideoTourSlots(page);
  const canSell = user.capabilities.includes('sell');
  const columns: Column<VideoTourSlot>[] = [
    {
      key: 'id',
      header: 'Slot',
      cell: (s) => (
        <Link to="/virtual-tour/$tourId" params={{ tourId: s.id }} className={linkClass}>
          #{s.id}
        </Link>
      ),
    },
    { key: 'opportunity', header: 'Opportunity', cell: (s) => s.opportunity_id },
    { key: 'start', header: 'Webinar start', cell: (s) => showSlotTime(s.webinar_start_date_time) },
    { key: 'end', header: 'Webinar end', cell: (s) => showSlotTime(s.webinar_end_date_time) },
    { key: 'listing', header: 'Promoted listing', cell: (s) => s.promoted_listing_id ?? '-' },
    { key: 'service', header: 'Service type', cell: (s) => s.service_type },
    { key: 'selling', header: 'Selling type', cell: (s) => s.selling_type },
    { key: 'amount', header: 'Amount', align: 'right', cell: (s) => formatRupees(s.amount) },
    { key: 'status', header: 'Status', cell: (s) => s.status_name },
  ];
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader
        title="Virtual Tours"
        description="Webinar slots of your opportunities. Times are Asia/Kolkata."
        actions={
          canSell && (
            <Link to="/virtual-tour/create-slot" className={buttonClasses('primary')}>
              Create slot
            </Link>
          )
        }
      />
      <OnlineOnlyNotice />
      {slots.error && <LoadFailed what="the virtual-tour slots" error={slots.error} onRetry={() => void slots.refresh()} />}
      {!slots.data && slots.isLoading && <LoadingFallback label="Loading the slots…" />}
      {slots.data && (
        <>
          <DataTable caption="Virtual-tour slots" columns={columns} rows={slots.data.data} rowKey={(s) => s.id} empty="No virtual-tour slots yet." busy={slots.isRefreshing} stackOnPhone />
          <Pagination pageIndex={page} size={VIDEO_TOUR_PAGE_SIZE} totalCount={slots.data.totalCount} rowsOnPage={slots.data.data.length} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
