import { Link } from '@tanstack/react-router';
import { opportunityPagePath, type OpportunityKind } from '../../../domain/opportunities/statuses';
import type { Column } from './data-table';

const linkClass = 'text-brand underline-offset-2 hover:underline';

/** The Account column of rows that name their account: the name, linked to the account's page. `more` adds to it. */
export function accountColumn<Row extends { accountId: number; accountName: string }>(more: Partial<Column<Row>> = {}): Column<Row> {
  return {
    key: 'account',
    header: 'Account',
    cell: (r) => (
      <Link to="/account/$accountId" params={{ accountId: r.accountId }} className={linkClass}>
        {r.accountName}
      </Link>
    ),
    className: 'min-w-40',
    ...more,
  };
}

type OpportunityOfRow = { opportunityId: number | null; opportunityName: string | null; opportunityKind: OpportunityKind | null };

/** The Opportunity column: the name, linked to its kind's page; '-' on a row with none (a call on the account). */
export function opportunityColumn<Row extends OpportunityOfRow>(more: Partial<Column<Row>> = {}): Column<Row> {
  return {
    key: 'opportunity',
    header: 'Opportunity',
    cell: (r) =>
      r.opportunityId === null ? (
        '-'
      ) : (
        <Link to={opportunityPagePath(r.opportunityKind ?? 'general', r.opportunityId)} className={linkClass}>
          {r.opportunityName}
        </Link>
      ),
    className: 'min-w-40',
    ...more,
  };
}
