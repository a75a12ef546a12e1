import type { ReactNode } from 'react';

/** A screen's own notice line, announced politely: what waits for the network (the spec's words), what was not found. */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
