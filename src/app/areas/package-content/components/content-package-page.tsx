import { useState } from 'react';
import { PACKAGE_CONTENT_LIMITS, PACKAGE_CONTENT_MESSAGES, packageContentInputSchema, type PackageContentView } from '../../../../domain/package-content/package-content';
import { packageContentEndpoints } from '../../../../domain/package-content/package-content.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { Form, FormSubmit } from '../../../ui/form/form';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { Screen } from '../../../ui/screen';

const PACKAGE_KEY = 'content-package-page:package';

/**
 * `content-package-page` (content: Housing Content, Admin): the display content of a package. The spec shows no
 * fields; ours are a title, a short description, highlights (one a line, up to 10) and an image URL.
 */
export function ContentPackagePage() {
  const list = useResource('package-content', (signal) => call(packageContentEndpoints.list, { signal }));
  const [packageId, setPackageIdState] = useState<number | null>(() => Number(sessionStorage.getItem(PACKAGE_KEY)) || null);
  const setPackageId = (id: number | null) => {
    setPackageIdState(id);
    if (id) sessionStorage.setItem(PACKAGE_KEY, String(id));
    else sessionStorage.removeItem(PACKAGE_KEY);
  };
  const content = useResource(packageId ? `package-content:${packageId}` : null, (signal) => call(packageContentEndpoints.get, { params: { packageId: packageId! }, signal }));
  const options = (list.data?.results ?? []).map((p) => ({
    value: String(p.packageId),
    label: `${p.packageName}${p.packageFamilyName ? ` (${p.packageFamilyName})` : ''}${p.hasContent ? '' : ' · no content yet'}${p.active ? '' : ' · inactive'}`,
  }));

  return (
    <Screen width="md" title="Package Content" description="What sellers are shown about each package.">
      {list.error && <LoadFailed what="packages" error={list.error} onRetry={() => void list.refresh()} />}
      {list.data && (
        <SelectField
          label="Package"
          placeholder="Select a package…"
          options={options}
          value={packageId ? String(packageId) : ''}
          onChange={(e) => setPackageId(e.target.value ? Number(e.target.value) : null)}
        />
      )}
      {packageId && content.error && <LoadFailed what="package content" error={content.error} onRetry={() => void content.refresh()} />}
      {packageId && !content.data && content.isLoading && <LoadingFallback label="Loading content…" />}
      {content.data && content.data.packageId === packageId && (
        <SectionPanel title={content.data.packageName}>
          <ContentForm
            key={`${content.data.packageId}:${content.data.updatedAt ?? ''}`}
            content={content.data}
            onSaved={async () => {
              await Promise.all([content.refresh(), list.refresh()]);
            }}
          />
        </SectionPanel>
      )}
    </Screen>
  );
}

function ContentForm({ content, onSaved }: { content: PackageContentView; onSaved: () => Promise<void> }) {
  const draftKey = `content-package-page:${content.packageId}`;
  const saved = { title: content.title, description: content.description, highlights: content.highlights.join('\n'), imageUrl: content.imageUrl ?? '' };
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: packageContentInputSchema,
    toInput: (values) => ({
      title: values.title,
      description: values.description,
      highlights: values.highlights
        .split('\n')
        .map((h) => h.trim())
        .filter((h) => h !== ''),
      imageUrl: values.imageUrl,
    }),
    errorsAt: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`highlights.${i}`, 'highlights' as const])),
    save: (input) => call(packageContentEndpoints.save, { params: { packageId: content.packageId }, body: input }),
    success: PACKAGE_CONTENT_MESSAGES.saved,
    onSaved,
  });
  return (
    <Form form={form} label="Package content">
      <TextField label="Title" required maxLength={PACKAGE_CONTENT_LIMITS.title} autoComplete="off" {...form.field('title')} />
      <TextAreaField label="Description" rows={3} maxLength={PACKAGE_CONTENT_LIMITS.description} {...form.field('description')} />
      <TextAreaField label="Highlights" rows={4} hint={`One a line, up to ${PACKAGE_CONTENT_LIMITS.highlights}`} {...form.field('highlights')} />
      <TextField label="Image URL" type="url" autoComplete="off" spellCheck={false} hint="http:// or https://" {...form.field('imageUrl')} />
      {content.updatedAt && <p className="text-sm text-slate-600">Last saved {new Date(content.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}</p>}
      <FormSubmit busy={form.busy}>Save content</FormSubmit>
    </Form>
  );
}
