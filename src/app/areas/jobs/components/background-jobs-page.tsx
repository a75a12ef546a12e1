import { formatDateTime } from '../../../../domain/format/date-time';
import { JOB_OUTCOME_LABELS, JOB_OUTCOMES, type JobOutcome } from '../../../../domain/jobs/background-jobs';
import type { BackgroundJob } from '../../../../domain/jobs/jobs.endpoints';
import { useListSearch } from '../../../lib/list/list-search';
import { Button } from '../../../ui/button';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { SelectField } from '../../../ui/form/select-field';
import { useBackgroundJobs } from '../data/use-background-jobs';
import type { BackgroundJobsSearch } from '../data/background-jobs-search';

const UNITS: readonly [number, string][] = [
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

/** An interval as a person reads it: 'Every 30 s', 'Every 1 h'. */
function intervalText(everyMs: number): string {
  const [size, unit] = UNITS.find(([step]) => everyMs % step === 0) ?? [1, 'ms'];
  return `Every ${everyMs / size} ${unit}`;
}

/** The last pass as the Outcome column says it. */
function outcomeText(job: BackgroundJob): string {
  if (job.running) return 'Running';
  return job.lastOutcome ? JOB_OUTCOME_LABELS[job.lastOutcome] : 'Not run yet';
}

const COLUMNS: readonly Column<BackgroundJob>[] = [
  { key: 'name', header: 'Job', cell: (j) => j.name, className: 'whitespace-nowrap font-medium' },
  { key: 'interval', header: 'Interval', value: (j) => j.everyMs, cell: (j) => intervalText(j.everyMs), className: 'whitespace-nowrap' },
  { key: 'lastRun', header: 'Last run', value: (j) => j.lastStartedAt, cell: (j) => formatDateTime(j.lastStartedAt), className: 'whitespace-nowrap' },
  {
    key: 'outcome',
    header: 'Outcome',
    value: outcomeText,
    cell: (j) => (
      <span data-outcome={j.running ? 'running' : (j.lastOutcome ?? 'none')} className={j.lastOutcome === 'failed' && !j.running ? 'font-medium text-red-700' : undefined}>
        {outcomeText(j)}
      </span>
    ),
  },
  { key: 'error', header: 'Error', cell: (j) => j.lastError ?? '--', className: 'min-w-48 break-words' },
  { key: 'finished', header: 'Finished', value: (j) => j.lastFinishedAt, cell: (j) => formatDateTime(j.lastFinishedAt), priority: 4, className: 'whitespace-nowrap' },
  { key: 'nextRun', header: 'Next run', value: (j) => j.nextRunAt, cell: (j) => formatDateTime(j.nextRunAt), className: 'whitespace-nowrap' },
];

/**
 * `background-jobs` (Admin; issue 51): the server's background jobs with their interval, last pass and how it ended,
 * and the next; filtered by outcome in the URL (home's "Failed jobs" opens it on `outcome=failed`).
 */
export function BackgroundJobsPage() {
  const url = useListSearch<BackgroundJobsSearch>();
  const { outcome } = url.search;
  const jobs = useBackgroundJobs({ outcome }, url.pageIndex);
  return (
    <ListScreen
      title="Background Jobs"
      description="The jobs the server runs on its own: how often, when each last ran and how that ended, and when it runs next."
      actions={
        <Button variant="secondary" onClick={() => void jobs.refresh()}>
          Refresh
        </Button>
      }
      filters={
        <div role="search" aria-label="Filter background jobs" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label="Outcome"
            placeholder="Any outcome"
            options={JOB_OUTCOMES.map((o) => ({ value: o, label: JOB_OUTCOME_LABELS[o] }))}
            value={outcome ?? ''}
            onChange={(e) => url.setFilters({ outcome: (e.target.value as JobOutcome) || undefined })}
          />
        </div>
      }
      what="background jobs"
      caption="Background jobs"
      columns={COLUMNS}
      rowKey={(j) => j.name}
      resource={jobs}
      empty="No background jobs match."
      onPageChange={url.setPageIndex}
    />
  );
}
