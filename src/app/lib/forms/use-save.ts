import { useRef, useState } from 'react';
import { markWrite, notifySaved } from '../offline/outbox/write-result';
import { useNotify } from '../../ui/snackbar/use-notify';
import { placeSaveFailure, type SaveFailurePlacement, type SaveFailurePolicy } from './save-failure';

export type SaveOptions<R> = {
  /**
   * The success notice: 'Action successfully completed!' unless given; a function of the answer; false for none.
   * A save that answers 'saved-on-device' (an outbox write, queued-write.ts) says so instead.
   */
  success?: string | ((answer: R) => string | undefined) | false;
  /** After the save and its notice: refresh, close, navigate. A failure here is shown as a failed save. */
  onSaved?: (answer: R) => unknown;
  /** Where a failure shows (save-failure.ts). */
  failure?: SaveFailurePolicy;
};

/**
 * One save from a form or a confirming dialog: busy while it runs (and while `onSaved` runs, so it cannot be sent
 * twice before the dialog closes), the success notice, and the failure placed by the policy. `run` resolves with
 * the placement for the caller to show at a field or at the top of its form (null after a success, or for a
 * second run while one is running, which does nothing).
 */
export function useSave<R>(options: SaveOptions<R>, fieldOf: (name: string) => string | undefined = () => undefined) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  // Set at once, before the button re-renders disabled: a second submit in between is not a second save.
  const running = useRef(false);

  async function run(save: () => Promise<R>): Promise<SaveFailurePlacement | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      const answer = await save();
      markWrite('answered');
      const { success } = options;
      const savedOnDevice = answer === 'saved-on-device';
      if (savedOnDevice || success !== false) notifySaved(notify, savedOnDevice ? 'saved-on-device' : 'sent', typeof success === 'function' ? success(answer) : success || undefined);
      await options.onSaved?.(answer);
      return null;
    } catch (failure) {
      const placement = placeSaveFailure(failure, options.failure ?? {}, fieldOf);
      if (placement.notice !== null) notify.error(placement.notice);
      return placement;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, run };
}
