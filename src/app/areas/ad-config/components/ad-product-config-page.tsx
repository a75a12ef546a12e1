import { useState } from 'react';
import {
  AD_CONFIG_MESSAGES,
  AD_CONFIG_SECTION_DEFS,
  adConfigFormSchema,
  type AdConfigField,
  type AdConfigSectionView,
  type AdConfigValue,
} from '../../../../domain/ad-config/ad-product-config';
import { isApiFailure } from '../../../lib/api/api-failure';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { type CheckboxBinding, type TextFieldBinding } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Checkbox } from '../../../ui/form/checkbox';
import { Form } from '../../../ui/form/form';
import { SectionPanel } from '../../../ui/section-panel';
import { TextField } from '../../../ui/form/text-field';
import { saveAdConfig, useAdConfig } from '../data/ad-config-api';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

/**
 * `ad-product-config` (spec 002 §2): the ad-product configuration, one form per section. Every signed-in user
 * reads it; `catalogue` (Admin, Lookup Admin) saves. Each field's validator runs and every message shows
 * together, at its field and in a list at the top of the section. Online only; typed values are kept.
 */
export function AdProductConfigPage() {
  const user = useSignedInUser();
  const config = useAdConfig();
  const canWrite = user.capabilities.includes('catalogue');
  return (
    <Screen width="lg" title="Ad Product Config" description="Defaults and limits of each ad product.">
      <LoadStates resource={config} what="the configuration" loading="Loading the configuration…" />
      {config.data &&
        AD_CONFIG_SECTION_DEFS.map((def) => {
          const view = config.data?.[def.section];
          if (!view) return null;
          return canWrite ? (
            <SectionForm key={`${view.section}:${view.updatedAt ?? ''}`} view={view} onSaved={() => config.refresh()} />
          ) : (
            <SectionReadOnly key={view.section} view={view} />
          );
        })}
    </Screen>
  );
}

type Values = Record<string, string | boolean>;

const text = (v: AdConfigValue | undefined) => (v === null || v === undefined || typeof v === 'boolean' ? '' : String(v));

function valuesOf(view: AdConfigSectionView): Values {
  return Object.fromEntries(view.fields.map((f) => [f.key, f.kind === 'boolean' ? view.values[f.key] === true : text(view.values[f.key])]));
}

/** Numbers as numbers; blank as null; anything else as typed (the validators say what is wrong with it). */
function inputOf(fields: readonly AdConfigField[], values: Values): Record<string, AdConfigValue> {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.key];
      if (typeof v === 'boolean') return [f.key, v];
      const t = (v ?? '').trim();
      if (t === '') return [f.key, null];
      const n = Number(t);
      return [f.key, /^-?\d+(\.\d+)?$/.test(t) && Number.isFinite(n) ? n : t];
    }),
  );
}

const label = (f: AdConfigField) => (f.unit ? `${f.title} (${f.unit})` : f.title);
const updatedLine = (view: AdConfigSectionView) =>
  view.updatedAt ? `Last saved ${new Date(view.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}${view.updatedByName ? ` by ${view.updatedByName}` : ''}` : 'Not saved yet';

function SectionReadOnly({ view }: { view: AdConfigSectionView }) {
  return (
    <SectionPanel title={view.title}>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {view.fields.map((f) => {
          const v = view.values[f.key];
          return (
            <div key={f.key} className="flex gap-2">
              <dt className="font-medium">{label(f)}:</dt>
              <dd>{v === null || v === undefined ? '-' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{updatedLine(view)}</p>
    </SectionPanel>
  );
}

type Issue = { field: string; title: string; message: string };

function SectionForm({ view, onSaved }: { view: AdConfigSectionView; onSaved: () => Promise<unknown> }) {
  const draftKey = `ad-config:${view.section}`;
  const saved = valuesOf(view);
  const [serverIssues, setServerIssues] = useState<Issue[]>([]);
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: adConfigFormSchema,
    toInput: (v: Values) => ({ section: view.section, values: inputOf(view.fields, v) }),
    errorsAt: Object.fromEntries(view.fields.map((f) => [`values.${f.key}`, f.key])),
    save: async (input) => {
      setServerIssues([]);
      try {
        return await saveAdConfig(input);
      } catch (failure) {
        const errors = isApiFailure(failure) && failure.status === 422 ? (failure.data as { errors?: Issue[] } | null)?.errors : undefined;
        if (errors) setServerIssues(errors);
        throw failure;
      }
    },
    success: AD_CONFIG_MESSAGES.saved,
    onSaved,
  });
  // The section's field names are known only at run time: bind them by name.
  const textOf = form.field as (name: string) => TextFieldBinding;
  const checkOf = form.check as (name: string) => CheckboxBinding;
  const clientIssues = view.fields.flatMap((f) => {
    const message = form.error(f.key);
    return message ? [{ field: f.key, title: f.title, message }] : [];
  });
  const issues = clientIssues.length > 0 ? clientIssues : serverIssues;
  return (
    <SectionPanel title={view.title}>
      <Form form={form} label={`${view.title} configuration`}>
        {issues.length > 0 && (
          <div role="alert" aria-label={`${view.title} problems`} className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-medium">{AD_CONFIG_MESSAGES.invalid}</p>
            <ul className="list-disc pl-5">
              {issues.map((i) => (
                <li key={i.field}>
                  {i.title}: {i.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          {view.fields.map((f) =>
            f.kind === 'boolean' ? (
              <Checkbox key={f.key} label={label(f)} {...checkOf(f.key)} />
            ) : (
              <TextField key={f.key} label={label(f)} inputMode={f.kind === 'integer' ? 'numeric' : 'decimal'} required={f.required} {...textOf(f.key)} />
            ),
          )}
        </div>
        <div className="flex items-center gap-3">
          <OnlineButton type="submit" busy={form.busy}>
            Save {view.title}
          </OnlineButton>
          <span className="text-xs text-slate-600">{updatedLine(view)}</span>
        </div>
      </Form>
    </SectionPanel>
  );
}
