import type { ReactNode } from 'react';

/** The screen's heading (its one h1), an optional line under it, breadcrumbs above and actions beside it. */
export function PageHeader({ title, description, breadcrumbs, actions }: { title: ReactNode; description?: ReactNode; breadcrumbs?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-col gap-2">
      {breadcrumbs}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
