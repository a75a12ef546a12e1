import { useRef, useState, type FormEvent } from 'react';
import { commentSchemaForArea } from '../../../../domain/comments/comment-schema';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { allowedActivityTypes, type CommentArea } from '../../../../domain/reference/limits';
import { isApiFailure } from '../../../lib/api/api-failure';
import { notifySaved } from '../../../lib/offline/queued-write';
import { focusFirstInvalid, validateForm, type FieldErrors } from '../../../lib/forms/validate-form';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { SelectField } from '../../../ui/select-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { addComment } from '../data/add-comment';

/** 'YYYY-MM-DDTHH:mm' of the device's clock, as a datetime-local field reads it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Log an activity: its type (the owner area logs Call only), what happened and, optionally, when (left empty:
 * now, by the device's clock). The server keeps that time and the time it received the comment.
 */
export function CommentForm({ entityTypeId, entityId, area, onAdded }: { entityTypeId: 1 | 3; entityId: number; area: CommentArea; onAdded: () => void }) {
  const notify = useNotify();
  const types = allowedActivityTypes(area);
  const form = useRef<HTMLFormElement>(null);
  const [activityType, setActivityType] = useState<string>(types.length === 1 ? (types[0] ?? '') : '');
  const [text, setText] = useState('');
  const [when, setWhen] = useState('');
  const [latest] = useState(() => localInputValue(new Date()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const happenedAt = when ? new Date(when) : new Date();
    const checked = validateForm(commentSchemaForArea(area), {
      activityType: activityType || null,
      text,
      happenedAt: Number.isNaN(happenedAt.getTime()) ? when : happenedAt.toISOString(),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      notifySaved(notify, await addComment({ entityTypeId, entityId, ...checked.data, clientId: crypto.randomUUID() }));
      setText('');
      setWhen('');
      if (types.length > 1) setActivityType('');
      onAdded();
    } catch (failure) {
      notify.error(FAILURE_MESSAGES.postCommentFailed);
      // A refusal of the input (a time in the future, too long ago...) also says why, on the form.
      if (isApiFailure(failure) && failure.status === 400) setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label="Add a comment">
      <FormError message={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Activity type"
          required
          placeholder={types.length > 1 ? 'Select…' : undefined}
          options={types.map((t) => ({ value: t, label: t }))}
          value={activityType}
          onChange={(e) => setActivityType(e.target.value)}
          error={errors.activityType}
        />
        <TextField
          label="When did it happen?"
          type="datetime-local"
          value={when}
          max={latest}
          onChange={(e) => setWhen(e.target.value)}
          error={errors.happenedAt}
          hint="Leave empty for now"
        />
      </div>
      <TextAreaField label="Comment" required value={text} onChange={(e) => setText(e.target.value)} error={errors.text} maxLength={5000} />
      <div>
        <Button type="submit" busy={busy}>
          Add comment
        </Button>
      </div>
    </form>
  );
}
