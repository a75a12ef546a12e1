import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import Dexie from 'dexie';
import { mirrorDatabaseName, openMirror } from '../../../lib/offline/device/db';
import { getOfflineSession, signOutDevice } from '../../../lib/offline/session/offline-session';
import { pendingWorkCount } from '../../../lib/offline/session/sign-out';
import { session as appSession } from '../../../lib/session/session';
import type { SessionStore } from '../../../lib/session/session-store';
import { tellServiceWorkerUser } from '../../../lib/sw/service-worker-user';
import { PublicPage } from '../../../shell/public-page';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { unsyncedSignOutQuestion } from '../sync-status-text';

/** The user's work not yet on the server: from the running mirror, or from the device's stored one. */
async function unsyncedWork(userId: number): Promise<number> {
  const running = getOfflineSession();
  if (running?.userId === userId) return (await pendingWorkCount(running.db)).total;
  if (!(await Dexie.exists(mirrorDatabaseName(userId)))) return 0;
  const db = openMirror(userId);
  try {
    return (await pendingWorkCount(db)).total;
  } finally {
    db.close();
  }
}

type Phase = { step: 'checking' } | { step: 'asking'; count: number } | { step: 'confirmed' };

/**
 * Sign-out's guard (SYNC.md: sign-out asks before discarding unsynced work). With work still queued it asks
 * first, Cancel being the default (offline, that keeps the work). Once the server has ended the session, the
 * user's mirror and cached responses are deleted from the device.
 */
export function SignOutGate({ children, session = appSession, onCancel }: { children: ReactNode; session?: SessionStore; onCancel?: () => void }) {
  // Tests render the gate without a router and pass onCancel.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const [phase, setPhase] = useState<Phase>({ step: 'checking' });
  const userId = useRef<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let count = 0;
      try {
        const state = await session.ensure();
        if (state.status === 'signedIn') {
          userId.current = state.user.id;
          count = await unsyncedWork(state.user.id);
        }
      } catch {
        // Nobody known on this device: nothing of theirs to lose.
      }
      if (!cancelled) setPhase(count > 0 ? { step: 'asking', count } : { step: 'confirmed' });
    })();
    return () => {
      cancelled = true;
    };
  }, [session]);

  // After the server has signed the user out (not before: offline, sign-out fails and the work stays).
  useEffect(() => {
    if (phase.step !== 'confirmed') return;
    let cleared = false;
    const clear = () => {
      const state = session.getState();
      if (cleared || state.status !== 'signedOut' || state.reason !== 'signedOut' || userId.current === null) return;
      cleared = true;
      tellServiceWorkerUser(null);
      signOutDevice(userId.current).catch((error: unknown) => console.error('The device data could not be deleted', error));
    };
    clear();
    return session.subscribe(clear);
  }, [phase.step, session]);

  const cancel = () => {
    if (onCancel) onCancel();
    else if (window.history.length > 1) router?.history.back();
    else void router?.navigate({ to: '/home' });
  };

  if (phase.step === 'confirmed') return <>{children}</>;
  return (
    <PublicPage title="Sign out">
      {phase.step === 'checking' ? (
        <LoadingFallback label="Signing out…" />
      ) : (
        <Dialog
          open
          onClose={cancel}
          title="Sign out?"
          description={unsyncedSignOutQuestion(phase.count)}
          size="sm"
          actions={
            <>
              <Button variant="secondary" onClick={cancel} autoFocus>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => setPhase({ step: 'confirmed' })}>
                Sign out anyway
              </Button>
            </>
          }
        />
      )}
    </PublicPage>
  );
}
