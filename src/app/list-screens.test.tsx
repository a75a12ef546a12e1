// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../domain/paging/paged';
import type { PerformanceAnswer, PerformanceRow } from '../domain/people/performance';
import type { ErpEventView } from '../domain/erp/erp-schema';
import type { ReviewImage } from '../domain/image-review/image-review';
import type { ChurnScheduleView } from '../domain/churn/churn-schedule';
import { ViewChurnSchedulerPage } from './areas/churn/components/view-churn-scheduler-page';
import { NetsuiteEventTrackingPage } from './areas/erp/components/netsuite-event-tracking-page';
import { ImageReviewPanel } from './areas/image-review/components/image-review-panel';
import { PerformancePage } from './areas/people/components/performance-page';
import { ListScreen, type ListResource } from './ui/table/list-screen';
import { SnackbarProvider } from './ui/snackbar/snackbar-provider';

// Issue 51: every list screen's pager says which rows it shows. Each screen below is walked over a list of 23 rows
// answered 10 a page by its data hook (the route's paging, 0-based), and on the first, a middle and the last page
// "Showing a–b of n" must match the rows the table draws.

vi.mock('./lib/session/use-session', () => ({ useSignedInUser: () => ({ domainId: null, capabilities: [] }) }));

const TOTAL = 23;
const SIZE = 10;

function pageOf<T>(all: readonly T[], page: number): Paged<T> {
  return { results: all.slice(page * SIZE, (page + 1) * SIZE), totalCount: all.length, page, size: SIZE };
}

const loaded = <T,>(data: T) => ({ data, error: null, isLoading: false, isRefreshing: false, refresh: () => Promise.resolve() });

const schedules: ChurnScheduleView[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  profile_uuid: `profile-${i + 1}`,
  entity_type: 'project',
  entity_id: 100 + i,
  churn_start_date: '2026-01-01',
  churn_end_date: '2026-01-31',
  last_n_days: null,
  total_leads: 10,
  leads_churned: i,
  run_count: 0,
  status: 'ACTIVE',
  next_run_at: null,
  last_run_at: null,
  created_by: 1,
  created_by_name: 'Admin',
  created_at: '2026-01-01T00:00:00Z',
  stopped_at: null,
  request: {},
}));
vi.mock('./areas/churn/data/churn-api', () => ({
  useChurnSchedules: (_filters: unknown, page: number) => loaded(pageOf(schedules, page)),
  stopChurnSchedule: () => Promise.resolve(),
}));

const bucket = (n: number) => ({ accounts: n, dealValue: n * 100_000 });
const agents: PerformanceRow[] = Array.from({ length: TOTAL }, (_, i) => ({
  agentId: i + 1,
  agentName: `Agent ${String(i + 1).padStart(2, '0')}`,
  assignedOpportunities: i,
  uniqueAccounts: 1,
  activityDone: 2,
  hot: bucket(1),
  cold: bucket(0),
  warm: bucket(2),
  closed: bucket(1),
  members: 1,
  packagesActivated: null,
}));
vi.mock('./areas/people/data/people-calls', () => ({
  usePerformance: ({ page }: { page: number }) =>
    loaded<PerformanceAnswer>({ ...pageOf(agents, page), level: 'agents', from: '2026-01-01', to: '2026-01-31', showsPackagesActivated: false }),
}));

const erpEvents: ErpEventView[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  entityKind: 'payment',
  entityId: 500 + i,
  eventKind: 'create',
  payload: {},
  idempotencyKey: `key-${i}`,
  status: 'acknowledged',
  attempts: 1,
  lastError: null,
  acknowledgement: null,
  createdByName: null,
  createdAt: '2026-01-01T00:00:00Z',
  nextAttemptAt: null,
  sentAt: null,
  acknowledgedAt: null,
  updatedAt: '2026-01-01T00:00:00Z',
}));
vi.mock('./areas/erp/data/erp-api', () => ({
  useErpEvents: ({ page }: { page: number }) => loaded(pageOf(erpEvents, page)),
  retryErpEvent: () => Promise.resolve({ message: '' }),
}));

const images: ReviewImage[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  listingId: 900 + i,
  listingTitle: null,
  fileName: `photo-${i + 1}.jpg`,
  contentType: 'image/jpeg',
  sizeBytes: 1000,
  status: 'pending',
  rejectReason: null,
  feedback: null,
  reviewedByName: null,
  reviewedAt: null,
  uploadedByName: null,
  createdAt: '2026-01-01T00:00:00Z',
}));
vi.mock('./areas/image-review/data/image-review-api', () => ({
  useReviewQueue: ({ page }: { page: number }) => loaded(pageOf(images, page)),
  useRejectReasons: () => loaded(pageOf([], 0)),
  giveImageFeedback: () => Promise.resolve({ message: '' }),
  selfUploadImages: () => Promise.resolve({ results: [] }),
  imageUrl: (id: number) => `/image/${id}`,
}));

