import { postponeUpdate, useServiceWorkerUpdate } from '../lib/sw/service-worker-update';
import { Button } from '../ui/button';

/**
 * 'A new version is available' with Reload: the new version takes over only when the user says so. Queued work
 * lives in the device's database, so reloading keeps it (SYNC.md: the outbox is flushed or kept).
 */
export function UpdateBanner() {
  const update = useServiceWorkerUpdate();
  if (!update.available || !update.apply) return null;
  const apply = update.apply;
  return (
    <div role="status" className="fixed inset-x-2 top-2 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-md bg-slate-900 p-3 text-sm text-white shadow-lg sm:inset-x-4">
      <p className="flex-1">A new version is available. Changes waiting to be sent are kept when you reload.</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={postponeUpdate}>
          Later
        </Button>
        <Button size="sm" onClick={() => void apply()}>
          Reload
        </Button>
      </div>
    </div>
  );
}
