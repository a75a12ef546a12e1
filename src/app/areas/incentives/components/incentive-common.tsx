import { useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../ui/status/load-failed';
import { SelectField } from '../../../ui/form/select-field';
import type { IncentiveCycleView } from '../data/incentives-api';
import type { Resource } from '../../../lib/data/use-resource';

/** A load that failed: offline, the calm online-only note; otherwise the spec's message (spec 001 §8) and a retry. */
export function IncentiveLoadFailed({ message, what, error, onRetry }: { message: string; what: string; error: unknown; onRetry: () => void }) {
  return <LoadFailed what={what} message={message} error={error} onRetry={onRetry} />;
}

/** The cycle chosen from the last 3 (newest first, chosen by default). */
export function useChosenCycle(cycles: Resource<IncentiveCycleView[]>): [number | null, (id: number) => void] {
  const [chosen, setChosen] = useState<number | null>(null);
  return [chosen ?? cycles.data?.[0]?.id ?? null, setChosen];
}

export function CyclePicker({ cycles, value, onChange, children }: { cycles: readonly IncentiveCycleView[]; value: number | null; onChange: (id: number) => void; children?: ReactNode }) {
  const options = cycles.map((c) => ({ value: String(c.id), label: `${c.name} (${c.startDate} to ${c.endDate})` }));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField label="Cycle" className="min-w-72" options={options} value={value === null ? '' : String(value)} onChange={(e) => onChange(Number(e.target.value))} />
      {children}
    </div>
  );
}

export const rupeesText = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
export const percentText = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${n.toFixed(2)}%`);
