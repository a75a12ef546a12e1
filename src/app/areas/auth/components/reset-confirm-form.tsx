import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { isApiFailure } from '../../../lib/api/api-failure';
import { Button } from '../../../ui/button';
import { buttonClasses } from '../../../ui/button-classes';
import { PasswordField } from '../../../ui/form/password-field';
import { confirmPasswordReset } from '../data/reset-password';
import { FormMessage } from './form-message';

// Not on the form primitive, on purpose: like the sign-in page (login-page.tsx), it stays out of react-hook-form.

/** Ours: the spec shows no text for a mismatched confirmation. */
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';

type Errors = { password?: string; confirm?: string };

/** The e-mailed link's page: a new password, typed twice. */
export function ResetConfirmForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const next: Errors = {
      password: password ? undefined : VALIDATION_MESSAGES.required,
      confirm: !confirm ? VALIDATION_MESSAGES.required : confirm !== password ? PASSWORDS_DIFFER_MESSAGE : undefined,
    };
    setErrors(next);
    if (next.password) return passwordInput.current?.focus();
    if (next.confirm) return confirmInput.current?.focus();
    setBusy(true);
    try {
      setResult({ kind: 'success', message: await confirmPasswordReset(token, password) });
    } catch (failure) {
      setResult({ kind: 'error', message: isApiFailure(failure) ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  if (result?.kind === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage kind="success">{result.message}</FormMessage>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {result && <FormMessage kind="error">{result.message}</FormMessage>}
      <PasswordField
        ref={passwordInput}
        label="New password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        ref={confirmInput}
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        Set new password
      </Button>
    </form>
  );
}
