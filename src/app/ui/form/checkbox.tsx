import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './use-field-ids';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled checkbox whose whole row is the touch target. */
export function Checkbox({ label, error, id, className = '', ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.inputId} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 sm:min-h-8">
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          className={`size-5 rounded border-slate-400 accent-brand ${className}`}
          {...input}
        />
        {label}
      </label>
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
