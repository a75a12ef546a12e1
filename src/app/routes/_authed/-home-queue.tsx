import type { Capability } from '../../../domain/auth/capabilities';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { Paged } from '../../../domain/paging/paged';
import { fetchApprovalInbox, inboxFilterOf } from '../../areas/approvals/data/approval-inbox';
import { fetchFollowUps } from '../../areas/dashboards/data/actions-api';
import { erpEventsQuery, fetchErpEvents } from '../../areas/erp/data/erp-api';
import { WorkQueue } from '../../areas/home/components/work-queue';
import type { QueueCount, QueueItem } from '../../areas/home/work-queue';
import { paymentFilterQuery, type PaymentListSearch } from '../../areas/payments/data/payment-list-search';
import { api } from '../../lib/api/api';
import { useSignedInUser } from '../../lib/session/use-session';

/**
 * The start page's work queue, composed here because it names other areas' lists (areas/home/work-queue.ts says how
 * a count equals its list). Each count is asked of the list's own route with the list's own query builder.
 */
const ONE_ROW = 1;
const total = (page: Paged<unknown>): QueueCount => ({ count: page.totalCount, capped: page.totalCapped === true });

function paymentsItem(key: string, label: string, anyOf: readonly Capability[], statusGroup: string): QueueItem {
  const search: PaymentListSearch = { statusGroup };
  return {
    key,
    label,
    anyOf,
    link: { to: '/payment', search: { statusGroup } },
    count: (signal) =>
      api.get<Paged<unknown>>('/sapna/v1/payment/key-search', { query: { ...paymentFilterQuery(search), page: '0', size: String(ONE_ROW) }, signal, notify: false }).then(total),
  };
}

/** The queue's items in the order the page shows them; `today` is the Kolkata day the follow-ups are counted for. */
export function workQueueItems(today: string): QueueItem[] {
  return [
    {
      key: 'followups',
      label: 'Follow-ups due today or overdue',
      anyOf: ['sell'],
      link: { to: '/action', search: { view: 'day', date: today } },
      // The day view of the action calendar lists exactly these (an overdue follow-up shows on today).
      count: (signal) => fetchFollowUps(today, today, signal).then((rows) => ({ count: rows.length })),
    },
    paymentsItem('payments-sent-back', 'Payments sent back to you', ['sell'], 'sentBackToRam'),
    {
      key: 'approvals',
      label: 'Approvals waiting on you',
      anyOf: ['readSales', 'finance'],
      // approval-page with no filter in its URL: open approvals naming the user, oldest first.
      link: { to: '/approval-page' },
      count: (signal) =>
        fetchApprovalInbox({ ...inboxFilterOf({}, 0), size: ONE_ROW }, signal).then((inbox) => ({ count: inbox.totalCount, oldestAt: inbox.results[0]?.createdAt ?? null })),
    },
    paymentsItem('payments-to-approve', 'Payments to approve', ['finance'], 'pending'),
    {
      key: 'erp-failed',
      label: 'Failed ERP pushes',
      anyOf: ['finance'],
      link: { to: '/netsuite-event-tracking', search: { status: 'failed' } },
      count: (signal) => fetchErpEvents({ ...erpEventsQuery({ status: 'failed', entityKind: '', entityId: '', page: 0 }), size: ONE_ROW }, signal).then(total),
    },
  ];
}


/** The signed-in user's work queue for today (Kolkata); home loads it as its own chunk, after the page's first paint. */
export function HomeWorkQueue() {
  return <WorkQueue user={useSignedInUser()} items={workQueueItems(istDateOf(new Date()))} />;
}
