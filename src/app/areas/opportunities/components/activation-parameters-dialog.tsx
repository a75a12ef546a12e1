import { useState } from 'react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { formRules } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextField } from '../../../ui/form/text-field';
import { activationFields, toActivationParameters, type ActivationField } from '../data/activation-parameters';
import type { ProductMapping } from '../data/opportunity-types';
import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';

/** A required parameter may not be left empty; the rest go back as the product mapping's object. */
function parameterRules(product: ProductMapping) {
  return formRules((values: { fields: ActivationField[] }, refuse) => {
    values.fields.forEach((field, index) => {
      if (field.required && !field.value.trim()) refuse(`fields.${index}.value`, VALIDATION_MESSAGES.required);
    });
    return [{ id: product.id, activationParameters: toActivationParameters(values.fields, product.activationParameters) }];
  });
}

/** Edit a product mapping's activation parameters as key/value fields (the required ones come from requiredActivationParameters). */
export function ActivationParametersDialog({ product, onClose, onSaved }: { product: ProductMapping; onClose: () => void; onSaved: () => void }) {
  const [newName, setNewName] = useState('');
  const form = useSchemaForm({
    defaultValues: { fields: activationFields(product.requiredActivationParameters, product.activationParameters) },
    schema: parameterRules(product),
    save: (updates) => call(packageMappingEndpoints.bulkUpdateProducts, { body: updates, notify: false }),
    success: SUCCESS_MESSAGES.activationParametersUpdated,
    onSaved: () => {
      onSaved();
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.activationParametersFailed } },
    // A required field's message goes as soon as it is filled in.
    liveErrors: true,
  });
  const fields = form.values.fields;

  function addField() {
    const name = newName.trim();
    if (!name || fields.some((f) => f.name === name)) return;
    form.setValue('fields', [...fields, { name, type: null, required: false, value: '' }]);
    setNewName('');
  }

  return (
    <FormDialog form={form} onClose={onClose} title={`Activation parameters: ${product.productName ?? `product ${product.productId}`}`} submitLabel="Save">
      {fields.length === 0 && <p className="text-sm text-slate-600">This product has no activation parameters yet. Add one below.</p>}
      {fields.map((field, index) => (
        <TextField key={field.name} label={field.name} required={field.required} inputMode={field.type === 'number' ? 'decimal' : undefined} {...form.field(`fields.${index}.value`)} />
      ))}
      <div className="flex items-end gap-2">
        <div className="grow">
          <TextField label="New parameter name" value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={100} />
        </div>
        <Button variant="secondary" onClick={addField} disabled={!newName.trim()}>
          Add
        </Button>
      </div>
    </FormDialog>
  );
}
