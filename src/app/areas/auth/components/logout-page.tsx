import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { isApiFailure } from '../../../lib/api/api-failure';
import { session } from '../../../lib/session/session';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { FormMessage } from './form-message';
import { PublicPage } from '../../../shell/public-page';

type Outcome = { status: 'working' } | { status: 'done' } | { status: 'failed'; message: string };

const OFFLINE_SIGN_OUT_MESSAGE = 'You could not be signed out because the server cannot be reached. Check your connection and try again.';

/** Ends the session on the server, then says so; if the server cannot be reached, says that instead. */
export function LogoutPage() {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const started = useRef(false);

  const signOut = useCallback(() => {
    setOutcome({ status: 'working' });
    session.signOut().then(
      () => setOutcome({ status: 'done' }),
      (error: unknown) =>
        setOutcome({ status: 'failed', message: isApiFailure(error) && !error.noResponse ? error.message : OFFLINE_SIGN_OUT_MESSAGE }),
    );
  }, []);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    signOut();
  }, [signOut]);

  return (
    <PublicPage title="Sign out">
      {outcome.status === 'working' && <LoadingFallback label="Signing out…" />}
      {outcome.status === 'done' && (
        <div className="flex flex-col gap-4">
          <FormMessage kind="success">You have been signed out.</FormMessage>
          <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
            Sign in again
          </Link>
        </div>
      )}
      {outcome.status === 'failed' && (
        <div className="flex flex-col gap-4">
          <FormMessage kind="error">{outcome.message}</FormMessage>
          <Button onClick={signOut} className="w-full">
            Try again
          </Button>
          <Link to="/home" className={buttonClasses('secondary', 'md', 'w-full')}>
            Back to the console
          </Link>
        </div>
      )}
    </PublicPage>
  );
}
