import { Link } from '@tanstack/react-router';

const LINKS = [
  { to: '/target-setting-rules', label: 'Rules and slabs' },
  { to: '/set-sales-target', label: 'Set sales target' },
  { to: '/incentive-calculation', label: 'Incentive calculation' },
  { to: '/incentive-payout', label: 'Incentive payout' },
] as const;

/** The four incentive screens, one tab each. */
export function IncentiveNav() {
  return (
    <nav aria-label="Sales incentive" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2 text-sm">
      {LINKS.map((l) => (
        <Link key={l.to} to={l.to} className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100" activeProps={{ className: 'bg-slate-200 font-semibold' }}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
