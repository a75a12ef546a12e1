import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { MONETIZABLE_CITY_MESSAGES, monetizableCityInputSchema } from '../../../../domain/regions/monetizable-cities';
import { formatIndianNumber } from '../../../../domain/format/indian-grouping';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { Form } from '../../../ui/form/form';
import { SelectField } from '../../../ui/form/select-field';
import { addMonetizableCity, removeMonetizableCity, useCityTiers, useMonetizableCities, type MonetizableCityView } from '../data/regions-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

const ROW_HEIGHT = 44;

/**
 * `monetizable-cities` (catalogue): the cities where the brand sells. The list holds up to 10,000 rows (spec 001
 * §9), so only the rows in view are rendered (@tanstack/react-virtual).
 */
export function MonetizableCitiesPage() {
  const user = useSignedInUser();
  const canEdit = user.capabilities.includes('catalogue');
  const list = useMonetizableCities();
  const cities = useCityTiers();
  const [removing, setRemoving] = useState<MonetizableCityView | null>(null);
  const monetizable = new Set(list.data?.results.map((c) => c.cityId));
  const addable = (cities.data?.results ?? []).filter((c) => !monetizable.has(c.cityId));

  return (
    <Screen width="lg" title="Monetizable Cities" description="The cities where the brand sells.">
      {canEdit && cities.data && <AddCityForm options={addable.map((c) => ({ value: String(c.cityId), label: c.cityName }))} onSaved={list.refresh} />}
      <LoadStates resource={list} what="monetizable cities" loading="Loading cities…" />
      {list.data && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {formatIndianNumber(list.data.totalCount, 0)} {list.data.totalCount === 1 ? 'city' : 'cities'}
          </p>
          <VirtualCityList rows={list.data.results} canEdit={canEdit} onRemove={setRemoving} />
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.cityName}?`}
          description="The brand stops selling in this city. Existing deals are kept."
          confirmLabel="Remove city"
          onlineOnly
          onClose={() => setRemoving(null)}
          confirm={() => removeMonetizableCity(removing.cityId)}
          success={MONETIZABLE_CITY_MESSAGES.removed}
          onSaved={async () => {
            setRemoving(null);
            await list.refresh();
          }}
          failure={{ notice: 'announced' }}
        />
      )}
    </Screen>
  );
}

function AddCityForm({ options, onSaved }: { options: { value: string; label: string }[]; onSaved: () => Promise<void> }) {
  const draftKey = 'monetizable-cities:add';
  const blank = { cityId: '' };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: monetizableCityInputSchema,
    toInput: (values) => ({ cityId: values.cityId ? Number(values.cityId) : null }),
    save: (input) => addMonetizableCity(input.cityId),
    success: MONETIZABLE_CITY_MESSAGES.added,
    resetAfterSave: true,
    onSaved,
  });
  return (
    <Form form={form} label="Add a monetizable city">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <SelectField label="City to add" required placeholder="Select a city…" options={options} {...form.field('cityId')} />
        </div>
        <OnlineButton type="submit" busy={form.busy}>
          Add city
        </OnlineButton>
      </div>
    </Form>
  );
}

function VirtualCityList({
  rows,
  canEdit,
  onRemove,
}: {
  rows: readonly MonetizableCityView[];
  canEdit: boolean;
  onRemove: (row: MonetizableCityView) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change on every scroll: this component re-renders with them (not memoized).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  return (
    <div role="table" aria-label="Monetizable cities" aria-rowcount={rows.length + 1} className="rounded-lg border border-slate-200 bg-white">
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="grid grid-cols-[1fr_1fr_5rem_7rem] gap-2 border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-700">
          <span role="columnheader">City</span>
          <span role="columnheader">State</span>
          <span role="columnheader">Tier</span>
          <span role="columnheader">{canEdit ? 'Actions' : ''}</span>
        </div>
      </div>
      {/* The scrolling box is the rows' group itself (a table's children are row groups and rows: axe's aria-required-children). */}
      <div ref={scrollRef} role="rowgroup" className="max-h-[60vh] overflow-auto" tabIndex={0} aria-label="Monetizable cities rows">
        {rows.length === 0 && (
          <div role="row">
            <p role="cell" className="px-3 py-4 text-sm text-slate-600">
              No monetizable cities yet.
            </p>
          </div>
        )}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={row.cityId}
                role="row"
                aria-rowindex={item.index + 2}
                className="absolute inset-x-0 grid grid-cols-[1fr_1fr_5rem_7rem] items-center gap-2 border-b border-slate-100 px-3 text-sm"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <span role="cell">{row.cityName}</span>
                <span role="cell">{row.stateName}</span>
                <span role="cell">{row.tier}</span>
                <span role="cell">
                  {canEdit && (
                    <OnlineButton size="sm" variant="ghost" onClick={() => onRemove(row)} aria-label={`Remove ${row.cityName}`}>
                      Remove
                    </OnlineButton>
                  )}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
