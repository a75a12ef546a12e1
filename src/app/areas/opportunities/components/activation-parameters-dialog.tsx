import { useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { activationFields, toActivationParameters, type ActivationField } from '../data/activation-parameters';
import type { ProductMapping } from '../data/opportunity-types';
import { updateActivationParameters } from '../data/update-activation-parameters';

/** Edit a product mapping's activation parameters as key/value fields (the required ones come from requiredActivationParameters). */
export function ActivationParametersDialog({ product, onClose, onSaved }: { product: ProductMapping; onClose: () => void; onSaved: () => void }) {
  const notify = useNotify();
  const [fields, setFields] = useState<ActivationField[]>(() => activationFields(product.requiredActivationParameters, product.activationParameters));
  const [newName, setNewName] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);

  function setValue(name: string, value: string) {
    setFields((list) => list.map((f) => (f.name === name ? { ...f, value } : f)));
  }

  function addField() {
    const name = newName.trim();
    if (!name || fields.some((f) => f.name === name)) return;
    setFields((list) => [...list, { name, type: null, required: false, value: '' }]);
    setNewName('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (fields.some((f) => f.required && !f.value.trim())) return;
    setBusy(true);
    try {
      await updateActivationParameters([{ id: product.id, activationParameters: toActivationParameters(fields, product.activationParameters) }]);
      notify.success(SUCCESS_MESSAGES.activationParametersUpdated);
      onSaved();
      onClose();
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.activationParametersFailed));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Activation parameters: ${product.productName ?? `product ${product.productId}`}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="activation-parameters-form" busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id="activation-parameters-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        {fields.length === 0 && <p className="text-sm text-slate-600">This product has no activation parameters yet. Add one below.</p>}
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.name}
            required={field.required}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            value={field.value}
            onChange={(e) => setValue(field.name, e.target.value)}
            error={showErrors && field.required && !field.value.trim() ? VALIDATION_MESSAGES.required : null}
          />
        ))}
        <div className="flex items-end gap-2">
          <div className="grow">
            <TextField label="New parameter name" value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={100} />
          </div>
          <Button variant="secondary" onClick={addField} disabled={!newName.trim()}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
