import { useId } from 'react';
import type { FieldIds } from './field-frame';

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, errorId: `${inputId}-error`, hintId: `${inputId}-hint` };
}
