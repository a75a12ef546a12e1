import { useState } from 'react';
import { canWriteCatalogue } from '../../../../domain/catalogue/catalogue-permissions';
import { productConfigInputSchema, type ProductConfig } from '../../../../domain/catalogue/product-config-schema';
import { catalogueEndpoints } from '../../../../domain/catalogue/catalogue.endpoints';
import { call } from '../../../lib/api/call';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useResource } from '../../../lib/data/use-resource';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { RecordNames, RecordPicker } from '../../../ui/form/record-picker';
import { CATALOGUE_CITIES_OF } from '../../../../domain/catalogue/city-lookup';
import { TextField } from '../../../ui/form/text-field';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import type { PackageMapping } from '../../../../domain/catalogue/package-schema';
import { useCatalogueLists } from '../data/use-catalogue-lists';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { OnlineButton } from '../../../ui/online-button';
import { PRODUCT_CONFIG_LABELS as LABELS } from '../column-labels';

type ConfigValues = { packageProductMappingId: string; ppQuantity: string; ppPromotedDays: string; ppCityUUID: string; ppHSR: string };
const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** product-config: the parameters of each package-product mapping (quantity, promotedDays, cityUUID, HSR). */
export function ProductConfigPage() {
  const user = useSignedInUser();
  const canWrite = canWriteCatalogue(user, 'catalogue');
  const { families } = useCatalogueLists();
  const [packageId, setPackageId] = useState('');
  const configs = useResource(packageId ? `configs:${packageId}` : null, (signal) => call(catalogueEndpoints.productConfigs, { query: { packageId: Number(packageId) }, signal }));
  const [editing, setEditing] = useState<{ config: ProductConfig | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductConfig | null>(null);
  const packages = (families.data ?? []).flatMap((f) => f.familyPackages.map((p) => ({ ...p, familyName: f.name })));
  const mappings = packages.find((p) => String(p.id) === packageId)?.mappings ?? [];

  const columns: Column<ProductConfig>[] = [
    { key: 'id', header: LABELS.id, priority: 3, cell: (c) => c.id },
    { key: 'mapping', header: LABELS.packageProductMappingId, value: (c) => c.productName, cell: (c) => `${c.productName} (mapping ${c.packageProductMappingId})` },
    { key: 'q', header: LABELS.ppQuantity, align: 'right', value: (c) => c.ppQuantity, cell: (c) => c.ppQuantity ?? '—' },
    { key: 'd', header: LABELS.ppPromotedDays, align: 'right', value: (c) => c.ppPromotedDays, cell: (c) => c.ppPromotedDays ?? '—' },
    { key: 'c', header: LABELS.ppCityUUID, sortable: false, cell: (c) => <RecordNames kind="city_uuid" ids={[c.ppCityUUID]} /> },
    { key: 'h', header: LABELS.ppHSR, priority: 2, sortable: false, cell: (c) => <RecordNames kind="subscription_region" ids={[c.ppHSR]} /> },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Actions</span>,
            label: 'Actions',
            pinEnd: true,
            cell: (c: ProductConfig) => (
              <div className="flex gap-2">
                <OnlineButton size="sm" variant="secondary" onClick={() => setEditing({ config: c })} aria-label={`Edit product config ${c.id}`}>
                  Edit
                </OnlineButton>
                <OnlineButton size="sm" variant="danger" onClick={() => setDeleting(c)} aria-label={`Delete product config ${c.id}`}>
                  Delete
                </OnlineButton>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      title="Product Config"
      description="Parameters of each product a package delivers."
      actions={canWrite && <Button disabled={!packageId || mappings.length === 0} onClick={() => setEditing({ config: null })}>New product config</Button>}
      filters={
        <div className="sm:w-96">
          <SelectField label="Package" placeholder="Select a package…" options={packages.map((p) => ({ value: String(p.id), label: `#${p.id} ${p.packageName} (${p.familyName})` }))} value={packageId} onChange={(e) => setPackageId(e.target.value)} />
        </div>
      }
      what="product configs"
      caption="Product configs"
      columns={columns}
      rowKey={(c) => c.id}
      resource={{ ...configs, data: configs.data?.results }}
      empty="No product configs for this package."
    >
      {editing && (
        <ConfigFormDialog
          config={editing.config}
          mappings={mappings}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void configs.refresh();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete product config ${deleting.id}`}
          confirmLabel="Delete product config"
          confirm={() => call(catalogueEndpoints.deleteProductConfig, { params: { id: deleting.id }, notify: false })}
          success={(answer) => answer.msg}
          failure={{ inline: [], notice: { fallback: FAILURE_MESSAGES.mappingsUpdateFailed } }}
          onSaved={() => {
            setDeleting(null);
            void configs.refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </ListScreen>
  );
}

function ConfigFormDialog({ config, mappings, onClose, onSaved }: { config: ProductConfig | null; mappings: PackageMapping[]; onClose: () => void; onSaved: () => void }) {
  const key = `catalogue:product-config:${config?.id ?? 'new'}`;
  const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const saved: ConfigValues = {
    packageProductMappingId: config ? String(config.packageProductMappingId) : mappings[0] ? String(mappings[0].id) : '',
    ppQuantity: text(config?.ppQuantity),
    ppPromotedDays: text(config?.ppPromotedDays),
    ppCityUUID: text(config?.ppCityUUID),
    ppHSR: text(config?.ppHSR),
  };
  const form = useDraftForm(key, {
    defaultValues: saved,
    schema: productConfigInputSchema,
    toInput: (v: ConfigValues) => ({
      packageProductMappingId: v.packageProductMappingId ? Number(v.packageProductMappingId) : undefined,
      ppQuantity: whole(v.ppQuantity),
      ppPromotedDays: whole(v.ppPromotedDays),
      ppCityUUID: v.ppCityUUID.trim() || null,
      ppHSR: whole(v.ppHSR),
    }),
    save: (input) =>
      config
        ? call(catalogueEndpoints.updateProductConfig, { params: { id: config.id }, body: input, notify: false })
        : call(catalogueEndpoints.createProductConfig, { body: input, notify: false }),
    success: (answer) => answer.msg || (config ? SUCCESS_MESSAGES.productConfigUpdated : SUCCESS_MESSAGES.productConfigCreated),
    onSaved,
    failure: { notice: { fallback: FAILURE_MESSAGES.mappingsUpdateFailed } },
  });
  return (
    <OnlineFormDialog layout="grid" form={form} title={config ? `Edit product config ${config.id}` : 'New product config'} submitLabel={config ? 'Save product config' : 'Create product config'} onClose={onClose}>
      <SelectField label={LABELS.packageProductMappingId} required placeholder="Select…" options={mappings.map((m) => ({ value: String(m.id), label: `${m.id} · ${m.productName}` }))} {...form.field('packageProductMappingId')} />
      <TextField label={LABELS.ppQuantity} inputMode="numeric" {...form.field('ppQuantity')} />
      <TextField label={LABELS.ppPromotedDays} inputMode="numeric" {...form.field('ppPromotedDays')} />
      <RecordPicker kind="city_uuid" label={LABELS.ppCityUUID} hint="The catalogue's cities (priced for package 232)" of={CATALOGUE_CITIES_OF} {...form.field('ppCityUUID')} onPick={() => form.setValue('ppHSR', '')} />
      <RecordPicker
        kind="subscription_region"
        label={LABELS.ppHSR}
        hint={form.values.ppCityUUID ? "The city's regions; blank: the city's own (Chennai 11, Hyderabad 12)" : 'Choose a city first'}
        disabled={!form.values.ppCityUUID}
        of={form.values.ppCityUUID || null}
        {...form.field('ppHSR')}
      />
    </OnlineFormDialog>
  );
}
