import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { clearDraft, useDraftDefaults, useKeepDraft } from './kept-draft';
import { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';

/**
 * useSchemaForm whose values are kept as a draft under `draftKey` (kept-draft.ts): it opens on what was kept over
 * `defaultValues`, keeps what is typed, and forgets the draft when a save succeeds, before `onSaved` runs.
 * `resetAfterSave`: back to `defaultValues` then too, for a form that stays open.
 */
export function useDraftForm<V extends FieldValues, S extends z.ZodType, R>(
  draftKey: string,
  options: SchemaFormOptions<V, S, R> & { resetAfterSave?: boolean },
): SchemaForm<V> {
  const { defaultValues, resetAfterSave = false, onSaved } = options;
  const form = useSchemaForm({
    ...options,
    defaultValues: useDraftDefaults(draftKey, defaultValues),
    onSaved: async (answer: R) => {
      clearDraft(draftKey);
      if (resetAfterSave) form.reset(defaultValues);
      await onSaved?.(answer);
    },
  });
  useKeepDraft(draftKey, form.values, defaultValues);
  return form;
}
