import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { blankToNull } from '../../../lib/forms/validate-form';
import { Checkbox } from '../../../ui/form/checkbox';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { TextField } from '../../../ui/form/text-field';
import { legalEntityCreateFormSchema, legalEntityUpdateFormSchema } from '../data/legal-entity-form-schema';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';
import { createLegalEntity, updateLegalEntity } from '../data/save-legal-entity';

function valuesOf(entity: LegalEntity | undefined) {
  return {
    legalName: entity?.legalName ?? '',
    pan: entity?.pan ?? '',
    tan: entity?.tan ?? '',
    gst: entity?.gst ?? '',
    cinNumber: entity?.cinNumber ?? '',
    reraId: entity?.reraId ?? '',
    aadharNumber: entity?.aadharNumber ?? '',
    unregisteredCustomer: entity?.unregisteredCustomer ?? false,
    active: entity?.active ?? true,
  };
}

/**
 * Create or edit a legal entity with every rule of spec 000 §5: legal name mandatory without special characters;
 * PAN, GST, CIN and Aadhar checked when present; GST needed unless the customer is unregistered.
 */
export function LegalEntityFormDialog({ accountId, entity, onClose, onSaved }: { accountId: number; entity?: LegalEntity; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useSchemaForm({
    defaultValues: valuesOf(entity),
    schema: entity ? legalEntityUpdateFormSchema : legalEntityCreateFormSchema,
    toInput: (values) => ({
      ...values,
      pan: blankToNull(values.pan),
      tan: blankToNull(values.tan),
      gst: blankToNull(values.gst),
      cinNumber: blankToNull(values.cinNumber),
      reraId: blankToNull(values.reraId),
      aadharNumber: blankToNull(values.aadharNumber),
      ...(entity ? {} : { accountId }),
    }),
    save: (fields) => (entity ? updateLegalEntity(entity, fields) : createLegalEntity({ ...fields, accountId })),
    success: entity ? SUCCESS_MESSAGES.legalEntityUpdated : SUCCESS_MESSAGES.legalEntityCreated,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={entity ? `Edit legal entity ${entity.legalName}` : 'Add legal entity'}
      size="lg"
      submitLabel={entity ? 'Save legal entity' : 'Create legal entity'}
      layout="grid"
    >
      <div className="sm:col-span-2">
        <TextField label="Legal name" required {...form.field('legalName')} maxLength={200} />
      </div>
      <TextField label="PAN" {...form.field('pan')} hint="5 letters, 4 digits, 1 letter" autoCapitalize="characters" spellCheck={false} maxLength={10} />
      <TextField label="TAN" {...form.field('tan')} autoCapitalize="characters" spellCheck={false} maxLength={10} />
      <TextField
        label="GST"
        required={!form.values.unregisteredCustomer}
        {...form.field('gst')}
        hint="15 characters; not needed for an unregistered customer"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
      />
      <div className="flex items-end">
        <Checkbox label="Unregistered customer" {...form.check('unregisteredCustomer')} />
      </div>
      <TextField label="CIN" {...form.field('cinNumber')} autoCapitalize="characters" spellCheck={false} maxLength={21} />
      <TextField label="RERA id" {...form.field('reraId')} spellCheck={false} maxLength={50} />
      <TextField label="Aadhar number" {...form.field('aadharNumber')} inputMode="numeric" hint="12 digits" maxLength={12} />
      {entity && (
        <div className="flex items-end">
          <Checkbox label="Active" {...form.check('active')} />
        </div>
      )}
    </FormDialog>
  );
}
