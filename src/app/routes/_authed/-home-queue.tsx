import type { Capability } from '../../../domain/auth/capabilities';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { groupThousands } from '../../../domain/format/indian-grouping';
import type { Paged } from '../../../domain/paging/paged';
import { fetchApprovalInbox, inboxFilterOf } from '../../areas/approvals/data/approval-inbox';
import { fetchFollowUps } from '../../areas/dashboards/data/actions-api';
import { erpEventsQuery, fetchErpEvents } from '../../areas/erp/data/erp-api';
import { WorkQueue } from '../../areas/home/components/work-queue';
import type { QueueCount, QueueItem } from '../../areas/home/work-queue';
import { paymentFilterQuery, type PaymentListSearch } from '../../areas/payments/data/payment-list-search';
import type { imageReviewEndpoints } from '../../../domain/image-review/image-review.endpoints';
import { imageReviewRoutes } from '../../../domain/image-review/image-review.paths';
import type { liveViewEndpoints } from '../../../domain/live-view/live-view.endpoints';
import { liveViewRoutes } from '../../../domain/live-view/live-view.paths';
import type { opportunityEndpoints } from '../../../domain/opportunities/opportunities.endpoints';
import { opportunityRoutes } from '../../../domain/opportunities/opportunities.paths';
import type { packageContentEndpoints } from '../../../domain/package-content/package-content.endpoints';
import { packageContentRoutes } from '../../../domain/package-content/package-content.paths';
import type { paymentEndpoints } from '../../../domain/payments/payments.endpoints';
import { paymentRoutes } from '../../../domain/payments/payments.paths';
import type { renewalEndpoints } from '../../../domain/renewals/renewals.endpoints';
import { renewalRoutes } from '../../../domain/renewals/renewals.paths';
import { fetchUsersWithoutRole } from '../../areas/people/data/people-api';
import { callRoute } from '../../lib/api/call';
import { useSignedInUser } from '../../lib/session/use-session';

/**
 * The start page's work queue, composed here because it names other areas' lists (areas/home/work-queue.ts says how
 * a count equals its list). Each count is asked of the list's own route with the list's own query builder. A list
 * whose route is in the endpoint table is called through it (call(), with the endpoint's zod schemas): its data
 * module is imported when the card counts, so the schemas stay out of the sign-in + home budget. The other counts
 * call their endpoint by its route reference (callRoute, domain/<area>/<area>.paths.ts): typed by the endpoint,
 * imported as a type only, without its schemas.
 */
const ONE_ROW = 1;
/** The renewal dashboard's first upcoming bucket: due in the next 7 days (domain/renewals/renewal-buckets.ts). */
const RENEWALS_DUE_BUCKET = '7';
/** my-opportunities' filters for the deals waiting on their owner after a rejected discount. */
const DISCOUNT_REJECTED = { discount: 'rejected', bucket: 'open' } as const;
const total = (page: Paged<unknown>): QueueCount => ({ count: page.totalCount, capped: page.totalCapped === true });

