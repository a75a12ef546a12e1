import type { ReactNode } from 'react';
import type { FormHandle } from '../../lib/forms/use-schema-form';
import type { ButtonVariant } from '../button-classes';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';
import { Form, type FormLayout } from '../form/form';

export type FormDialogProps = Pick<DialogProps, 'title' | 'description' | 'size' | 'onClose'> & {
  form: FormHandle;
  /** The submit button's text ('Save', 'Add contact'). */
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  /** The button that closes without saving. */
  cancelLabel?: string;
  layout?: FormLayout;
  children: ReactNode;
};

/**
 * A dialog holding one form (useSchemaForm): its fields, the refusal at its top, and the footer: Cancel, then
 * the submit button, busy (disabled, with a spinner) while the save runs.
 */
export function FormDialog({ form, submitLabel, submitVariant, cancelLabel, layout, children, ...dialog }: FormDialogProps) {
  return (
    <Dialog open {...dialog} actions={<DialogActions onCancel={dialog.onClose} cancelLabel={cancelLabel} label={submitLabel} variant={submitVariant} busy={form.busy} form={form.id} />}>
      <Form form={form} layout={layout}>
        {children}
      </Form>
    </Dialog>
  );
}
