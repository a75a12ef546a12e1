import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validateForm } from './validate-form';

/**
 * react-hook-form's resolver for a domain zod schema: each failing field's first message, as the server's 400
 * says it (validateForm). Not @hookform/resolvers' zodResolver: for a union it shows the first branch's own
 * message ('Invalid input: expected 1') instead of the union's ('This field is required.'), so the form would
 * say something the server does not. A message for no field of the form (an object-level rule) goes to `root`,
 * shown at the top of the form.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => unknown,
  /** The form's field a schema path shows at (itself, or the field that stands for it), or undefined. */
  fieldOf: (path: string) => string | undefined,
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const checked = validateForm(schema, toInput(values));
    if (checked.ok) return { values: checked.data, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [path, message] of Object.entries(checked.errors)) {
      const field = fieldOf(path);
      // The first message for a field stays, as the schema reports them in order.
      if (field === undefined) errors.root ??= { type: 'schema', message } as FieldErrors<V>['root'];
      else if (get(errors, field) === undefined) set(errors, field, { type: 'schema', message });
    }
    return { values: {}, errors };
  };
}
