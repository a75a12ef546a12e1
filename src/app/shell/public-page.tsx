import type { ReactNode } from 'react';
import { useShellBrand } from './use-shell-brand';
import { usePageTitle } from '../lib/use-page-title';

/** The frame of the screens before sign-in: the neutral product name and one centred card. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const brand = useShellBrand();
  usePageTitle(title, brand.name);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-brand px-4 py-3 text-white">
        <p className="text-lg font-semibold">{brand.name}</p>
      </header>
      <main id="main-content" className="flex flex-1 items-start justify-center px-3 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h1 className="mb-4 text-xl font-semibold text-slate-900">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
