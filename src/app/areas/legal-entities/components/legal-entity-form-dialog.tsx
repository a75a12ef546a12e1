import { useRef, useState, type FormEvent } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { reportSaveFailure } from '../../../lib/forms/save-failure';
import { blankToNull, focusFirstInvalid, validateForm, type FieldErrors } from '../../../lib/forms/validate-form';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextField } from '../../../ui/text-field';
import { legalEntityCreateFormSchema, legalEntityUpdateFormSchema } from '../data/legal-entity-form-schema';
import type { LegalEntity } from '../data/legal-entity-types';
import { createLegalEntity, updateLegalEntity } from '../data/save-legal-entity';

type TextKey = 'legalName' | 'pan' | 'tan' | 'gst' | 'cinNumber' | 'reraId' | 'aadharNumber';
type Values = Record<TextKey, string> & { unregisteredCustomer: boolean; active: boolean };

function valuesOf(entity: LegalEntity | undefined): Values {
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
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(entity));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setText = (field: TextKey) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input = {
      legalName: values.legalName,
      pan: blankToNull(values.pan),
      tan: blankToNull(values.tan),
      gst: blankToNull(values.gst),
      unregisteredCustomer: values.unregisteredCustomer,
      cinNumber: blankToNull(values.cinNumber),
      reraId: blankToNull(values.reraId),
      aadharNumber: blankToNull(values.aadharNumber),
      active: values.active,
    };
    const checked = entity ? validateForm(legalEntityUpdateFormSchema, input) : validateForm(legalEntityCreateFormSchema, { ...input, accountId });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (entity) await updateLegalEntity(entity, checked.data);
      else await createLegalEntity({ ...checked.data, accountId });
      notify.success(entity ? SUCCESS_MESSAGES.legalEntityUpdated : SUCCESS_MESSAGES.legalEntityCreated);
      await onSaved();
      onClose();
    } catch (failure) {
      setFormError(reportSaveFailure(failure, notify));
      setBusy(false);
    }
  }

  const formId = entity ? `legal-entity-form-${entity.id}` : 'legal-entity-form-new';
  return (
    <Dialog
      open
      onClose={onClose}
      title={entity ? `Edit legal entity ${entity.legalName}` : 'Add legal entity'}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {entity ? 'Save legal entity' : 'Create legal entity'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormError message={formError} />
        </div>
        <div className="sm:col-span-2">
          <TextField label="Legal name" required value={values.legalName} onChange={setText('legalName')} error={errors.legalName} maxLength={200} />
        </div>
        <TextField label="PAN" value={values.pan} onChange={setText('pan')} error={errors.pan} hint="5 letters, 4 digits, 1 letter" autoCapitalize="characters" spellCheck={false} maxLength={10} />
        <TextField label="TAN" value={values.tan} onChange={setText('tan')} error={errors.tan} autoCapitalize="characters" spellCheck={false} maxLength={10} />
        <TextField
          label="GST"
          required={!values.unregisteredCustomer}
          value={values.gst}
          onChange={setText('gst')}
          error={errors.gst}
          hint="15 characters; not needed for an unregistered customer"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
        />
        <div className="flex items-end">
          <Checkbox label="Unregistered customer" checked={values.unregisteredCustomer} onChange={(e) => setValues((v) => ({ ...v, unregisteredCustomer: e.target.checked }))} />
        </div>
        <TextField label="CIN" value={values.cinNumber} onChange={setText('cinNumber')} error={errors.cinNumber} autoCapitalize="characters" spellCheck={false} maxLength={21} />
        <TextField label="RERA id" value={values.reraId} onChange={setText('reraId')} error={errors.reraId} spellCheck={false} maxLength={50} />
        <TextField label="Aadhar number" value={values.aadharNumber} onChange={setText('aadharNumber')} error={errors.aadharNumber} inputMode="numeric" hint="12 digits" maxLength={12} />
        {entity && (
          <div className="flex items-end">
            <Checkbox label="Active" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} />
          </div>
        )}
      </form>
    </Dialog>
  );
}
