import type { ReactNode } from 'react';
import type { FormHandle } from '../../lib/forms/use-schema-form';
import { useOnline } from '../../lib/offline/session/use-online';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';
import { Form, type FormLayout } from '../form/form';
import { ONLINE_ONLY_MESSAGE } from '../status/online-only-notice';

/**
 * FormDialog for an online-only screen: offline it says the screen needs a connection and its submit button
 * waits (disabled) until the device is back online; the fields keep what was typed. The app's one online-gated
 * form dialog (issue 51).
 */
export function OnlineFormDialog({
  form,
  submitLabel,
  children,
  layout,
  ...dialog
}: Pick<DialogProps, 'title' | 'description' | 'size' | 'onClose'> & { form: FormHandle; submitLabel: string; children: ReactNode; layout?: FormLayout }) {
  const online = useOnline();
  return (
    <Dialog open {...dialog} actions={<DialogActions onCancel={dialog.onClose} label={submitLabel} busy={form.busy} disabled={!online} form={form.id} />}>
      {!online && (
        <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ONLINE_ONLY_MESSAGE}
        </p>
      )}
      <Form form={form} layout={layout}>
        {children}
      </Form>
    </Dialog>
  );
}
