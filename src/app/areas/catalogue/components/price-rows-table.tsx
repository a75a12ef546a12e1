import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import { Button } from '../../../ui/button';
import type { Price } from '../data/prices';

const COLUMNS = 'grid grid-cols-[4rem_1fr_1fr_4rem_3rem_7rem_7rem_5rem_13rem] gap-2 px-3';

/** The price rows, virtualized (@tanstack/react-virtual): only the rows on screen are in the page. */
export function PriceRowsTable({ rows, canWrite, online, onEdit, onDelete, onHistory }: { rows: Price[]; canWrite: boolean; online: boolean; onEdit: (p: Price) => void; onDelete: (p: Price) => void; onHistory: (p: Price) => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this table itself
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => 44, overscan: 8 });
  return (
    <div role="table" aria-label="Prices" aria-rowcount={rows.length + 1} className="overflow-x-auto rounded-lg border border-slate-200 bg-white text-sm">
      <div className="min-w-[60rem]">
        <div role="row" aria-rowindex={1} className={`${COLUMNS} bg-slate-100 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase`}>
          {['id', 'city', 'locality', 'region', 'tier', 'ratePrice', 'salesPrice', 'validity', ''].map((h, i) => (
            <div role="columnheader" key={i}>
              {h}
            </div>
          ))}
        </div>
        {rows.length === 0 && <p className="px-3 py-4 text-slate-600">No prices match.</p>}
        <div ref={scroller} className="max-h-[28rem] overflow-y-auto" data-testid="price-rows">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const p = rows[item.index]!;
              return (
                <div
                  role="row"
                  aria-rowindex={item.index + 2}
                  key={p.id}
                  className={`${COLUMNS} items-center border-t border-slate-100 py-1.5`}
                  style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}
                >
                  <div role="cell">{p.id}</div>
                  <div role="cell">{p.cityName}</div>
                  <div role="cell">{p.localityName ?? '—'}</div>
                  <div role="cell">{p.regionId ?? '—'}</div>
                  <div role="cell">{p.tier ?? '—'}</div>
                  <div role="cell" className="text-right">{formatRupees(p.ratePrice)}</div>
                  <div role="cell" className="text-right">{formatRupees(p.salesPrice)}</div>
                  <div role="cell">{p.validityDays} d</div>
                  <div role="cell" className="flex gap-1">
                    <Button size="sm" variant="ghost" disabled={!online} onClick={() => onHistory(p)} aria-label={`History of price ${p.id}`}>
                      History
                    </Button>
                    {canWrite && (
                      <>
                        <Button size="sm" variant="secondary" disabled={!online} onClick={() => onEdit(p)} aria-label={`Edit price ${p.id}`}>
                          Edit
                        </Button>
                        <Button size="sm" variant="ghost" disabled={!online} onClick={() => onDelete(p)} aria-label={`Delete price ${p.id}`}>
                          Delete
                        </Button>
                      </>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
