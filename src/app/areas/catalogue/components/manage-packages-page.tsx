import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { canWriteCatalogue } from '../../../../domain/catalogue/catalogue-permissions';
import { PACKAGE_AGENT_TYPES } from '../../../../domain/catalogue/constants';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { formatRupees } from '../../../../domain/format/rupees';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useResource } from '../../../lib/data/use-resource';
import { useListSearch } from '../../../lib/list/list-search';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { deletePackages, fetchPackage, fetchPackageList, setPackageActive, type PackageDetail, type PackageListFilter, type PackageRow } from '../data/packages';
import { useCatalogueLists } from '../data/use-catalogue-lists';
import { PACKAGE_COLUMN_LABELS } from '../column-labels';
import type { PackageListSearch } from '../package-list-search';
import { PackageFormDialog } from './package-form-dialog';
import { OnlineButton } from '../../../ui/online-button';

type Editing = { pkg: PackageDetail | null } | null;

/** manage-packages: the package list (spec 001 §3 columns), filters, 10 a page; create, edit, delete several. */
export function ManagePackagesPage() {
  const user = useSignedInUser();
  const canWrite = canWriteCatalogue(user, 'packages');
  const url = useListSearch<PackageListSearch>();
  const { familyId, cityId, agentType, active } = url.search;
  const filter: PackageListFilter = { familyId, cityId, agentType, active: active === undefined ? undefined : active === 'true', page: url.pageIndex };
  const list = useResource(`packages:${JSON.stringify(filter)}`, (signal) => fetchPackageList(filter, signal), { keepPrevious: true });
  const { families, products, cities } = useCatalogueLists();
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [inUse, setInUse] = useState<number[] | null>(null);
  const [refused, setRefused] = useState(false);

  const rows = list.data?.results ?? [];
  const openEdit = async (id: number) => setEditing({ pkg: await fetchPackage(id) });
  const setF = url.setFilters;
  const L = PACKAGE_COLUMN_LABELS;

  const columns: Column<PackageRow>[] = [
    { key: 'id', header: L.id, cell: (r) => r.id },
    { key: 'packageFamilyName', header: L.packageFamilyName, priority: 3, value: (r) => r.packageFamilyName, cell: (r) => r.packageFamilyName ?? '—' },
    { key: 'packageName', header: L.packageName, value: (r) => r.packageName, cell: (r) => `${r.packageName}${r.active ? '' : ' (inactive)'}` },
    { key: 'ratePrice', header: L.ratePrice, align: 'right', priority: 2, value: (r) => r.ratePrice, cell: (r) => formatRupees(r.ratePrice) },
    { key: 'salesPrice', header: L.salesPrice, align: 'right', value: (r) => r.salesPrice, cell: (r) => formatRupees(r.salesPrice) },
    { key: 'discount', header: L.discount, align: 'right', priority: 3, value: (r) => r.discount, cell: (r) => formatRupees(r.discount) },
    { key: 'validity', header: L.validity, priority: 2, cell: (r) => `${r.promotedDays ?? '—'} / ${r.validity}` },
    { key: 'quantity', header: L.quantity, priority: 4, cell: (r) => r.quantity },
    { key: 'cityName', header: L.cityName, cell: (r) => r.cityName ?? 'All' },
    { key: 'packageHasNpProduct', header: L.packageHasNpProduct, priority: 4, cell: (r) => (r.packageHasNpProduct ? 'Yes' : 'No') },
    ...(canWrite
      ? [{ key: 'edit', header: <span className="sr-only">Actions</span>, pinEnd: true, cell: (r: PackageRow) => <OnlineButton size="sm" variant="secondary" onClick={() => void openEdit(r.id)} aria-label={`Edit package ${r.id}`}>Edit</OnlineButton> }]
      : []),
  ];

  return (
    <ListScreen
      title="Manage Packages"
      description="Packages, their prices and product mappings."
      actions={canWrite && <Button onClick={() => setEditing({ pkg: null })}>New package</Button>}
      selection={
        canWrite
          ? {
              selected,
              onChange: setSelected,
              rowName: (r) => `package ${r.id}`,
              actions: (
                <OnlineButton variant="danger" size="sm" disabled={selected.size === 0} onClick={() => setConfirmDelete(true)}>
                  Delete selected
                </OnlineButton>
              ),
            }
          : undefined
      }
      filters={
        <div className="grid gap-2 sm:grid-cols-4" role="search" aria-label="Filter packages">
          <SelectField label="Family" placeholder="All families" options={(families.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))} value={familyId ? String(familyId) : ''} onChange={(e) => setF({ familyId: e.target.value ? Number(e.target.value) : undefined })} />
          <SelectField label="City" placeholder="All cities" options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={cityId ? String(cityId) : ''} onChange={(e) => setF({ cityId: e.target.value ? Number(e.target.value) : undefined })} />
          <SelectField label="Agent type" placeholder="All agent types" options={PACKAGE_AGENT_TYPES.map((t) => ({ value: t, label: t }))} value={agentType ?? ''} onChange={(e) => setF({ agentType: e.target.value || undefined })} />
          <SelectField label="Active" placeholder="Active and inactive" options={[{ value: 'true', label: 'Active' }, { value: 'false', label: 'Inactive' }]} value={active ?? ''} onChange={(e) => setF({ active: e.target.value === 'true' || e.target.value === 'false' ? e.target.value : undefined })} />
        </div>
      }
      what="packages"
      caption="Packages"
      columns={columns}
      rowKey={(r) => r.id}
      resource={list}
      empty="No packages match."
      onPageChange={url.setPageIndex}
      pagerLabel="Package pages"
      csvFileName="packages.csv"
    >
      {editing && families.data && (
        <PackageFormDialog
          pkg={editing.pkg}
          families={families.data}
          products={products.data ?? []}
          cities={cities.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.refresh();
          }}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete packages"
          description={`Delete ${selected.size} package${selected.size === 1 ? '' : 's'} with their mappings and prices?`}
          confirmLabel="Delete packages"
          confirm={async () => {
            try {
              return await deletePackages([...selected].map(Number));
            } catch (error) {
              if (isInUseFailure(error)) setRefused(true);
              throw error;
            }
          }}
          success={(answer) => answer.msg}
          onSaved={() => {
            setConfirmDelete(false);
            setSelected(new Set());
            void list.refresh();
          }}
          failure={{ inline: [], notice: { fallback: FAILURE_MESSAGES.packageUpdateRetry } }}
          onClose={() => {
            setConfirmDelete(false);
            setRefused(false);
          }}
          onlineOnly
        >
          {refused && <DeleteRefusal onInUse={() => { setConfirmDelete(false); setRefused(false); setInUse(rows.filter((r) => selected.has(r.id) && r.inUse).map((r) => r.id)); }} />}
        </ConfirmDialog>
      )}
      {inUse && (
        <ConfirmDialog
          title={CATALOGUE_MESSAGES.inUse}
          description="Packages sold on an opportunity are kept for history. Deactivate them instead? They will be hidden from pickers."
          confirmLabel="Deactivate instead"
          confirm={async () => {
            for (const id of inUse) await setPackageActive(id, false);
            return inUse.length;
          }}
          success={(n) => `${n} package${n === 1 ? '' : 's'} deactivated`}
          onSaved={() => {
            setInUse(null);
            setSelected(new Set());
            void list.refresh();
          }}
          onClose={() => setInUse(null)}
        />
      )}
    </ListScreen>
  );
}

/** Says which selected packages are sold (409) and offers to deactivate them. */
function DeleteRefusal({ onInUse }: { onInUse: () => void }) {
  return (
    <p className="text-sm text-slate-700">
      {CATALOGUE_MESSAGES.inUse}.{' '}
      <button type="button" className="text-brand underline" onClick={onInUse}>
        Deactivate sold packages instead
      </button>
    </p>
  );
}

function isInUseFailure(error: unknown): boolean {
  return isApiFailure(error) && error.status === 409;
}
