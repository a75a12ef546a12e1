import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { session } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/form/password-field';
import { TextField } from '../../../ui/form/text-field';
import { FormMessage } from './form-message';
import { PublicPage } from '../../../shell/public-page';
import { takeOverPrerenderedLogin } from '../prerendered-login';

/*
 * Not on the form primitive (lib/forms/use-schema-form.ts), on purpose: the sign-in and password-reset pages stay
 * tiny (sign-in + home load at most 150 KB gzip, scripts/bundle-size.mjs), so react-hook-form stays out of their
 * chunks, and a later issue renders the sign-in form at build time so it works before JavaScript loads.
 */

type FieldErrors = { username?: string; password?: string };

function requiredErrors(username: string, password: string): FieldErrors {
  return {
    username: username.trim() ? undefined : VALIDATION_MESSAGES.required,
    password: password ? undefined : VALIDATION_MESSAGES.required,
  };
}

/** Sign-in: username and password, both required; the server's message (or 'Login Failed') when refused. */
export function LoginPage({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const state = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // Take over from the sign-in screen rendered at build time, keeping what was typed there before this loaded.
  useLayoutEffect(() => {
    const taken = takeOverPrerenderedLogin();
    if (!taken) return;
    // Once, on mount, from outside React (the prerendered DOM, removed in this same task so nothing typed is lost):
    // the one re-render before paint is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the prerendered form, see above
    if (taken.username) setUsername(taken.username);
    if (taken.password) setPassword(taken.password);
    if (taken.failure) setFailure(taken.failure);
    const missing = taken.attempted ? requiredErrors(taken.username, taken.password) : {};
    if (taken.attempted) setErrors(missing);
    const focus = missing.username ? 'username' : missing.password ? 'password' : taken.focus;
    if (focus === 'username') usernameInput.current?.focus();
    if (focus === 'password') passwordInput.current?.focus();
  }, []);

  const expired = state.status === 'signedOut' && state.reason === 'expired' && failure === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = requiredErrors(username, password);
    setErrors(next);
    setFailure(null);
    if (next.username) return usernameInput.current?.focus();
    if (next.password) return passwordInput.current?.focus();

    setBusy(true);
    const result = await session.signIn(username.trim(), password);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.message);
      setPassword('');
      return;
    }
    await router.navigate({ href: redirectTo, replace: true });
  }

  return (
    <PublicPage title="Sign in">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby={failure ? 'login-failure' : undefined}>
        {expired && <FormMessage kind="info">Your session has ended. Please sign in again.</FormMessage>}
        {failure && (
          <div id="login-failure">
            <FormMessage kind="error">{failure}</FormMessage>
          </div>
        )}
        <TextField
          ref={usernameInput}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          error={errors.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <PasswordField
          ref={passwordInput}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" busy={busy} className="w-full">
          Sign in
        </Button>
        <Link to="/reset-password" className="inline-flex min-h-11 items-center justify-center text-sm text-brand underline-offset-2 hover:underline">
          Forgot your password?
        </Link>
      </form>
    </PublicPage>
  );
}
