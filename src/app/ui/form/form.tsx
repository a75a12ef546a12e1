import type { ReactNode } from 'react';
import type { FormHandle } from '../../lib/forms/use-schema-form';
import { OnlineButton } from '../online-button';
import { FormError } from './form-error';

const LAYOUTS = {
  /** One column. */
  stack: 'flex flex-col gap-3',
  /** Two columns from the small breakpoint up; a child spans both with `sm:col-span-2`. */
  grid: 'grid gap-3 sm:grid-cols-2',
} as const;

export type FormLayout = keyof typeof LAYOUTS;

/**
 * The form element of a useSchemaForm form: no browser validation (the schema's messages show instead), the
 * refusal that is not one field's at its top (announced), then the fields.
 */
export function Form({ form, layout = 'stack', label, children }: { form: FormHandle; layout?: FormLayout; label?: string; children: ReactNode }) {
  return (
    <form id={form.id} noValidate onSubmit={form.onSubmit} className={LAYOUTS[layout]} aria-label={label}>
      {layout === 'grid' ? (
        <div className="sm:col-span-2">
          <FormError message={form.formError} />
        </div>
      ) : (
        <FormError message={form.formError} />
      )}
      {children}
    </form>
  );
}

/** A form's submit button on a line of its own (`span`: both columns of a grid form): it waits for the network and is busy while the form saves. */
export function FormSubmit({ busy, span = false, children }: { busy: boolean; span?: boolean; children: ReactNode }) {
  return (
    <div className={span ? 'sm:col-span-2' : undefined}>
      <OnlineButton type="submit" busy={busy}>
        {children}
      </OnlineButton>
    </div>
  );
}