/** A list of 23 numbered rows paged by a pretend route (the kit on its own). */
function NumberedList() {
  const [pageIndex, setPageIndex] = useState(0);
  const all = Array.from({ length: TOTAL }, (_, i) => ({ n: i + 1 }));
  return (
    <ListScreen
      title="Numbers"
      what="numbers"
      caption="Numbers"
      columns={[
        { key: 'label', header: 'Label', cell: (r) => `Row ${r.n}` },
        { key: 'n', header: 'N', align: 'right', cell: (r) => r.n, total: (rows) => rows.reduce((sum, r) => sum + r.n, 0) },
      ]}
      rowKey={(r) => r.n}
      resource={loaded(pageOf(all, pageIndex))}
      empty="None"
      onPageChange={setPageIndex}
    />
  );
}

afterEach(cleanup);

const inSnackbar = (node: ReactNode) => render(<SnackbarProvider>{node}</SnackbarProvider>);
/** The rows a screen draws: a table's body rows, or (a card list) its cards. */
const tableRows = (name: string) => () => screen.getByRole('table', { name }).querySelectorAll('tbody tr').length;

const screens: { name: string; rows: () => number; pager: string; render: () => void }[] = [
  { name: 'the kit', rows: tableRows('Numbers'), pager: 'Numbers pages', render: () => render(<NumberedList />) },
  { name: 'churn schedules', rows: tableRows('Churn schedules'), pager: 'Churn schedules pages', render: () => render(<ViewChurnSchedulerPage />) },
  { name: 'agent performance', rows: tableRows('Agent Performance'), pager: 'Performance pages', render: () => render(<PerformancePage view="agent" />) },
  { name: 'NetSuite event tracking', rows: tableRows('ERP events'), pager: 'ERP events pages', render: () => inSnackbar(<NetsuiteEventTrackingPage />) },
  {
    name: 'image review (cards)',
    rows: () => screen.getByRole('list', { name: 'Images' }).querySelectorAll(':scope > li').length,
    pager: 'Image pages',
    render: () => inSnackbar(<ImageReviewPanel />),
  },
];

describe('every ported list screen: the pager matches the rows on the first, a middle and the last page', () => {
  for (const s of screens) {
    it(s.name, () => {
      s.render();
      const pager = screen.getByRole('navigation', { name: s.pager });
      const check = (from: number, to: number, page: number) => {
        expect(within(pager).getByText(`Showing ${from}–${to} of ${TOTAL}`)).toBeTruthy();
        expect(within(pager).getByText(`Page ${page} of 3`)).toBeTruthy();
        expect(s.rows()).toBe(to - from + 1);
      };
      check(1, 10, 1);
      expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
      fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
      check(11, 20, 2);
      fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
      check(21, 23, 3);
      expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
      fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
      check(11, 20, 2);
    });
  }
});

