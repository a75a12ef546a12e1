import { useState } from 'react';
import { commentSchemaForArea } from '../../../../domain/comments/comment-schema';
import { allowedActivityTypes, type CommentArea } from '../../../../domain/reference/limits';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { Button } from '../../../ui/button';
import { Form } from '../../../ui/form/form';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { addComment } from '../data/add-comment';
import { COMMENT_FAILURE } from './comment-failure';

/** 'YYYY-MM-DDTHH:mm' of the device's clock, as a datetime-local field reads it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local text as an instant; left empty, now. Text that is no time goes as it is, for the schema to refuse. */
function happenedAtOf(when: string): string {
  const happenedAt = when ? new Date(when) : new Date();
  return Number.isNaN(happenedAt.getTime()) ? when : happenedAt.toISOString();
}

/**
 * Log an activity: its type (the owner area logs Call only), what happened and, optionally, when (left empty:
 * now, by the device's clock). The server keeps that time and the time it received the comment.
 */
export function CommentForm({ entityTypeId, entityId, area, onAdded }: { entityTypeId: 1 | 3; entityId: number; area: CommentArea; onAdded: () => void }) {
  const types = allowedActivityTypes(area);
  const [latest] = useState(() => localInputValue(new Date()));
  const form = useSchemaForm({
    defaultValues: { activityType: types.length === 1 ? (types[0] ?? '') : '', text: '', happenedAt: '' },
    schema: commentSchemaForArea(area),
    toInput: (values) => ({ activityType: values.activityType || null, text: values.text, happenedAt: happenedAtOf(values.happenedAt) }),
    save: (comment) => addComment({ entityTypeId, entityId, ...comment, clientId: crypto.randomUUID() }),
    onSaved: () => {
      // Ready for the next one; the only activity type of the owner area stays chosen.
      form.reset();
      onAdded();
    },
    failure: COMMENT_FAILURE,
  });

  return (
    <Form form={form} label="Add a comment">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Activity type"
          required
          placeholder={types.length > 1 ? 'Select…' : undefined}
          options={types.map((t) => ({ value: t, label: t }))}
          {...form.field('activityType')}
        />
        <TextField label="When did it happen?" type="datetime-local" max={latest} {...form.field('happenedAt')} hint="Leave empty for now" />
      </div>
      <TextAreaField label="Comment" required {...form.field('text')} maxLength={5000} />
      <div>
        <Button type="submit" busy={form.busy}>
          Add comment
        </Button>
      </div>
    </Form>
  );
}
