import { Link, useNavigate } from '@tanstack/react-router';
import { formatRupees } from '../../../../domain/format/rupees';
import type { SiteTakeoverSlot } from '../../../../domain/site-takeovers/site-takeover';
import { useListSearch } from '../../../lib/list/list-search';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { useCreateSlotAction } from '../../../ui/table/create-slot-action';
import { Screen } from '../../../ui/screen';
import { SectionPanel } from '../../../ui/section-panel';
import { CancelSlotButton } from '../../../ui/dialog/cancel-slot-dialog';
import { useSiteTakeover, useSiteTakeovers, cancelSiteTakeover } from '../data/site-takeovers-api';
import { CardImageUpload } from './card-image-upload';
import { SiteTakeoverCardsForm, SiteTakeoverForm } from './site-takeover-form';
import { LoadStates } from '../../../ui/status/load-states';

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';

/** `site-takeover` (spec 002 §2): product 74 slots of opportunities in scope, latest start first. */
export function SiteTakeoverListPage() {
  const createSlot = useCreateSlotAction('/site-takeover/create-slot');
  const list = useListSearch();
  const slots = useSiteTakeovers(list.pageIndex);
  return (
    <ListScreen
      title="Site Takeovers"
      description="Site-takeover slots (product 74). One booking per polygon and day."
      actions={createSlot}
      what="the site-takeover slots"
      caption="Site-takeover slots"
      columns={SITE_TAKEOVER_COLUMNS}
      rowKey={(s) => s.slot_id}
      resource={slots}
      empty="No site-takeover slots yet."
      onPageChange={list.setPageIndex}
      csvFileName="site-takeovers.csv"
    />
  );
}

const SITE_TAKEOVER_COLUMNS: Column<SiteTakeoverSlot>[] = [
  {
    key: 'id',
    header: 'Slot',
    value: (s) => s.slot_id,
    cell: (s) => (
      <Link to="/site-takeover/$siteId" params={{ siteId: s.slot_id }} className={linkClass}>
        #{s.slot_id}
      </Link>
    ),
  },
  { key: 'title', header: 'Title', cell: (s) => s.site_takeover_title },
  { key: 'opportunity', header: 'Opportunity', priority: 2, cell: (s) => s.opportunity_id },
  { key: 'polygons', header: 'Polygons', priority: 3, className: 'break-all', cell: (s) => s.polygon_uuids.join(', ') },
  { key: 'dates', header: 'Dates', cell: (s) => `${s.start_date} to ${s.end_date}` },
  { key: 'amount', header: 'Amount', align: 'right', value: (s) => s.amount, cell: (s) => formatRupees(s.amount) },
  { key: 'status', header: 'Status', cell: (s) => s.slot_status },
];

/** `site-takeover/create-slot` (sell). */
export function SiteTakeoverCreatePage() {
  const navigate = useNavigate();
  return (
    <Screen width="lg" title="Create Site Takeover Slot" description="Product 74. Dates are Asia/Kolkata days.">
      <SiteTakeoverForm onSaved={(slot) => navigate({ to: '/site-takeover/$siteId', params: { siteId: slot.slot_id } })} />
    </Screen>
  );
}

/** `site-takeover/{siteId}`: sellers edit the slot, content roles its cards; a past slot is read-only. */
export function SiteTakeoverDetailPage({ siteId }: { siteId: number }) {
  const user = useSignedInUser();
  const slot = useSiteTakeover(siteId);
  const canSell = user.capabilities.includes('sell');
  const canContent = user.capabilities.includes('content');
  const data = slot.data;
  return (
    <Screen width="lg" title={`Site Takeover #${siteId}`} back={{ to: '/site-takeover', label: 'Site takeovers' }}>
      <LoadStates resource={slot} what="the slot" loading="Loading the slot…" />
      {data && (
        <SectionPanel title={data.site_takeover_title}>
          <p className="text-sm">
            Status: <strong data-testid="site-takeover-status">{data.slot_status}</strong> · {data.start_date} to {data.end_date} · {data.polygon_uuids.join(', ')} ·{' '}
            {formatRupees(data.amount)}
          </p>
          <ul className="mt-2 text-sm">
            {data.slot_product_cards.map((c) => (
              <li key={c.priority}>
                Card {c.priority} ({c.kind}): {c.title}
              </li>
            ))}
          </ul>
          {data.is_past && <p className="mt-2 text-sm text-slate-700">This slot is past and can no longer be edited.</p>}
        </SectionPanel>
      )}
      {data && !data.is_past && data.slot_status !== 'cancelled' && (canSell || canContent) && data.slot_product_cards.length > 0 && (
        <SectionPanel title="Card images">
          <div className="flex flex-col gap-2">
            {data.slot_product_cards.map((c) => (
              <CardImageUpload key={c.priority} slotId={data.slot_id} card={c} onUploaded={() => slot.refresh()} />
            ))}
          </div>
        </SectionPanel>
      )}
      {data && !data.is_past && data.slot_status !== 'cancelled' && canSell && <SiteTakeoverForm key={`${data.slot_id}:${JSON.stringify(data)}`} slot={data} onSaved={() => slot.refresh()} />}
      {data && !data.is_past && data.slot_status !== 'cancelled' && canSell && (
        <CancelSlotButton description="The slot becomes cancelled (final) and its polygons' days are freed." confirm={(reason) => cancelSiteTakeover(data.slot_id, reason)} onCancelled={() => void slot.refresh()} />
      )}
      {data && !data.is_past && data.slot_status !== 'cancelled' && !canSell && canContent && <SiteTakeoverCardsForm key={JSON.stringify(data.slot_product_cards)} slot={data} onSaved={() => slot.refresh()} />}
    </Screen>
  );
}
