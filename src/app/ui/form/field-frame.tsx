import type { ReactNode } from 'react';

export type FieldIds = { inputId: string; errorId: string; hintId: string };

/** Label, control, hint and inline error, wired together for assistive technology. */
export function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {/* The required mark sits outside the label, so the field's name is exactly its label text. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={ids.inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const CONTROL_CLASSES =
  'block w-full min-h-11 rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 disabled:text-slate-500 sm:min-h-10 sm:text-sm';

export function controlBorder(error?: string | null): string {
  return error ? 'border-red-600' : 'border-slate-300';
}

/** A field's control wiring: its id, invalid and required states, hint and error for assistive technology, and look. */
export function controlAttributes(ids: FieldIds, { required, hint, error, className = '' }: { required?: boolean; hint?: unknown; error?: string | null; className?: string }) {
  return {
    id: ids.inputId,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(ids, hint, error),
    className: `${CONTROL_CLASSES} ${controlBorder(error)} ${className}`,
  };
}

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(ids: FieldIds, hint: unknown, error: string | null | undefined): string | undefined {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
