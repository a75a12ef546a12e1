import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { CONTROL_CLASSES, FieldFrame, controlBorder, describedBy } from './field-frame';
import { useFieldIds } from './use-field-ids';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text box with its hint and inline error (addresses, comments). */
export function TextAreaField({ label, error, hint, id, required, rows = 3, className = '', ref, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${CONTROL_CLASSES} ${controlBorder(error)} ${className}`}
        {...textarea}
      />
    </FieldFrame>
  );
}
