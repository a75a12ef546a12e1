import type { ReactNode } from 'react';
import { formatLakhs } from '../../../domain/format/lakhs';
import type { SalesRow } from '../../../domain/reports/sales';
import { sumOf } from '../../lib/list/totals';
import type { Column } from './data-table';

/** The sales figures' column labels, one place (issue 51) for the two areas that show them: sales-report, agent and team performance. */
export const SALES_COLUMN_LABELS = {
  agent: 'Agent',
  id: 'Id',
  assigned: 'Assigned opportunities',
  unique: 'Unique accounts',
  activity: 'Activity done',
  accounts: (bucket: string) => `${bucket} accounts`,
  dealValue: (bucket: string) => `${bucket} deal value`,
} as const;

const BUCKETS = [
  ['cold', 'Cold'],
  ['hot', 'Hot'],
  ['warm', 'Warm'],
  ['closed', 'Closed'],
] as const;

/**
 * Spec 002 §3's agent columns (agent, id, assigned opportunities, unique accounts, activity done; per bucket the
 * accounts and the deal value in lakhs), with a totals row (every figure adds: the team rows are such sums) and
 * priorities so the 13 columns fit a desk screen: the deal values and assigned opportunities stay, the counts
 * beside them give way first; a phone stacks each row as a card.
 */
export function salesFigureColumns<Row extends SalesRow>(agentCell: (row: Row) => ReactNode = (r) => r.agentName): Column<Row>[] {
  const L = SALES_COLUMN_LABELS;
  const count = (key: string, header: string, value: (r: Row) => number, priority: Column<Row>['priority']): Column<Row> => ({
    key,
    header,
    align: 'right',
    priority,
    value,
    cell: value,
    total: (rows) => sumOf(rows, value),
  });
  return [
    { key: 'agent', header: L.agent, value: (r) => r.agentName, cell: agentCell, className: 'min-w-32' },
    { key: 'id', header: L.id, align: 'right', priority: 4, value: (r) => r.agentId, cell: (r) => r.agentId },
    count('assigned', L.assigned, (r) => r.assignedOpportunities, 1),
    count('unique', L.unique, (r) => r.uniqueAccounts, 3),
    count('activity', L.activity, (r) => r.activityDone, 2),
    ...BUCKETS.flatMap(([key, label]): Column<Row>[] => [
      count(`${key}-accounts`, L.accounts(label), (r) => r[key].accounts, 4),
      {
        key: `${key}-value`,
        header: L.dealValue(label),
        align: 'right',
        className: 'whitespace-nowrap',
        value: (r) => r[key].dealValue,
        cell: (r) => formatLakhs(r[key].dealValue),
        total: (rows) => formatLakhs(Math.round(sumOf(rows, (r) => r[key].dealValue) * 100) / 100),
      },
    ]),
  ];
}
