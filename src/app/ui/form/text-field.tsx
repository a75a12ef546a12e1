import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, controlAttributes } from './field-frame';
import { useFieldIds } from './use-field-ids';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  /** The inline error under the field (e.g. 'This field is required.'). */
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, id, required, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <input
        ref={ref}
        {...controlAttributes(ids, { required, hint, error, className })}
        {...input}
      />
    </FieldFrame>
  );
}
