import type { ReactNode } from 'react';
import { Button } from '../button';
import type { ButtonVariant } from '../button-classes';

export type DialogActionsProps = {
  onCancel: () => void;
  cancelLabel?: string;
  /** The dialog's action ('Save', 'Delete contact'). */
  label: ReactNode;
  variant?: ButtonVariant;
  /** The action is running: disabled, with a spinner. */
  busy?: boolean;
  disabled?: boolean;
} & ({ /** The form the action submits (a submit button outside it). */ form: string; onAction?: never } | { form?: never; onAction: () => void });

/** A dialog's footer: Cancel, then its one action. */
export function DialogActions({ onCancel, cancelLabel = 'Cancel', label, variant = 'primary', busy, disabled, form, onAction }: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={form === undefined ? 'button' : 'submit'} form={form} variant={variant} busy={busy} disabled={disabled} onClick={onAction}>
        {label}
      </Button>
    </>
  );
}
