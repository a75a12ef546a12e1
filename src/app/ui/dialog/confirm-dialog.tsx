import type { ReactNode } from 'react';
import { useSave, type SaveOptions } from '../../lib/forms/use-save';
import { useOnline } from '../../lib/offline/session/use-online';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';

export type ConfirmDialogProps<R> = Pick<DialogProps, 'title' | 'description' | 'onClose' | 'size'> &
  SaveOptions<R> & {
    /** What is asked: the save to run once the user confirms. */
    confirm: () => Promise<R>;
    /** The confirming button's text ('Delete contact'); it is a danger button. */
    confirmLabel: string;
    disabled?: boolean;
    /** The action needs the server now (an online-only screen): disabled while the device is offline. */
    onlineOnly?: boolean;
    children?: ReactNode;
  };

/**
 * Asks before an action that cannot be taken back (delete, merge): Cancel, then the action, busy while it runs;
 * its success notice and failure as a form's (useSave). The dialog stays open after a failure.
 */
export function ConfirmDialog<R>({ title, description, onClose, size = 'sm', confirm, confirmLabel, disabled, onlineOnly, children, ...save }: ConfirmDialogProps<R>) {
  const saving = useSave(save);
  const online = useOnline();
  const actions = <DialogActions onCancel={onClose} label={confirmLabel} variant="danger" busy={saving.busy} disabled={disabled || (onlineOnly && !online)} onAction={() => void saving.run(confirm)} />;
  return (
    <Dialog open onClose={onClose} title={title} description={description} size={size} actions={actions}>
      {children}
    </Dialog>
  );
}
