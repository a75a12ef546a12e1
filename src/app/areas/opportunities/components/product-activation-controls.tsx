import { useState } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { forceActivationInputSchema } from '../../../../domain/opportunities/product-activation';
import { useSave } from '../../../lib/forms/use-save';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextAreaField } from '../../../ui/form/text-area-field';
import type { ProductMapping } from '../data/opportunity-types';
import { activateProduct, forceActivateProduct, type ActivationResult, type ActivationRights } from '../data/product-activation';
import { ActivationDetailsDialog } from './activation-details-dialog';
import { OnlineButton } from '../../../ui/online-button';

const failure = { inline: [], notice: { fallback: FAILURE_MESSAGES.activationUnavailable } };

function ForceActivateDialog({ product, onClose, onDone }: { product: ProductMapping; onClose: () => void; onDone: () => void }) {
  const form = useSchemaForm({
    defaultValues: { remark: '' },
    schema: forceActivationInputSchema,
    toInput: (v) => ({ opportunityProductMappingId: product.id, remark: v.remark }),
    save: (input) => forceActivateProduct(input),
    success: (answer: ActivationResult) => answer.message,
    onSaved: () => {
      onDone();
      onClose();
    },
    failure,
  });
  const name = product.productName ?? `product ${product.productId}`;
  return (
    <FormDialog form={form} onClose={onClose} title={`Force-activate ${name}`} description="Activates it without the termsheet and payment conditions. Give the reason." submitLabel="Force activate">
      <TextAreaField label="Reason" required maxLength={500} {...form.field('remark')} />
    </FormDialog>
  );
}

/** Activate (online, sellers), force-activate (finance) and the activation details of one product mapping. */
export function ProductActivationControls({ product, rights, onChanged }: { product: ProductMapping; rights: ActivationRights; onChanged: () => void }) {
  const [open, setOpen] = useState<'force' | 'details' | null>(null);
  const activation = useSave({ success: (answer: ActivationResult) => answer.message, onSaved: onChanged, failure });
  const name = product.productName ?? `product ${product.productId}`;
  return (
    <div className="flex flex-wrap gap-2">
      {!product.activated && rights.activate && (
        <OnlineButton size="sm" busy={activation.busy} onClick={() => void activation.run(() => activateProduct(product.id))} aria-label={`Activate ${name}`}>
          Activate
        </OnlineButton>
      )}
      {!product.activated && rights.force && (
        <OnlineButton size="sm" variant="secondary" onClick={() => setOpen('force')} aria-label={`Force-activate ${name}`}>
          Force activate
        </OnlineButton>
      )}
      <OnlineButton size="sm" variant="secondary" onClick={() => setOpen('details')} aria-label={`Activation details of ${name}`}>
        Activation details
      </OnlineButton>
      {open === 'force' && <ForceActivateDialog product={product} onClose={() => setOpen(null)} onDone={onChanged} />}
      {open === 'details' && <ActivationDetailsDialog product={product} rights={rights} onClose={() => setOpen(null)} onChanged={onChanged} />}
    </div>
  );
}
