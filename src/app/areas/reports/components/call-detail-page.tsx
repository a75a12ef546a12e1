import { callStatusName } from '../../../../domain/comments/call-statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { CALL_OUTCOME_IDS, formatCallDuration, type CallDetailRow } from '../../../../domain/reports/call-detail';
import type { Column } from '../../../ui/table/data-table';
import { SelectField } from '../../../ui/form/select-field';
import type { ReportSearch } from '../data/report-search';
import { ReportTableScreen } from './report-table-screen';
import { accountColumn, opportunityColumn } from '../../../ui/table/record-columns';

const COLUMNS: Column<CallDetailRow>[] = [
  { key: 'agent', header: 'Agent', cell: (r) => r.agentName, className: 'min-w-32' },
  accountColumn(),
  opportunityColumn({ className: undefined }),
  { key: 'number', header: 'Number dialled', cell: (r) => r.numberDialled, className: 'whitespace-nowrap font-mono' },
  { key: 'start', header: 'Start', cell: (r) => formatDateTime(r.startedAt), className: 'whitespace-nowrap' },
  { key: 'duration', header: 'Duration', cell: (r) => formatCallDuration(r.durationSeconds), align: 'right' },
  { key: 'outcome', header: 'Outcome', cell: (r) => r.outcomeName, className: 'whitespace-nowrap' },
];

/** With every activity listed (the sales report's Activity Done), each row names its kind. */
const ACTIVITY_COLUMNS: Column<CallDetailRow>[] = [COLUMNS[0]!, { key: 'activityType', header: 'Activity', cell: (r) => r.activityType, className: 'whitespace-nowrap' }, ...COLUMNS.slice(1)];

const SHOW_OPTIONS = [
  { value: 'calls', label: 'Calls' },
  { value: 'all', label: 'Every activity' },
];

/**
 * `call-detail`: the calls logged in the range (agent, account, masked number, start, duration, outcome); filters agent
 * and outcome; CSV. With "Every activity" (`activity=all`, where the sales report's Activity Done leads), every
 * activity the agents in scope logged: the rows that figure counts (issue 49).
 */
export function CallDetailPage({ search, onSearchChange }: { search: ReportSearch; onSearchChange: (next: ReportSearch) => void }) {
  const every = search.activity === 'all';
  return (
    <ReportTableScreen
      kind="call-detail"
      title="Call Detail"
      description={
        every
          ? "Every activity (calls, meetings, notes) the agents logged in the chosen days (India time), on the brand's accounts; the city is the deal's, else the account's. Numbers show their last 4 digits only."
          : 'Calls logged in the chosen days (India time); numbers show their last 4 digits only.'
      }
      caption={every ? 'Activities' : 'Calls'}
      columns={every ? ACTIVITY_COLUMNS : COLUMNS}
      rowKey={(r) => r.commentId}
      search={search}
      onSearchChange={onSearchChange}
      empty={every ? 'No activity in this range.' : 'No calls in this range.'}
      formatTotal={(_key, seconds) => formatCallDuration(seconds)}
      filters={
        <>
          <SelectField
            label="Show"
            options={SHOW_OPTIONS}
            value={every ? 'all' : 'calls'}
            onChange={(e) => onSearchChange({ ...search, activity: e.target.value === 'all' ? 'all' : undefined, page: undefined })}
          />
          <SelectField
            label="Outcome"
            placeholder="All outcomes"
            options={CALL_OUTCOME_IDS.map((id) => ({ value: String(id), label: callStatusName(id) }))}
            value={search.outcomeId ? String(search.outcomeId) : ''}
            onChange={(e) => onSearchChange({ ...search, outcomeId: e.target.value ? Number(e.target.value) : undefined, page: undefined })}
          />
        </>
      }
    />
  );
}
