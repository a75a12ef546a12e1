import { Link, useNavigate } from '@tanstack/react-router';
import { MICROSITE_STATUSES, type MicrositeSlot } from '../../../../domain/microsites/microsite';
import { useListSearch } from '../../../lib/list/list-search';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { useCreateSlotAction } from '../../../ui/table/create-slot-action';
import { SelectField } from '../../../ui/form/select-field';
import { Screen } from '../../../ui/screen';
import { SectionPanel } from '../../../ui/section-panel';
import { CancelSlotButton } from '../../../ui/dialog/cancel-slot-dialog';
import { cancelMicrosite, useMicrosite, useMicrosites } from '../data/microsites-api';
import type { MicrositeListSearch } from '../microsite-list-search';
import { MicrositeContentForm } from './microsite-content-form';
import { MicrositeSlotForm } from './microsite-slot-form';
import { LoadStates } from '../../../ui/status/load-states';

const linkClass = 'font-medium text-brand underline-offset-2 hover:underline';
const STATUS_LABELS = { new: 'New', active: 'Active', cancelled: 'Cancelled' } as const;

/** `microsite` (spec 002 §2): microsite slots (placeholder 75); the slot id links to `/microsite/{slotId}`. */
export function MicrositeListPage() {
  const createSlot = useCreateSlotAction('/microsite/create-slot');
  const list = useListSearch<MicrositeListSearch>();
  const slots = useMicrosites({ pageIndex: list.pageIndex, sort: list.search.sort, status: list.search.status });
  return (
    <ListScreen
      title="Microsites"
      description="Project microsites (placeholder 75). One microsite per project and day."
      actions={createSlot}
      filters={<StatusFilter value={list.search.status} onChange={(status) => list.setFilters({ status })} />}
      what="the microsite slots"
      caption="Microsite slots"
      columns={COLUMNS}
      rowKey={(s) => s.slotId}
      resource={slots}
      empty={list.search.status ? 'No microsite slots match.' : 'No microsite slots yet.'}
      sort={list.sort}
      onSortChange={list.setSort}
      onPageChange={list.setPageIndex}
      csvFileName="microsites.csv"
    />
  );
}

const COLUMNS: Column<MicrositeSlot>[] = [
  {
    key: 'slotId',
    header: 'Slot ID',
    sortable: true,
    value: (s) => s.slotId,
    cell: (s) => (
      <Link to="/microsite/$micrositeId" params={{ micrositeId: s.slotId }} className={linkClass}>
        {s.slotId}
      </Link>
    ),
  },
  { key: 'entityId', header: 'Entity ID', value: (s) => s.entityId, cell: (s) => <span title={s.projectName}>{s.entityId}</span> },
  { key: 'sellerId', header: 'Seller ID', priority: 2, value: (s) => s.sellerId, cell: (s) => s.sellerId ?? '-' },
  { key: 'polygonId', header: 'Polygon ID', priority: 2, value: (s) => s.polygonId, cell: (s) => s.polygonId ?? '-' },
  { key: 'startDate', header: 'Start Date', sortable: true, cell: (s) => s.startDate },
  { key: 'endDate', header: 'End Date', sortable: true, cell: (s) => s.endDate },
  { key: 'status', header: 'Status', sortable: true, cell: (s) => STATUS_LABELS[s.status] },
];

type ListStatus = Exclude<MicrositeSlot['status'], 'cancelled'>;

function StatusFilter({ value, onChange }: { value: ListStatus | undefined; onChange: (status: ListStatus | undefined) => void }) {
  return (
    <div className="max-w-xs">
      <SelectField
        label="Status"
        placeholder="All"
        options={MICROSITE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as ListStatus))}
      />
    </div>
  );
}

/** `microsite/create-slot` (sell). */
export function MicrositeCreatePage() {
  const navigate = useNavigate();
  return (
    <Screen width="lg" title="Create Microsite Slot" description="A project's microsite for an opportunity. Dates are Asia/Kolkata days." back={{ to: '/microsite', label: 'Microsites' }}>
      <MicrositeSlotForm onSaved={(slot) => navigate({ to: '/microsite/$micrositeId', params: { micrositeId: slot.slotId } })} />
    </Screen>
  );
}

function ContentSummary({ slot }: { slot: MicrositeSlot }) {
  const c = slot.content;
  const list = (items: readonly string[]) => (items.length === 0 ? <span className="text-slate-600">None</span> : items.join(' · '));
  return (
    <SectionPanel title="Content">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Theme</dt>
        <dd>
          {c.theme.name} ({c.theme.primaryColor})
        </dd>
        <dt className="font-medium">Carousels</dt>
        <dd>{list(c.carousels.map((x) => x.title))}</dd>
        <dt className="font-medium">Offers</dt>
        <dd>{list(c.offers.map((x) => x.title))}</dd>
        <dt className="font-medium">USPs</dt>
        <dd>{list(c.usp)}</dd>
        <dt className="font-medium">Highlights</dt>
        <dd>{list(c.highlights)}</dd>
        <dt className="font-medium">Payment plans</dt>
        <dd>{list(c.paymentPlans.map((x) => x.name))}</dd>
        <dt className="font-medium">Testimonials</dt>
        <dd>{list(c.testimonials.map((x) => x.author))}</dd>
        <dt className="font-medium">Digitour</dt>
        <dd>{c.digitour ?? <span className="text-slate-600">None</span>}</dd>
      </dl>
    </SectionPanel>
  );
}

/** `microsite/{micrositeId}`: sellers edit the slot; content roles and sellers its content; the rest read. */
export function MicrositeDetailPage({ micrositeId }: { micrositeId: number }) {
  const user = useSignedInUser();
  const slot = useMicrosite(micrositeId);
  const canSell = user.capabilities.includes('sell');
  const canContent = canSell || user.capabilities.includes('content');
  const data = slot.data;
  return (
    <Screen width="lg" title={`Microsite #${micrositeId}`} back={{ to: '/microsite', label: 'Microsites' }}>
      <LoadStates resource={slot} what="the microsite slot" loading="Loading the slot…" />
      {data && (
        <SectionPanel title={`${data.projectName} (project ${data.entityId})`}>
          <p className="text-sm">
            Status: <strong data-testid="microsite-status">{STATUS_LABELS[data.status]}</strong> · {data.startDate} to {data.endDate} · Opportunity {data.opportunityId} · Seller{' '}
            {data.sellerId ?? '-'} · Polygon {data.polygonId ?? '-'}
          </p>
        </SectionPanel>
      )}
      {data && canSell && data.status !== 'cancelled' && <MicrositeSlotForm key={`slot:${JSON.stringify(data)}`} slot={data} onSaved={() => slot.refresh()} />}
      {data && canSell && data.status !== 'cancelled' && (
        <CancelSlotButton description="The slot becomes Cancelled (final) and its project's days are freed." confirm={(reason) => cancelMicrosite(data.slotId, reason)} onCancelled={() => void slot.refresh()} />
      )}
      {data && !canContent && <ContentSummary slot={data} />}
      {data && canContent && <MicrositeContentForm key={`content:${data.updatedAt}:${JSON.stringify(data.content)}`} slot={data} onSaved={() => slot.refresh()} />}
    </Screen>
  );
}
