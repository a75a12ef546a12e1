import { useState } from 'react';
import { REGION_MESSAGES, regionRenameSchema } from '../../../../domain/regions/region-schemas';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useOnline } from '../../../lib/offline/session/use-online';
import { Checkbox } from '../../../ui/form/checkbox';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListTable, heldRows } from '../../../ui/table/list-screen';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { TextField } from '../../../ui/form/text-field';
import { deleteRegion, mapLocalities, renameRegion, unmapLocality, type LocalityView, type RegionView } from '../data/regions-api';
import { OnlineButton } from '../../../ui/online-button';

type Dialogs = { kind: 'rename' | 'delete' | 'map'; region: RegionView } | null;

/** A city's regions with their localities: map, unmap, rename, delete (catalogue only). */
export function RegionsTable({
  regions,
  localities,
  canEdit,
  onChanged,
}: {
  regions: readonly RegionView[];
  localities: readonly LocalityView[];
  canEdit: boolean;
  onChanged: () => Promise<void>;
}) {
  const online = useOnline();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [busyUnmap, setBusyUnmap] = useState<string | null>(null);
  const unmapped = localities.filter((l) => l.regionId === null);

  async function unmap(region: RegionView, localityId: number) {
    setBusyUnmap(`${region.id}:${localityId}`);
    try {
      await unmapLocality(region.id, localityId);
      await onChanged();
    } catch {
      // The API client has announced the failure.
    } finally {
      setBusyUnmap(null);
    }
  }

  const columns: Column<RegionView>[] = [
    { key: 'name', header: 'Region', value: (r) => r.name, cell: (r) => <span className="font-medium">{r.name}</span> },
    {
      key: 'localities',
      header: 'Localities',
      value: (r) => r.localityRegionMappings.map((m) => m.localityName).join(', '),
      sortable: false,
      cell: (r) =>
        r.localityRegionMappings.length === 0 ? (
          <span className="text-slate-500">None yet</span>
        ) : (
          <ul className="flex flex-wrap gap-1" aria-label={`Localities of ${r.name}`}>
            {r.localityRegionMappings.map((m) => (
              <li key={m.localityId} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm">
                {m.localityName}
                {canEdit && (
                  <button
                    type="button"
                    className="rounded-full px-1 text-slate-600 hover:bg-slate-200 disabled:opacity-50"
                    aria-label={`Remove ${m.localityName} from ${r.name}`}
                    disabled={!online || busyUnmap !== null}
                    onClick={() => void unmap(r, m.localityId)}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <OnlineButton size="sm" variant="secondary" onClick={() => setDialog({ kind: 'map', region: r })} aria-label={`Map localities to ${r.name}`}>
            Map localities
          </OnlineButton>
          <OnlineButton size="sm" variant="secondary" onClick={() => setDialog({ kind: 'rename', region: r })} aria-label={`Rename ${r.name}`}>
            Rename
          </OnlineButton>
          <OnlineButton size="sm" variant="ghost" onClick={() => setDialog({ kind: 'delete', region: r })} aria-label={`Delete ${r.name}`}>
            Delete
          </OnlineButton>
        </div>
      ),
    });
  }

  const close = () => setDialog(null);
  return (
    <>
      <ListTable what="regions" caption="Regions" columns={columns} resource={heldRows(regions)} rowKey={(r) => r.id} empty="No regions in this city yet." />
      {dialog?.kind === 'rename' && <RenameRegionDialog region={dialog.region} onClose={close} onSaved={onChanged} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete region ${dialog.region.name}?`}
          description="Its localities stay, in no region."
          confirmLabel="Delete region"
          onlineOnly
          onClose={close}
          confirm={() => deleteRegion(dialog.region.id)}
          success={REGION_MESSAGES.deleted}
          onSaved={async () => {
            close();
            await onChanged();
          }}
          failure={{ notice: 'announced' }}
        />
      )}
      {dialog?.kind === 'map' && <MapLocalitiesDialog region={dialog.region} unmapped={unmapped} onClose={close} onSaved={onChanged} />}
    </>
  );
}

function RenameRegionDialog({ region, onClose, onSaved }: { region: RegionView; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useSchemaForm({
    defaultValues: { name: region.name },
    schema: regionRenameSchema,
    save: (input) => renameRegion(region.id, input.name),
    success: REGION_MESSAGES.renamed,
    onSaved: async () => {
      onClose();
      await onSaved();
    },
  });
  return (
    <OnlineFormDialog form={form} title={`Rename ${region.name}`} submitLabel="Save name" onClose={onClose}>
      <TextField label="Region name" required maxLength={100} autoComplete="off" {...form.field('name')} />
    </OnlineFormDialog>
  );
}

function MapLocalitiesDialog({
  region,
  unmapped,
  onClose,
  onSaved,
}: {
  region: RegionView;
  unmapped: readonly LocalityView[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <ConfirmDialog
      title={`Map localities to ${region.name}`}
      description="Localities in no region of this city."
      size="md"
      confirmLabel="Map localities"
      onlineOnly
      disabled={chosen.length === 0}
      onClose={onClose}
      confirm={() => mapLocalities(region.id, chosen)}
      success={REGION_MESSAGES.localitiesMapped}
      onSaved={async () => {
        onClose();
        await onSaved();
      }}
      failure={{ notice: 'announced' }}
    >
      {unmapped.length === 0 ? (
        <p className="text-sm text-slate-600">Every locality of this city is in a region.</p>
      ) : (
        <fieldset className="grid gap-1 sm:grid-cols-2">
          <legend className="sr-only">Localities</legend>
          {unmapped.map((l) => (
            <Checkbox
              key={l.id}
              label={l.name}
              checked={chosen.includes(l.id)}
              onChange={(e) => setChosen((current) => (e.target.checked ? [...current, l.id] : current.filter((id) => id !== l.id)))}
            />
          ))}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
