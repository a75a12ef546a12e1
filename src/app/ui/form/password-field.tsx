import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, controlAttributes } from './field-frame';
import { useFieldIds } from './use-field-ids';

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a Show/Hide button, so people on phones can check what they typed. */
export function PasswordField({ label, error, hint, id, required, className = '', ref, ...input }: PasswordFieldProps) {
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <div className="relative">
        <input
          ref={ref}
          {...controlAttributes(ids, { required, hint, error, className: `pr-20 ${className}` })}
          type={visible ? 'text' : 'password'}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 min-w-16 rounded-r-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          aria-controls={ids.inputId}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldFrame>
  );
}
