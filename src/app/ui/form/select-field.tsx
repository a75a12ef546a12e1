import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, controlAttributes } from './field-frame';
import { useFieldIds } from './use-field-ids';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first empty option, e.g. 'Select…'. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: the platform's own picker on phones, keyboard and screen-reader support built in. */
export function SelectField({ label, options, placeholder, error, hint, id, required, className, ref, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        {...controlAttributes(ids, { required, hint, error, className })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
