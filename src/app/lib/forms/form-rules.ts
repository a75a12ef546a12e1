import { z } from 'zod';

/** Reports a field's message (dotted name: 'attributes.a7'); the first one a field gets is the one it shows. */
export type Refuse = (field: string, message: string) => void;

/**
 * A form's own rules, for forms whose rules no domain schema holds yet (the server checks them in its service):
 * a zod schema over the form's values that runs `rules` on all of them at once, so every field's message shows
 * together, as the server's first message per field would. `rules` reports with `refuse` and returns the input
 * for the save; with any refusal the schema fails.
 */
export function formRules<V, O>(rules: (values: V, refuse: Refuse) => O) {
  // The values are the form's own (typed by the form), so there is nothing to parse before the rules.
  return z.unknown().transform((raw, ctx) => {
    const values = raw as V;
    let refused = false;
    const output = rules(values, (field, message) => {
      refused = true;
      ctx.issues.push({ code: 'custom', message, path: field.split('.'), input: values });
    });
    return refused ? z.NEVER : output;
  });
}
