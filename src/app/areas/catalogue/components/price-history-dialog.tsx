import { PRICE_CHANGE_LABELS } from '../../../../domain/catalogue/price-schema';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { useResource } from '../../../lib/data/use-resource';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/status/load-failed';
import { fetchPriceHistory, type Price, type PriceChange } from '../data/prices';

const daysText = (a: NonNullable<PriceChange['old']>) => (a.effectiveFrom || a.effectiveTo ? ` · ${a.effectiveFrom ?? '…'} to ${a.effectiveTo ?? '…'}` : '');
const amountsText = (a: PriceChange['old']) => (a ? `${formatRupees(a.ratePrice)} / ${formatRupees(a.salesPrice)} · ${a.validityDays} d${daysText(a)}` : '—');

/** Who changed a price, when, and from what to what (rate / sales price · validity · effective days), newest first. */
export function PriceHistoryDialog({ price, onClose }: { price: Price; onClose: () => void }) {
  const history = useResource(`price-history:${price.id}`, (signal) => fetchPriceHistory(price.id, signal));
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`History of price ${price.id}`}
      description={`${price.cityName}${price.localityName ? `, ${price.localityName}` : ''}${price.regionId ? `, region ${price.regionId}` : ''}, tier ${price.tier ?? '—'}`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {history.error && <LoadFailed what="the price's history" error={history.error} onRetry={() => void history.refresh()} />}
      {!history.data && !history.error && <p className="text-sm text-slate-600">Loading…</p>}
      {history.data && history.data.length === 0 && <p className="text-sm text-slate-600">No changes recorded (the price predates its history).</p>}
      {history.data && history.data.length > 0 && (
        <ol aria-label="Price changes" className="flex flex-col divide-y divide-slate-100 text-sm">
          {history.data.map((c) => (
            <li key={c.id} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium text-slate-900">
                {PRICE_CHANGE_LABELS[c.action]} by {c.changedByName} · <time dateTime={c.changedAt}>{formatDateTime(c.changedAt)}</time>
              </span>
              <span className="text-slate-700">
                {amountsText(c.old)} → {amountsText(c.new)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
