import type { ReactNode } from 'react';

/** Said plainly when a list or screen has nothing to show, with what the user can do next. */
export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="text-base font-medium text-slate-900">{title}</p>
      {children && <div className="max-w-prose text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
