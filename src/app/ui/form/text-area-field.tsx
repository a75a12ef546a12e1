import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, controlAttributes } from './field-frame';
import { useFieldIds } from './use-field-ids';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text box with its hint and inline error (addresses, comments). */
export function TextAreaField({ label, error, hint, id, required, rows = 3, className, ref, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        {...controlAttributes(ids, { required, hint, error, className })}
        rows={rows}
        {...textarea}
      />
    </FieldFrame>
  );
}
