import { useState } from 'react';
import { isApiFailure } from '../../../lib/api/api-failure';
import { Button } from '../../../ui/button';
import { contactEndpoints } from '../../../../domain/contacts/contacts.endpoints';
import { call } from '../../../lib/api/call';

type ResendState = { status: 'idle' } | { status: 'inProgress' } | { status: 'success'; email: string } | { status: 'error'; message: string };

/** Resend the verification link: each contact keeps its own in-progress, success or error state (spec 000 §4). */
export function ResendVerification({ contactId, contactName }: { contactId: number; contactName: string }) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });

  async function resend() {
    setState({ status: 'inProgress' });
    try {
      // Mails the contact a link to confirm their details.
      const sent = await call(contactEndpoints.resendVerificationLink, { params: { contactId }, notify: false });
      setState({ status: 'success', email: sent.email });
    } catch (failure) {
      setState({ status: 'error', message: isApiFailure(failure) ? failure.message : String(failure) });
    }
  }

  const action = state.status === 'error' ? 'Retry verification link' : 'Resend verification link';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" busy={state.status === 'inProgress'} onClick={() => void resend()} aria-label={`${action} to ${contactName}`}>
        {action}
      </Button>
      <span aria-live="polite" className="text-sm">
        {state.status === 'inProgress' && <span className="text-slate-600">Sending…</span>}
        {state.status === 'success' && <span className="text-green-800">Verification link sent to {state.email}</span>}
        {state.status === 'error' && <span className="text-red-700">{state.message}</span>}
      </span>
    </div>
  );
}