describe('the kit', () => {
  it("one page of several has a 'Page total'; a whole list sorts by a column and totals as 'Total'", () => {
    render(<NumberedList />);
    const numbers = screen.getByRole('table', { name: 'Numbers' });
    expect(numbers.querySelector('tfoot')!.textContent).toBe('Page total55');
    // One page of several is not sorted here (it would order ten rows of 23): its headers are no buttons.
    expect(within(numbers).queryAllByRole('button')).toHaveLength(0);
    cleanup();

    const rows = [
      { name: 'Chennai', deals: 3 },
      { name: 'Agra', deals: 5 },
      { name: 'Bhopal', deals: 1 },
    ];
    render(
      <ListScreen
        title="Cities"
        what="cities"
        caption="Cities"
        columns={[
          { key: 'name', header: 'City', cell: (r) => r.name },
          { key: 'deals', header: 'Deals', align: 'right', cell: (r) => r.deals, total: (all) => all.reduce((sum, r) => sum + r.deals, 0) },
        ]}
        rowKey={(r) => r.name}
        resource={loaded(rows)}
        empty="None"
      />,
    );
    const table = screen.getByRole('table', { name: 'Cities' });
    const names = () => [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')!.textContent);
    expect(names()).toEqual(['Chennai', 'Agra', 'Bhopal']);
    fireEvent.click(within(table).getByRole('button', { name: /City/ }));
    expect(names()).toEqual(['Agra', 'Bhopal', 'Chennai']);
    fireEvent.click(within(table).getByRole('button', { name: /Deals/ }));
    fireEvent.click(within(table).getByRole('button', { name: /Deals/ }));
    expect(names()).toEqual(['Agra', 'Chennai', 'Bhopal']);
    expect(within(table).getByRole('columnheader', { name: /Deals/ }).getAttribute('aria-sort')).toBe('descending');
    expect(table.querySelector('tfoot')!.textContent).toBe('Total9');
  });
});

describe('the kit keeps the rows on screen', () => {
  const cities = [
    { name: 'Agra', deals: 5 },
    { name: 'Bhopal', deals: 1 },
  ];
  const citiesList = (resource: ListResource<(typeof cities)[number]>) => (
    <ListScreen title="Cities" what="cities" caption="Cities" columns={[{ key: 'name', header: 'City', cell: (r) => r.name }]} rowKey={(r) => r.name} resource={resource} empty="None" />
  );
  const bodyRows = () => screen.getByRole('table', { name: 'Cities' }).querySelectorAll('tbody tr').length;

  it('marks the rows busy from outside the table while they are brought up to date (the rows last seen on a device)', () => {
    render(citiesList({ ...loaded(cities), isRefreshing: true }));
    const table = screen.getByRole('table', { name: 'Cities' });
    expect(table.parentElement!.closest('[aria-busy="true"]')).not.toBeNull();
    cleanup();
    render(citiesList(loaded(cities)));
    expect(screen.getByRole('table', { name: 'Cities' }).parentElement!.closest('[aria-busy="true"]')).toBeNull();
  });

  it('a failed load keeps the rows shown, with a one-line notice; with no rows the failure takes their place', () => {
    const refresh = vi.fn(() => Promise.resolve());
    render(citiesList({ ...loaded(cities), error: new Error('Server said no'), refresh }));
    expect(bodyRows()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('The cities could not be refreshed: Server said no. These are the ones last loaded.').closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    cleanup();

    render(citiesList({ ...loaded<typeof cities | undefined>(undefined), error: new Error('Server said no') }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The cities could not be loaded: Server said no');
  });
});

describe('bulk selection', () => {
  /** The numbered list with rows to choose and one bulk action that hands over the chosen keys. */
  function ChoosableNumbers({ onDelete }: { onDelete: (keys: (string | number)[]) => void }) {
    const [pageIndex, setPageIndex] = useState(0);
    const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
    const all = Array.from({ length: TOTAL }, (_, i) => ({ n: i + 1 }));
    return (
      <ListScreen
        title="Numbers"
        what="numbers"
        caption="Numbers"
        columns={[{ key: 'label', header: 'Label', cell: (r) => `Row ${r.n}` }]}
        rowKey={(r) => r.n}
        resource={loaded(pageOf(all, pageIndex))}
        empty="None"
        onPageChange={setPageIndex}
        selection={{
          selected,
          onChange: setSelected,
          rowName: (r) => `row ${r.n}`,
          actions: (
            <button type="button" disabled={selected.size === 0} onClick={() => onDelete([...selected])}>
              Delete selected
            </button>
          ),
        }}
      />
    );
  }

  it('chooses rows one by one and a page at once, keeps them across pages, counts them and hands them to the action', () => {
    const onDelete = vi.fn();
    render(<ChoosableNumbers onDelete={onDelete} />);
    const bar = screen.getByRole('group', { name: 'Selection' });
    const pageBox = within(bar).getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    const count = () => within(bar).getByText(/^\d+ selected$/).textContent;
    expect(count()).toBe('0 selected');
    expect(within(bar).getByRole('button', { name: 'Delete selected' })).toHaveProperty('disabled', true);

    // Each row's checkbox is labelled by the row; one of the page leaves the page's box mixed.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(count()).toBe('1 selected');
    expect(pageBox.checked).toBe(false);
    expect(pageBox.indeterminate).toBe(true);

    fireEvent.click(pageBox);
    expect(count()).toBe('10 selected');
    expect(pageBox.checked).toBe(true);
    expect(screen.getAllByRole('checkbox', { name: /^Select row / }).every((box) => (box as HTMLInputElement).checked)).toBe(true);

    // The next page starts unchosen; what was chosen stays chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageBox.checked).toBe(false);
    expect(pageBox.indeterminate).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 12' }));
    expect(count()).toBe('11 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith([3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 12]);

    // Ticking the page's box again on a full page clears that page only; Clear selection clears all.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(pageBox);
    expect(count()).toBe('1 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(count()).toBe('0 selected');
    expect(within(bar).queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });
});
