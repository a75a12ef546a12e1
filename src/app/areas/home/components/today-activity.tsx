import { useEffect, useState } from 'react';
import { formatTime } from '../../../../domain/format/date-time';
import { isApiFailure } from '../../../lib/api/api-failure';
import { fetchTodayActivity, type DayActivity } from '../../../lib/session/user-activity';
import { LoadingFallback } from '../../../ui/status/loading-fallback';

type Load = { status: 'loading' } | { status: 'ready'; activity: DayActivity } | { status: 'failed'; message: string };

/** Today's first and last activity of the signed-in user, in Asia/Kolkata time ('-' when none yet). */
export function TodayActivity() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchTodayActivity().then(
      (activity) => live && setLoad({ status: 'ready', activity }),
      (error: unknown) => live && setLoad({ status: 'failed', message: isApiFailure(error) && error.noResponse ? 'Your activity will show when you are back online.' : 'Your activity could not be loaded.' }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="today-activity-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="today-activity-heading" className="text-base font-semibold text-slate-900">
        Today’s activity
      </h2>
      {load.status === 'loading' && <LoadingFallback label="Loading activity…" />}
      {load.status === 'failed' && <p className="mt-2 text-sm text-slate-600">{load.message}</p>}
      {load.status === 'ready' && (
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">First activity</dt>
            <dd className="font-medium">{formatTime(load.activity.firstActivityAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Last activity</dt>
            <dd className="font-medium">{formatTime(load.activity.lastActivityAt)}</dd>
          </div>
          {load.activity.lastActivity && (
            <div className="col-span-2">
              <dt className="text-slate-600">Last action</dt>
              <dd className="font-medium">{load.activity.lastActivity}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
