import type { ReactNode } from 'react';

/**
 * A titled part of a record's page (its details, packages, refunds, invoices): a region named by its heading, whose
 * `id` the page gives. `card`: on a white card, the heading above its contents; else a column of its own.
 */
export function RecordSection({ id, title, card = false, children }: { id: string; title: ReactNode; card?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card ? 'rounded-lg border border-slate-200 bg-white p-4' : 'flex flex-col gap-2'}>
      <h2 id={id} className={card ? 'mb-3 text-base font-semibold text-slate-900' : 'text-base font-semibold text-slate-900'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
