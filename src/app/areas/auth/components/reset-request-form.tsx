import { useRef, useState, type FormEvent } from 'react';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { isApiFailure } from '../../../lib/api/api-failure';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { requestPasswordReset } from '../data/reset-password';
import { FormMessage } from './form-message';

// Not on the form primitive, on purpose: like the sign-in page (login-page.tsx), it stays out of react-hook-form.

/** Asks for a reset link by username or e-mail, and shows the server's answer. */
export function ResetRequestForm() {
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!identifier.trim()) {
      setError(VALIDATION_MESSAGES.required);
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setResult({ kind: 'success', message: await requestPasswordReset(identifier.trim()) });
    } catch (failure) {
      setResult({ kind: 'error', message: isApiFailure(failure) ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Enter your username or e-mail address and we will e-mail you a link to choose a new password.</p>
      {result && <FormMessage kind={result.kind}>{result.message}</FormMessage>}
      <TextField
        ref={input}
        label="Username or e-mail"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={identifier}
        error={error}
        onChange={(e) => setIdentifier(e.target.value)}
      />
      <Button type="submit" busy={busy} className="w-full">
        Send reset link
      </Button>
    </form>
  );
}
