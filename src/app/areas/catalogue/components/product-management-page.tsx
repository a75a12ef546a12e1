import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { canWriteCatalogue } from '../../../../domain/catalogue/catalogue-permissions';
import { PRODUCT_TYPE_OPTIONS, productInputSchema } from '../../../../domain/catalogue/product-schema';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { failureText } from '../../../lib/api/failure-text';
import { useResource } from '../../../lib/data/use-resource';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { addComplementary, createProduct, deleteProduct, fetchComplementary, removeComplementary, updateProduct, type Product } from '../data/products';
import { useCatalogueLists } from '../data/use-catalogue-lists';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { ParameterEditor, parametersOfRows, rowsOfParameters, type ParameterRow } from './parameter-editor';
import { OnlineButton } from '../../../ui/online-button';

type ProductValues = { name: string; productTypeId: string; isNpProduct: boolean; active: boolean; parameters: ParameterRow[] };

/** product-management: products (type 1-10 by name, required activation parameters, NP flag) and complimentary products. */
export function ProductManagementPage() {
  const user = useSignedInUser();
  const canWrite = canWriteCatalogue(user, 'catalogue');
  const { products, families } = useCatalogueLists();
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const columns: Column<Product>[] = [
    { key: 'id', header: 'ID', align: 'right', priority: 3, cell: (p) => p.id },
    { key: 'name', header: 'Name', value: (p) => p.name, cell: (p) => `${p.name}${p.active ? '' : ' (inactive)'}` },
    { key: 'type', header: 'Product type', value: (p) => p.productTypeName, cell: (p) => `${p.productTypeName} (${p.productTypeId})` },
    { key: 'params', header: 'Required activation parameters', priority: 2, cell: (p) => p.requiredActivationParameters.map((r) => r.name).join(', ') || '—' },
    { key: 'np', header: 'NP product', cell: (p) => (p.isNpProduct ? 'Yes' : 'No') },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Actions</span>,
            label: 'Actions',
            pinEnd: true,
            cell: (p: Product) => (
              <div className="flex gap-2">
                <OnlineButton size="sm" variant="secondary" onClick={() => setEditing({ product: p })} aria-label={`Edit product ${p.name}`}>
                  Edit
                </OnlineButton>
                <OnlineButton size="sm" variant="danger" onClick={() => setDeleting(p)} aria-label={`Delete product ${p.name}`}>
                  Delete
                </OnlineButton>
              </div>
            ),
          },
        ]
      : []),
  ];
  const packages = (families.data ?? []).flatMap((f) => f.familyPackages.map((p) => ({ id: p.id, name: `${p.packageName} (${f.name})` })));

  return (
    <ListScreen
      title="Product Management"
      description="Products and the products complimentary to each package."
      actions={canWrite && <Button onClick={() => setEditing({ product: null })}>New product</Button>}
      what="products"
      caption="Products"
      columns={columns}
      rowKey={(p) => p.id}
      resource={products}
      empty="No products."
      csvFileName="products.csv"
    >
      <ComplementaryPanel packages={packages} products={products.data ?? []} canWrite={canWrite} />
      {editing && (
        <ProductFormDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void products.refresh();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}`}
          confirmLabel="Delete product"
          confirm={() => deleteProduct(deleting.id)}
          success={CATALOGUE_MESSAGES.productDeleted}
          failure={{ inline: [], notice: { fallback: FAILURE_MESSAGES.mappingsUpdateFailed } }}
          onSaved={() => {
            setDeleting(null);
            void products.refresh();
          }}
          onClose={() => setDeleting(null)}
        >
          {deleting.inUse && (
            <p className="text-sm text-slate-700">
              {CATALOGUE_MESSAGES.productInUse}.{' '}
              <button
                type="button"
                className="text-brand underline"
                onClick={() =>
                  void updateProduct(deleting.id, { name: deleting.name, productTypeId: deleting.productTypeId, isNpProduct: deleting.isNpProduct, active: false, requiredActivationParameters: parametersOfRows(rowsOfParameters(deleting.requiredActivationParameters)) }).then(() => {
                    setDeleting(null);
                    void products.refresh();
                  })
                }
              >
                Deactivate it instead
              </button>
            </p>
          )}
        </ConfirmDialog>
      )}
    </ListScreen>
  );
}

function ProductFormDialog({ product, onClose, onSaved }: { product: Product | null; onClose: () => void; onSaved: () => void }) {
  const key = `catalogue:product:${product?.id ?? 'new'}`;
  const saved: ProductValues = {
    name: product?.name ?? '',
    productTypeId: product ? String(product.productTypeId) : '',
    isNpProduct: product?.isNpProduct ?? false,
    active: product?.active ?? true,
    parameters: rowsOfParameters(product?.requiredActivationParameters ?? []),
  };
  const form = useDraftForm(key, {
    defaultValues: saved,
    schema: productInputSchema,
    toInput: (v: ProductValues) => ({ name: v.name, productTypeId: v.productTypeId ? Number(v.productTypeId) : undefined, isNpProduct: v.isNpProduct, active: v.active, requiredActivationParameters: parametersOfRows(v.parameters) }),
    errorsAt: { requiredActivationParameters: 'parameters' },
    save: (input) => (product ? updateProduct(product.id, input) : createProduct(input)),
    success: CATALOGUE_MESSAGES.productSaved,
    onSaved,
    failure: { notice: { fallback: FAILURE_MESSAGES.mappingsUpdateFailed } },
  });
  return (
    <OnlineFormDialog layout="grid" form={form} title={product ? `Edit ${product.name}` : 'New product'} submitLabel={product ? 'Save product' : 'Create product'} onClose={onClose} size="lg">
      <TextField label="Product name" required {...form.field('name')} />
      <SelectField label="Product type" required placeholder="Select…" options={PRODUCT_TYPE_OPTIONS.map((t) => ({ value: String(t.id), label: `${t.name} (${t.id})` }))} {...form.field('productTypeId')} />
      <Checkbox label="NP product" {...form.check('isNpProduct')} />
      <Checkbox label="Active" {...form.check('active')} />
      <ParameterEditor legend="Required activation parameters" rows={form.values.parameters ?? []} onChange={(rows) => form.setValue('parameters', rows)} error={form.error('parameters')} />
    </OnlineFormDialog>
  );
}

function ComplementaryPanel({ packages, products, canWrite }: { packages: { id: number; name: string }[]; products: Product[]; canWrite: boolean }) {
  const [packageId, setPackageId] = useState('');
  const [productId, setProductId] = useState('');
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const list = useResource(packageId ? `complementary:${packageId}` : null, (signal) => fetchComplementary(Number(packageId), signal));
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(done);
      await list.refresh();
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.mappingsUpdateFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionPanel title="Complimentary products">
      <div className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField label="Package" placeholder="Select a package…" options={packages.map((p) => ({ value: String(p.id), label: p.name }))} value={packageId} onChange={(e) => setPackageId(e.target.value)} />
        {canWrite && (
          <>
            <SelectField label="Complimentary product" placeholder="Select…" options={products.map((p) => ({ value: String(p.id), label: p.name }))} value={productId} onChange={(e) => setProductId(e.target.value)} />
            <OnlineButton disabled={!packageId || !productId} busy={busy} onClick={() => void run(() => addComplementary(Number(packageId), Number(productId)), CATALOGUE_MESSAGES.complementaryAdded)}>
              Add
            </OnlineButton>
          </>
        )}
      </div>
      {list.data && (
        <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Complimentary products of the package">
          {list.data.results.length === 0 && <li className="py-1.5 text-slate-600">None.</li>}
          {list.data.results.map((c) => (
            <li key={c.id} className="flex items-center justify-between py-1.5">
              {c.productName}
              {canWrite && (
                <OnlineButton size="sm" variant="ghost" disabled={busy} onClick={() => void run(() => removeComplementary(c.id), CATALOGUE_MESSAGES.complementaryRemoved)} aria-label={`Remove ${c.productName}`}>
                  Remove
                </OnlineButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionPanel>
  );
}
