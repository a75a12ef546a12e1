import { useEffect, useState, type FormEvent } from 'react';
import { commentSchema } from '../../../../domain/comments/comment-schema';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { formatDateTime } from '../../../../domain/format/date-time';
import { isApiFailure } from '../../../lib/api/api-failure';
import { notifySaved } from '../../../lib/offline/queued-write';
import { validateForm, type FieldErrors } from '../../../lib/forms/validate-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/form-error';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { addComment } from '../data/add-comment';
import {
  callFromLink,
  callSummary,
  durationFromParts,
  elapsedSeconds,
  forgetCall,
  readPendingCall,
  rememberCall,
  type PendingCall,
} from '../data/pending-call';

/** Our text (the spec has none) for a duration that is not whole minutes and seconds. */
export const CALL_DURATION_MESSAGE = 'Enter whole minutes and seconds (0 to 59).';

type Offer = { call: PendingCall; seconds: number };

/**
 * Call logging: remembers a call started from a contact's tel: link on this record, and when the page is visible
 * again offers "Log this call?" — a Call, started when the link was followed, with the time it took filled in
 * and the comment left to the user. Saving goes through addComment (queued on the device when offline).
 */
export function CallLogPrompt({
  entityTypeId,
  entityId,
  accountId,
  onLogged,
}: {
  entityTypeId: 1 | 3;
  entityId: number;
  accountId: number;
  onLogged: () => void;
}) {
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    const mine = (call: PendingCall) => call.entityTypeId === entityTypeId && call.entityId === entityId;
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      const contact = target ? callFromLink(target) : null;
      if (!contact || contact.accountId !== accountId) return;
      rememberCall({ ...contact, entityTypeId, entityId, startedAt: new Date().toISOString() });
    }
    function offerIfBack() {
      if (document.visibilityState !== 'visible') return;
      const call = readPendingCall();
      if (call && mine(call)) setOffer({ call, seconds: elapsedSeconds(call.startedAt, new Date()) });
    }
    document.addEventListener('click', onClick);
    document.addEventListener('visibilitychange', offerIfBack);
    // The page may have been discarded during the call and opened again.
    offerIfBack();
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('visibilitychange', offerIfBack);
    };
  }, [entityTypeId, entityId, accountId]);

  if (!offer) return null;
  const close = () => {
    forgetCall();
    setOffer(null);
  };
  return (
    <CallLogDialog
      key={offer.call.startedAt}
      offer={offer}
      entityTypeId={entityTypeId}
      entityId={entityId}
      onClose={close}
      onLogged={() => {
        close();
        onLogged();
      }}
    />
  );
}

function CallLogDialog({
  offer,
  entityTypeId,
  entityId,
  onClose,
  onLogged,
}: {
  offer: Offer;
  entityTypeId: 1 | 3;
  entityId: number;
  onClose: () => void;
  onLogged: () => void;
}) {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [minutes, setMinutes] = useState(String(Math.floor(offer.seconds / 60)));
  const [seconds, setSeconds] = useState(String(offer.seconds % 60));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [durationError, setDurationError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { call } = offer;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(commentSchema, { activityType: 'Call', text, happenedAt: call.startedAt });
    const duration = durationFromParts(minutes, seconds);
    setErrors(checked.ok ? {} : checked.errors);
    setDurationError(duration === null ? CALL_DURATION_MESSAGE : undefined);
    if (!checked.ok || duration === null) return;
    setBusy(true);
    try {
      const result = await addComment({
        entityTypeId,
        entityId,
        ...checked.data,
        activityType: 'Call',
        callDurationSeconds: duration,
        clientId: crypto.randomUUID(),
      });
      notifySaved(notify, result);
      onLogged();
    } catch (failure) {
      notify.error(FAILURE_MESSAGES.postCommentFailed);
      if (isApiFailure(failure) && failure.status === 400) setFormError(failure.message);
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Log this call?"
      description={`${callSummary(call, offer.seconds)}. Started ${formatDateTime(call.startedAt)}.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" form="call-log-form" busy={busy}>
            Log call
          </Button>
        </>
      }
    >
      <form id="call-log-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <FormError message={formError} />
        <SelectField
          label="Activity type"
          required
          options={[{ value: 'Call', label: 'Call' }]}
          value="Call"
          onChange={() => undefined}
          error={errors.activityType}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-900">Call duration</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Minutes" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} error={durationError} maxLength={4} />
            <TextField label="Seconds" inputMode="numeric" value={seconds} onChange={(e) => setSeconds(e.target.value)} maxLength={2} />
          </div>
        </fieldset>
        <TextAreaField
          label="Comment"
          required
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={errors.text ?? errors.happenedAt}
          maxLength={5000}
        />
      </form>
    </Dialog>
  );
}
