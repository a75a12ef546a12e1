import { formatDate } from '../../../../domain/format/date-time';
import type { Column } from '../../../ui/table/data-table';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import type { ListingView as Listing, ListingPayability } from '../../../../domain/listings/listing-answers';

function leads(listing: Listing): string {
  const services = Object.entries(listing.leads_data.services);
  if (services.length <= 1) return String(listing.leads_data.total_leads);
  return `${listing.leads_data.total_leads} (${services.map(([service, count]) => `${service} ${count}`).join(', ')})`;
}

function PaymentMarkers({ listing }: { listing: Listing }) {
  return (
    <div className="flex flex-wrap gap-1">
      {listing.isPaidListing && <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">Paid</span>}
      {listing.paymentDoneActivationPending && (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Payment done, activation pending</span>
      )}
      {!listing.isPaidListing && !listing.paymentDoneActivationPending && <span className="text-slate-600">Free</span>}
    </div>
  );
}

function payabilityText(p: ListingPayability | undefined, loading: boolean): string {
  if (!p) return loading ? 'Loading...' : '-';
  if (p.is_listing_ad_package_bought) return 'Ad package bought';
  return p.is_listing_payable ? 'Payable' : 'Not payable';
}

/** One listing type's listings: what, where, price, payment markers, payability and leads in the history window. */
export function ListingsTable({ caption, listings, payability, payabilityLoading }: { caption: string; listings: readonly Listing[]; payability: Map<number, ListingPayability> | undefined; payabilityLoading: boolean }) {
  const columns: Column<Listing>[] = [
    { key: 'id', header: 'Id', priority: 3, cell: (l) => l.id },
    { key: 'title', header: 'Title', cell: (l) => l.title, className: 'min-w-56' },
    { key: 'status', header: 'Status', cell: (l) => l.status },
    { key: 'price', header: 'Price', value: (l) => l.price, cell: (l) => l.formatted_price, align: 'right', className: 'whitespace-nowrap' },
    { key: 'date_added', header: 'Added', priority: 2, value: (l) => l.date_added, cell: (l) => formatDate(l.date_added), className: 'whitespace-nowrap' },
    { key: 'payment', header: 'Payment', sortable: false, cell: (l) => <PaymentMarkers listing={l} /> },
    { key: 'payability', header: 'Payability', priority: 2, cell: (l) => payabilityText(payability?.get(l.id), payabilityLoading), className: 'whitespace-nowrap' },
    { key: 'leads', header: 'Leads (6 months)', value: (l) => l.leads_data.total_leads, cell: (l) => leads(l), align: 'right' },
  ];
  return <ListTable what="listings" caption={caption} columns={columns} resource={heldRows(listings)} rowKey={(l) => l.id} empty="No active or pending listings of this type." />;
}
