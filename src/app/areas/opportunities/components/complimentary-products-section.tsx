import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format/date-time';
import { addComplimentaryInputSchema, type ComplimentaryProduct, type ComplimentaryProductsAnswer } from '../../../../domain/opportunities/complimentary-products';
import { productActivationEndpoints } from '../../../../domain/opportunities/product-activation.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { OnlineButton } from '../../../ui/online-button';

function AddComplimentaryDialog({ opportunityId, options, onClose, onAdded }: { opportunityId: number; options: ComplimentaryProductsAnswer['options']; onClose: () => void; onAdded: () => void }) {
  const withProducts = options.filter((o) => o.products.length > 0);
  const form = useSchemaForm({
    defaultValues: { opportunityPackageMappingId: String(withProducts[0]?.opportunityPackageMappingId ?? ''), productId: '' },
    schema: addComplimentaryInputSchema,
    toInput: (v) => ({ opportunityPackageMappingId: Number(v.opportunityPackageMappingId) || undefined, productId: Number(v.productId) || undefined }),
    save: (input) => call(productActivationEndpoints.addComplimentary, { params: { id: opportunityId }, body: input, notify: false }),
    success: (answer) => answer.message,
    onSaved: () => {
      onAdded();
      onClose();
    },
  });
  const chosen = withProducts.find((o) => String(o.opportunityPackageMappingId) === form.values.opportunityPackageMappingId);
  return (
    <FormDialog form={form} onClose={onClose} title="Add a complimentary product" submitLabel="Add">
      <SelectField
        label="Package"
        required
        options={withProducts.map((o) => ({ value: String(o.opportunityPackageMappingId), label: `${o.packageName ?? 'Package'} #${o.opportunityPackageMappingId}` }))}
        {...form.field('opportunityPackageMappingId')}
      />
      <SelectField
        label="Complimentary product"
        required
        placeholder="Select a product"
        options={(chosen?.products ?? []).map((p) => ({ value: String(p.productId), label: p.productName }))}
        {...form.field('productId')}
      />
    </FormDialog>
  );
}

/**
 * Complimentary products given on the opportunity's packages (spec 001 §5): managers and Admin add and deactivate
 * them; who may not view them is told so ('You are not authorized to view Complimentary Products.'). Online only.
 */
export function ComplimentaryProductsSection({ opportunityId }: { opportunityId: number }) {
  // A refusal is shown in the section, not as a notice.
  const list = useResource(`complimentary-products:${opportunityId}`, (signal) =>
    call(productActivationEndpoints.complimentaryProducts, { params: { id: opportunityId }, signal, notify: false }),
  );
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<ComplimentaryProduct | null>(null);
  const refresh = () => void list.refresh();
  const denied = isApiFailure(list.error) && list.error.status === 403;
  const answer = list.data;
  const canAddMore = answer?.canAdd && answer.options.some((o) => o.products.length > 0);
  return (
    <SectionPanel
      title="Complimentary products"
      actions={
        canAddMore ? (
          <OnlineButton onClick={() => setAdding(true)}>
            Add complimentary product
          </OnlineButton>
        ) : undefined
      }
    >
      {denied && isApiFailure(list.error) ? (
        <p role="note" className="text-sm text-slate-700">
          {list.error.noticeMessage}
        </p>
      ) : (
        <ListTable
          what="complimentary products"
          caption="Complimentary products"
          regionLabel="Complimentary products table"
          resource={{ ...list, data: answer?.results }}
          rowKey={(r) => r.id}
          empty="No complimentary products."
          columns={[
            { key: 'product', header: 'Product', cell: (r) => r.productName ?? `#${r.productId}` },
            { key: 'package', header: 'Package', cell: (r) => `${r.packageName ?? '--'} #${r.opportunityPackageMappingId}` },
            { key: 'status', header: 'Status', cell: (r) => (r.active ? 'Active' : `Deactivated ${formatDateTime(r.deactivatedAt)}`) },
            { key: 'by', header: 'Added by', cell: (r) => `${r.addedBy ?? '--'}, ${formatDateTime(r.createdAt)}` },
            {
              key: 'actions',
              header: 'Actions',
              pinEnd: true,
              cell: (r) =>
                answer?.canAdd && r.active ? (
                  <OnlineButton size="sm" variant="secondary" onClick={() => setDeactivating(r)} aria-label={`Deactivate ${r.productName ?? `product ${r.productId}`}`}>
                    Deactivate
                  </OnlineButton>
                ) : null,
            },
          ]}
        />
      )}
      {adding && answer && <AddComplimentaryDialog opportunityId={opportunityId} options={answer.options} onClose={() => setAdding(false)} onAdded={refresh} />}
      {deactivating && (
        <ConfirmDialog
          title={`Deactivate ${deactivating.productName ?? 'this complimentary product'}?`}
          confirm={() => call(productActivationEndpoints.deactivateComplimentary, { params: { id: deactivating.id }, notify: false })}
          confirmLabel="Deactivate"
          success={(a) => a.message}
          onClose={() => setDeactivating(null)}
          onSaved={() => {
            setDeactivating(null);
            refresh();
          }}
        />
      )}
    </SectionPanel>
  );
}
