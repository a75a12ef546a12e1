import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { LISTING_TYPES, type ListingType } from '../../../../domain/reference/limits';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { useListingPayability } from '../data/use-listing-payability';
import { useLiveListingCounts } from '../data/use-live-listing-counts';
import { useSellerListings } from '../data/use-seller-listings';
import { ListingsTable } from './listings-table';
import { LiveListingCountsLine } from './live-listing-counts-line';

/** Listings of the account's seller profile, by type (BUY, RENT, PG, COMMERCIAL), with live listing counts. */
export function ListingsPanel({ housingProfileId }: { housingProfileId: string | null }) {
  return (
    <SectionPanel title="Listings">
      {housingProfileId ? <ProfileListings profileUuid={housingProfileId} /> : <p className="text-sm text-slate-600">This account has no seller profile, so it has no listings.</p>}
    </SectionPanel>
  );
}

function ProfileListings({ profileUuid }: { profileUuid: string }) {
  const listings = useSellerListings(profileUuid);
  const live = useLiveListingCounts(profileUuid);
  const [selected, setSelected] = useState(0);
  const type: ListingType = LISTING_TYPES[selected] ?? 'BUY';
  const shown = listings.data?.[type] ?? [];
  const payability = useListingPayability(shown.map((l) => l.id));

  if (!listings.data) {
    return listings.error ? <LoadFailed what="listings" error={listings.error} onRetry={() => void listings.refresh()} /> : <LoadingFallback label="Loading listings…" />;
  }
  const data = listings.data;
  return (
    <div className="flex flex-col gap-3">
      <LiveListingCountsLine counts={live.data} loading={live.isLoading} failed={live.error !== null} />
      <TabGroup selectedIndex={selected} onChange={setSelected}>
        <TabList aria-label="Listing type" className="flex flex-wrap gap-1 border-b border-slate-200">
          {LISTING_TYPES.map((t) => (
            <Tab
              key={t}
              className="min-h-11 rounded-t-md border-b-2 border-transparent px-3 text-sm font-medium text-slate-700 data-hover:bg-slate-50 data-selected:border-brand data-selected:text-slate-900 sm:min-h-9"
            >
              {t} ({data[t].length})
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-3">
          {LISTING_TYPES.map((t) => (
            <TabPanel key={t}>
              <ListingsTable caption={`${t} listings`} listings={data[t]} payability={t === type ? payability.data : undefined} payabilityLoading={payability.isLoading} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
