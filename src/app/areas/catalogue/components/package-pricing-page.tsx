import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { canWriteCatalogue } from '../../../../domain/catalogue/catalogue-permissions';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { formatRupees } from '../../../../domain/format/rupees';
import { useResource } from '../../../lib/data/use-resource';
import { useOnline } from '../../../lib/offline/session/use-online';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { deletePrice, fetchPrices, priceExportUrl, type Price, type PriceSearch } from '../data/prices';
import { useCatalogueLists } from '../data/use-catalogue-lists';
import { fetchCities } from '../data/cities';
import { CITY_LOOKUP_PACKAGE_ID } from '../../../../domain/reference/ids';
import { RecordPicker } from '../../../ui/form/record-picker';
import { PriceFormDialog } from './price-form-dialog';
import { PriceHistoryDialog } from './price-history-dialog';
import { PriceImportPanel } from './price-import-panel';
import { OnlineButton } from '../../../ui/online-button';

/** package-pricing: prices per package by city, locality, region and tier; add, edit, delete; CSV out and in. */
export function PackagePricingPage() {
  const user = useSignedInUser();
  const online = useOnline();
  const canWrite = canWriteCatalogue(user, 'catalogue');
  const { families, cities } = useCatalogueLists();
  const [packageId, setPackageId] = useState('');
  const [search, setSearch] = useState<PriceSearch>({});
  const [page, setPage] = useState(0);
  const prices = useResource(packageId ? `prices:${packageId}:${page}:${JSON.stringify(search)}` : null, (signal) => fetchPrices(Number(packageId), search, page, signal), { keepPrevious: true });
  const [editing, setEditing] = useState<{ price: Price | null } | null>(null);
  const [deleting, setDeleting] = useState<Price | null>(null);
  const [historyOf, setHistoryOf] = useState<Price | null>(null);
  const packages = (families.data ?? []).flatMap((f) => f.familyPackages.map((p) => ({ pkg: p, familyName: f.name })));
  const chosen = packages.find((p) => String(p.pkg.id) === packageId);
  // Package 232 is priced in any city: its prices are the catalogue's cities (spec 001 §9 city lookup).
  const allCities = useResource(packageId === String(CITY_LOOKUP_PACKAGE_ID) ? 'catalogue:all-cities' : null, (signal) => fetchCities(signal));
  const setS = (patch: PriceSearch) => {
    setSearch((s) => ({ ...s, ...patch }));
    setPage(0);
  };

  const columns: Column<Price>[] = [
    { key: 'id', header: 'Price', cell: (p) => p.id },
    { key: 'city', header: 'City', cell: (p) => p.cityName },
    { key: 'locality', header: 'Locality', value: (p) => p.localityName, cell: (p) => p.localityName ?? '—' },
    { key: 'region', header: 'Region', priority: 2, value: (p) => p.regionId, cell: (p) => (p.regionId === null ? '—' : (p.regionName ?? p.regionId)) },
    { key: 'tier', header: 'Tier', priority: 2, value: (p) => p.tier, cell: (p) => p.tier ?? '—' },
    { key: 'ratePrice', header: 'Rate price', align: 'right', value: (p) => p.ratePrice, cell: (p) => formatRupees(p.ratePrice) },
    { key: 'salesPrice', header: 'Sales price', align: 'right', value: (p) => p.salesPrice, cell: (p) => formatRupees(p.salesPrice) },
    { key: 'validity', header: 'Validity', priority: 3, value: (p) => p.validityDays, cell: (p) => `${p.validityDays} d` },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (p) => (
        <div className="flex gap-1">
          <OnlineButton size="sm" variant="ghost" onClick={() => setHistoryOf(p)} aria-label={`History of price ${p.id}`}>
            History
          </OnlineButton>
          {canWrite && (
            <>
              <OnlineButton size="sm" variant="secondary" onClick={() => setEditing({ price: p })} aria-label={`Edit price ${p.id}`}>
                Edit
              </OnlineButton>
              <OnlineButton size="sm" variant="ghost" onClick={() => setDeleting(p)} aria-label={`Delete price ${p.id}`}>
                Delete
              </OnlineButton>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Package Pricing"
      description="Prices of each package by city, locality, region and tier."
      exportAction={
        packageId && (
          <a className={buttonClasses('secondary')} href={priceExportUrl(Number(packageId), search)} download>
            Export CSV
          </a>
        )
      }
      actions={
        canWrite && (
          <Button disabled={!chosen} onClick={() => setEditing({ price: null })}>
            Add price
          </Button>
        )
      }
      filters={
        <div className="grid gap-2 sm:grid-cols-5" role="search" aria-label="Find prices">
          <SelectField label="Package" placeholder="Select a package…" options={packages.map(({ pkg, familyName }) => ({ value: String(pkg.id), label: `#${pkg.id} ${pkg.packageName} (${familyName})` }))} value={packageId} onChange={(e) => { setPackageId(e.target.value); setPage(0); }} />
          <SelectField label="City" placeholder="All cities" options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={search.cityId ?? ''} onChange={(e) => setS({ cityId: e.target.value, regionId: '' })} />
          <TextField label="Locality" value={search.localityName ?? ''} onChange={(e) => setS({ localityName: e.target.value })} />
          <RecordPicker kind="region" label="Region" placeholder="Any region" cityId={search.cityId ? Number(search.cityId) : null} value={search.regionId ?? ''} onChange={(e) => setS({ regionId: e.target.value })} />
          <SelectField label="Tier" placeholder="All tiers" options={['1', '2', '3'].map((t) => ({ value: t, label: `Tier ${t}` }))} value={search.tier ?? ''} onChange={(e) => setS({ tier: e.target.value })} />
        </div>
      }
      what="prices"
      caption="Prices"
      columns={columns}
      rowKey={(p) => p.id}
      resource={prices}
      empty="No prices match."
      onPageChange={setPage}
      pagerLabel="Price pages"
    >
      {canWrite && <PriceImportPanel online={online} onImported={() => void prices.refresh()} />}
      {editing && chosen && (
        <PriceFormDialog
          pkg={chosen.pkg}
          familyName={chosen.familyName}
          price={editing.price}
          cities={chosen.pkg.id === CITY_LOOKUP_PACKAGE_ID ? (allCities.data ?? []) : (cities.data ?? [])}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void prices.refresh();
          }}
        />
      )}
      {historyOf && <PriceHistoryDialog price={historyOf} onClose={() => setHistoryOf(null)} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete price ${deleting.id}`}
          description="Opportunities keep the price they were sold at."
          confirmLabel="Delete price"
          confirm={() => deletePrice(deleting.id)}
          success={CATALOGUE_MESSAGES.priceDeleted}
          failure={{ inline: [], notice: { fallback: FAILURE_MESSAGES.pricingUpdateFailed } }}
          onSaved={() => {
            setDeleting(null);
            void prices.refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </ListScreen>
  );
}
