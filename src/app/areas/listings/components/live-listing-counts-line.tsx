import type { LiveListingCounts } from '../data/use-live-listing-counts';

/** "Live listings: BUY 3 (new projects 1, resale 2) · RENT 0 (...)" from the search services. */
export function LiveListingCountsLine({ counts, loading, failed }: { counts: LiveListingCounts[] | undefined; loading: boolean; failed: boolean }) {
  let text: string;
  if (counts) text = counts.map((c) => `${c.type} ${c.total} (new projects ${c.newProjects}, resale ${c.resale})`).join(' · ');
  else text = loading ? 'Loading...' : failed ? 'not available right now' : '--';
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">Live listings:</span> {text}
    </p>
  );
}
