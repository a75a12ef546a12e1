import { useEffect, useState } from 'react';
import { z } from 'zod';
import { commentSchema } from '../../../../domain/comments/comment-schema';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { addComment } from '../data/add-comment';
import { COMMENT_FAILURE } from './comment-failure';
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

/** A logged call: a comment of type Call, and how long it took. */
const callLogSchema = commentSchema.extend({ callDurationSeconds: z.number({ error: CALL_DURATION_MESSAGE }) });

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
  const { call } = offer;
  const form = useSchemaForm({
    defaultValues: { activityType: 'Call', text: '', minutes: String(Math.floor(offer.seconds / 60)), seconds: String(offer.seconds % 60) },
    schema: callLogSchema,
    toInput: (values) => ({ activityType: 'Call', text: values.text, happenedAt: call.startedAt, callDurationSeconds: durationFromParts(values.minutes, values.seconds) }),
    // The duration shows at Minutes; the call's start time is not the user's to change, so a refusal of it shows at the comment.
    errorsAt: { callDurationSeconds: 'minutes', happenedAt: 'text' },
    save: (comment) => addComment({ entityTypeId, entityId, ...comment, clientId: crypto.randomUUID() }),
    onSaved: onLogged,
    failure: COMMENT_FAILURE,
  });

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Log this call?"
      description={`${callSummary(call, offer.seconds)}. Started ${formatDateTime(call.startedAt)}.`}
      cancelLabel="Not now"
      submitLabel="Log call"
    >
      <SelectField label="Activity type" required options={[{ value: 'Call', label: 'Call' }]} {...form.field('activityType')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-900">Call duration</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Minutes" inputMode="numeric" {...form.field('minutes')} maxLength={4} />
          <TextField label="Seconds" inputMode="numeric" {...form.field('seconds')} maxLength={2} />
        </div>
      </fieldset>
      <TextAreaField label="Comment" required {...form.field('text')} maxLength={5000} />
    </FormDialog>
  );
}