function paymentsItem(key: string, label: string, anyOf: readonly Capability[], statusGroup: string): QueueItem {
  const search: PaymentListSearch = { statusGroup };
  return {
    key,
    label,
    anyOf,
    link: { to: '/payment', search: { statusGroup } },
    count: (signal) =>
      callRoute<typeof paymentEndpoints.list>(paymentRoutes.list, { query: { ...paymentFilterQuery(search), page: '0', size: String(ONE_ROW) }, signal, notify: false }).then(total),
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
    {
      key: 'discounts-rejected',
      label: 'Deals with a discount rejected',
      anyOf: ['sell'],
      // my-opportunities under the same filters: open deals of the user's whose discount was rejected and not sent again.
      link: { to: '/my-opportunities', search: DISCOUNT_REJECTED },
      count: (signal) =>
        callRoute<typeof opportunityEndpoints.search>(opportunityRoutes.search, { query: { ...DISCOUNT_REJECTED, mine: 'true', page: '0', size: String(ONE_ROW) }, signal, notify: false }).then(total),
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
      key: 'invoices-to-raise',
      label: 'Invoices to raise',
      anyOf: ['finance'],
      // Termsheets with an approved payment and no tax invoice (domain/invoices/invoices-to-raise.ts): the list's route.
      link: { to: '/invoices-to-raise' },
      count: (signal) =>
        import('../../areas/invoices/data/invoices-to-raise').then(({ fetchInvoicesToRaise }) => fetchInvoicesToRaise({ page: 0, size: ONE_ROW }, signal, false)).then(total),
    },
    {
      key: 'refunds-asked',
      label: 'Refunds asked',
      anyOf: ['finance'],
      // A seller's refund asks for a Refund approval (payments/refund-requests.service.ts): the inbox's Refund kind.
      link: { to: '/approval-page', search: { kind: 'Refund' } },
      count: (signal) =>
        fetchApprovalInbox({ ...inboxFilterOf({ kind: 'Refund' }, 0), size: ONE_ROW }, signal).then((inbox) => ({ count: inbox.totalCount, oldestAt: inbox.results[0]?.createdAt ?? null })),
    },
    {
      key: 'erp-failed',
      label: 'Failed ERP pushes',
      anyOf: ['finance'],
      link: { to: '/netsuite-event-tracking', search: { status: 'failed' } },
      count: (signal) => fetchErpEvents({ ...erpEventsQuery({ status: 'failed', entityKind: '', entityId: '', page: 0 }), size: ONE_ROW }, signal).then(total),
    },
    {
      key: 'images-to-review',
      label: 'Images to review',
      anyOf: ['content'],
      // The image review panel under package content opens on the pending images (image-review-panel.tsx).
      link: { to: '/content-package-page' },
      count: (signal) =>
        callRoute<typeof imageReviewEndpoints.queue>(imageReviewRoutes.queue, { body: { status: 'pending', page: 0, size: ONE_ROW }, signal, notify: false }).then(total),
    },
    {
      key: 'content-to-fill',
      label: 'Packages without content',
      anyOf: ['content'],
      // The package picker marks these '· no content yet' (inactive packages are left out: nobody sells them).
      link: { to: '/content-package-page' },
      count: (signal) =>
        callRoute<typeof packageContentEndpoints.list>(packageContentRoutes.list, { signal, notify: false }).then((page) => ({
          count: page.results.filter((p) => p.active && !p.hasContent).length,
        })),
    },
    {
      key: 'team-today',
      label: 'Agents online now',
      anyOf: ['liveView'],
      // The live view's team summary (the same snapshot its stream starts with).
      link: { to: '/live-view' },
      count: (signal) =>
        callRoute<typeof liveViewEndpoints.summary>(liveViewRoutes.summary, { signal, notify: false }).then(({ summary }) => ({
          count: summary.online,
          note: `of ${groupThousands(summary.total)} · ${groupThousands(summary.onCall)} on a call`,
        })),
    },
    {
      key: 'renewals-due',
      label: 'Renewals due within 7 days',
      anyOf: ['teams'],
      link: { to: '/renewal-dashboard', search: { upcomingBucket: RENEWALS_DUE_BUCKET } },
      // The dashboard's details under the same filter (renewalFilterOf drops what the URL does not hold).
      count: (signal) =>
        callRoute<typeof renewalEndpoints.details>(renewalRoutes.details, {
          body: { upcomingBucket: RENEWALS_DUE_BUCKET, page: 0, size: ONE_ROW },
          timeout: 'renewal',
          signal,
          notify: false,
        }).then(total),
    },
    {
      key: 'team-approvals',
      label: 'Approvals of your team',
      // The inbox's team filter is for `teams`; the inbox itself reads by readSales.
      anyOf: ['teams'],
      allOf: ['readSales'],
      link: { to: '/approval-page', search: { team: 'true' } },
      count: (signal) =>
        fetchApprovalInbox({ ...inboxFilterOf({ team: 'true' }, 0), size: ONE_ROW }, signal).then((inbox) => ({ count: inbox.totalCount, oldestAt: inbox.results[0]?.createdAt ?? null })),
    },
    {
      key: 'failed-jobs',
      label: 'Failed jobs',
      anyOf: ['people'],
      // Background jobs whose last pass failed: the Background jobs screen under its outcome filter.
      link: { to: '/background-jobs', search: { outcome: 'failed' } },
      count: (signal) =>
        import('../../areas/jobs/data/background-jobs').then(({ fetchBackgroundJobs }) => fetchBackgroundJobs({ outcome: 'failed' }, { page: 0, size: ONE_ROW }, signal, false)).then(total),
    },
    {
      key: 'users-without-role',
      label: 'Users without a role',
      anyOf: ['people'],
      link: { to: '/user-management', search: { noRole: 'true' } },
      count: (signal) => fetchUsersWithoutRole(signal).then(total),
    },
  ];
}


/** The signed-in user's work queue for today (Kolkata); home loads it as its own chunk, after the page's first paint. */
export function HomeWorkQueue() {
  return <WorkQueue user={useSignedInUser()} items={workQueueItems(istDateOf(new Date()))} />;
}
