import { useId, useState, type FormEvent } from 'react';
import { get, useForm, useWatch, type DefaultValues, type FieldPathByValue, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from './schema-resolver';
import { useSave, type SaveOptions } from './use-save';
import { focusFirstInvalid } from './validate-form';
import { markWrite } from '../offline/outbox/write-result';

export type SchemaFormOptions<V extends FieldValues, S extends z.ZodType, R> = SaveOptions<R> & {
  /** The fields as the inputs hold them: text for text boxes and selects, booleans for checkboxes. */
  defaultValues: V;
  /** The zod schema the server checks the same input with (the domain's): its messages are the form's. */
  schema: S;
  /**
   * The fields as the schema takes them (numbers for ids, null for blank text); default: as they are. Not typed
   * as the schema's input: what the user typed may be wrong, and the schema says so.
   */
  toInput?: (values: V) => unknown;
  /** The save, with the checked input. Answering 'saved-on-device' (an outbox write) says so in the notice. */
  save: (input: z.output<S>, values: V) => Promise<R>;
  /**
   * Schema paths shown at another field of the form: a value the form builds from its fields (a call's duration
   * from its minutes and seconds) shows at the field that stands for it. A 400 naming the path goes there too.
   */
  errorsAt?: Readonly<Record<string, Path<V>>>;
  /** After a first submit, messages follow each change (default: they change at the next submit only). */
  liveErrors?: boolean;
};

/** What a form element and its footer need: FormDialog and Form (ui/form/form.tsx) take it. */
export type FormHandle = {
  /** The form element's id, for a submit button outside it (a dialog's footer). */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A save is running: the submit button is disabled and shows a spinner. */
  busy: boolean;
  /** The message shown at the top of the form: a refusal that is not one field's. */
  formError: string | null;
};

/**
 * Props for TextField, SelectField and TextAreaField: controlled value, change, inline error. No `name` attribute:
 * the browser's autofill goes by the label and autoComplete, as before.
 */
export type TextFieldBinding = { value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };
export type CheckboxBinding = { checked: boolean; onChange: (event: { target: { checked: boolean } }) => void };

export type SchemaForm<V extends FieldValues> = FormHandle & {
  /** The current values (re-rendered on each change). */
  values: V;
  /** `<TextField label="Name" required {...form.field('name')} />` */
  field: (name: FieldPathByValue<V, string>) => TextFieldBinding;
  /** `<Checkbox label="Active" {...form.check('active')} />` */
  check: (name: FieldPathByValue<V, boolean>) => CheckboxBinding;
  /** The message shown at a field (for controls other than the field components). */
  error: (name: Path<V>) => string | undefined;
  setValue: <N extends Path<V>>(name: N, value: PathValue<V, N>) => void;
  /** Back to these values (or the defaults), without messages: a form that stays open after a save. */
  reset: (values?: V) => void;
};

const asIs = <T,>(values: T): T => values;

/**
 * One form: react-hook-form holding the values, checked on submit with the domain's zod schema (the messages at
 * their fields, focus on the first invalid one), then the save through useSave (busy, success notice, the
 * offline 'saved on this device' answer), and a refusal shown at its field, at the top of the form, or as the
 * error notice (save-failure.ts). Render it with FormDialog (a dialog with Cancel / submit) or Form (inline).
 *
 * Inputs are controlled (their value comes from the form's state) so a select whose options arrive later still
 * shows the value the form holds.
 */
export function useSchemaForm<V extends FieldValues, S extends z.ZodType, R>(options: SchemaFormOptions<V, S, R>): SchemaForm<V> {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const fieldNames = Object.keys(options.defaultValues);
  /** The form's field a (dotted) schema or server path shows at, if any. */
  const fieldOf = (path: string): string | undefined => options.errorsAt?.[path] ?? (fieldNames.includes(path.split('.')[0] ?? path) ? path : undefined);
  const methods = useForm<V, unknown, z.output<S>>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver: schemaResolver<V, S>(options.schema, options.toInput ?? asIs, fieldOf),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus goes to the first invalid control in the page's order, not the order fields were registered in.
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = methods.formState;
  const values = useWatch({ control: methods.control }) as V;
  const saving = useSave(options, fieldOf);

  /** Checks, then saves; `form` is the element submitted, for focusing its first invalid field. */
  const submitChecked = (form: HTMLFormElement) =>
    methods.handleSubmit(
      async (input) => {
        markWrite('valid');
        const placement = await saving.run(() => options.save(input, methods.getValues()));
        if (placement?.field) {
          methods.setError(placement.field.name as Path<V>, { type: 'server', message: placement.field.message });
          focusFirstInvalid(form);
        }
        if (placement?.formError) setServerError(placement.formError);
      },
      () => focusFirstInvalid(form),
    );

  const error = (name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;
  const setValue = <N extends Path<V>>(name: N, value: PathValue<V, N>) => methods.setValue(name, value, { shouldValidate: Boolean(options.liveErrors) && isSubmitted });

  return {
    id,
    busy: saving.busy,
    formError: serverError ?? errors.root?.message ?? null,
    onSubmit(event) {
      markWrite('submit');
      event.preventDefault();
      if (saving.busy) return;
      setServerError(null);
      void submitChecked(event.currentTarget)(event);
    },
    values,
    field: (name) => ({
      value: (get(values, name) as string | undefined) ?? '',
      onChange: (event) => setValue(name, event.target.value as PathValue<V, typeof name>),
      error: error(name),
    }),
    check: (name) => ({
      checked: Boolean(get(values, name)),
      onChange: (event) => setValue(name, event.target.checked as PathValue<V, typeof name>),
    }),
    error,
    setValue,
    reset: (next) => {
      setServerError(null);
      methods.reset(next ?? options.defaultValues);
    },
  };
}
