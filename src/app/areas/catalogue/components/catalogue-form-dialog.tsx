import type { ReactNode } from 'react';
import type { FormHandle } from '../../../lib/forms/use-schema-form';
import { useOnline } from '../../../lib/offline/use-online';
import { Dialog, type DialogProps } from '../../../ui/dialog';
import { DialogActions } from '../../../ui/dialog-actions';
import { Form } from '../../../ui/form';
import { ONLINE_ONLY_MESSAGE } from '../../../ui/online-only-notice';

/** A catalogue form in a dialog: offline it says so and its save waits for the connection (what was typed stays). */
export function CatalogueFormDialog({
  form,
  submitLabel,
  children,
  layout = 'grid',
  ...dialog
}: Pick<DialogProps, 'title' | 'description' | 'size' | 'onClose'> & { form: FormHandle; submitLabel: string; children: ReactNode; layout?: 'stack' | 'grid' }) {
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
