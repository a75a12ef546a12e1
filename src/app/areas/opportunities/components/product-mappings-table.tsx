import { useState } from 'react';
import { Button } from '../../../ui/button';
import { activationFields } from '../data/activation-parameters';
import type { ProductMapping } from '../data/opportunity-types';
import { ActivationParametersDialog } from './activation-parameters-dialog';
import type { ActivationRights } from '../data/product-activation';
import { ProductActivationControls } from './product-activation-controls';

function ParameterList({ product }: { product: ProductMapping }) {
  const fields = activationFields(product.requiredActivationParameters, product.activationParameters);
  if (fields.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
      {fields.map((f) => (
        <div key={f.name} className="contents">
          <dt className="text-slate-600">
            {f.name}
            {f.required && <span className="sr-only"> (required)</span>}
          </dt>
          <dd className={f.value ? 'text-slate-900' : 'text-red-700'}>{f.value || (f.required ? 'missing' : '--')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The products of a package mapping with their activation parameters (editable while the opportunity is). */
export function ProductMappingsTable({
  products,
  canEdit,
  onChanged,
  rights,
}: {
  products: ProductMapping[];
  canEdit: boolean;
  onChanged: () => void;
  /** Activation (online): who may activate, force-activate, tag listings. Absent: no activation controls. */
  rights?: ActivationRights;
}) {
  const [editing, setEditing] = useState<ProductMapping | null>(null);
  if (products.length === 0) return <p className="text-sm text-slate-600">No products.</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {products.map((product) => (
          <li key={product.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                {product.productName ?? `Product ${product.productId}`}{' '}
                <span className="text-xs font-normal text-slate-600">{product.activated ? '· activated' : '· not activated'}</span>
              </p>
              <ParameterList product={product} />
            </div>
            <div className="flex flex-col items-start gap-2 sm:items-end">
              {canEdit && (
                <Button size="sm" variant="secondary" onClick={() => setEditing(product)} aria-label={`Edit activation parameters of ${product.productName ?? `product ${product.productId}`}`}>
                  Edit activation parameters
                </Button>
              )}
              {rights && <ProductActivationControls product={product} rights={rights} onChanged={onChanged} />}
            </div>
          </li>
        ))}
      </ul>
      {editing && <ActivationParametersDialog product={editing} onClose={() => setEditing(null)} onSaved={onChanged} />}
    </>
  );
}
