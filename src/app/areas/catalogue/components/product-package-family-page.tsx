import { useState } from 'react';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { canWriteCatalogue } from '../../../../domain/catalogue/catalogue-permissions';
import { familyCopyInputSchema, familyInputSchema } from '../../../../domain/catalogue/family-schema';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { formatRupees } from '../../../../domain/format/rupees';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { TextField } from '../../../ui/form/text-field';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { copyFamily, createFamily, deleteFamily, updateFamily, type Family } from '../data/families';
import type { PackageDetail } from '../data/packages';
import { useCatalogueLists } from '../data/use-catalogue-lists';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { PackageFormDialog } from './package-form-dialog';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';

type Dialogs =
  | { kind: 'family'; family: Family | null }
  | { kind: 'copy'; family: Family }
  | { kind: 'delete'; family: Family }
  | { kind: 'package'; family: Family; pkg: PackageDetail | null }
  | null;

/** product-package-family: families with their packages and product mappings; create, edit, copy, delete. */
export function ProductPackageFamilyPage() {
  const user = useSignedInUser();
  const canWrite = canWriteCatalogue(user, 'catalogue');
  const canWritePackages = canWriteCatalogue(user, 'packages');
  const { families, products, cities } = useCatalogueLists();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const close = () => setDialog(null);
  const refresh = () => {
    setDialog(null);
    void families.refresh();
  };

  return (
    <Screen width="xl" title="Package Families" description="Families, their packages and the products each package delivers." actions={canWrite && <Button onClick={() => setDialog({ kind: 'family', family: null })}>New family</Button>}>
      {families.error && <LoadFailed what="package families" error={families.error} onRetry={() => void families.refresh()} />}
      {!families.data && !families.error && <LoadingFallback />}
      <ul className="flex flex-col gap-3" aria-label="Package families">
        {(families.data ?? []).map((family) => (
          <li key={family.id} className="rounded-lg border border-slate-200 bg-white p-3" aria-label={`Family ${family.name}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <h2 className="font-medium text-slate-900">
                  {family.name} {!family.active && <span className="text-sm text-slate-500">(inactive)</span>}
                  {family.isCampaign && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">campaign</span>}
                </h2>
                <p className="text-sm text-slate-600">familyEvent: {family.familyEvent ?? '—'} · {family.familyPackages.length} packages</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {canWritePackages && (
                  <OnlineButton size="sm" variant="secondary" onClick={() => setDialog({ kind: 'package', family, pkg: null })}>
                    Add package
                  </OnlineButton>
                )}
                {canWrite && (
                  <>
                    <OnlineButton size="sm" variant="secondary" onClick={() => setDialog({ kind: 'family', family })} aria-label={`Edit family ${family.name}`}>
                      Edit
                    </OnlineButton>
                    <OnlineButton size="sm" variant="secondary" onClick={() => setDialog({ kind: 'copy', family })} aria-label={`Copy family ${family.name}`}>
                      Copy
                    </OnlineButton>
                    <OnlineButton size="sm" variant="danger" onClick={() => setDialog({ kind: 'delete', family })} aria-label={`Delete family ${family.name}`}>
                      Delete
                    </OnlineButton>
                  </>
                )}
              </div>
            </div>
            {family.familyPackages.length > 0 && (
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {family.familyPackages.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                    <span>
                      #{p.id} {p.packageName} · {formatRupees(p.salesPrice)} · {p.validity} days
                      {p.requiredPricingParameters.length > 0 && <span className="text-slate-500"> · pricing: {p.requiredPricingParameters.map((r) => r.name).join(', ')}</span>}
                      <span className="text-slate-500"> · products: {p.mappings.map((m) => m.productName).join(', ') || 'none'}</span>
                    </span>
                    {canWritePackages && (
                      <OnlineButton size="sm" variant="ghost" onClick={() => setDialog({ kind: 'package', family, pkg: p })} aria-label={`Edit package ${p.packageName}`}>
                        Edit
                      </OnlineButton>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {dialog?.kind === 'family' && <FamilyFormDialog family={dialog.family} onClose={close} onSaved={refresh} />}
      {dialog?.kind === 'copy' && <CopyFamilyDialog family={dialog.family} onClose={close} onSaved={refresh} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${dialog.family.name}`}
          description="The family and its packages, mappings, configs and prices are deleted. A family with a package sold on an opportunity cannot be deleted: deactivate it instead."
          confirmLabel="Delete family"
          confirm={() => deleteFamily(dialog.family.id)}
          success={CATALOGUE_MESSAGES.familyDeleted}
          failure={{ inline: [], notice: { fallback: FAILURE_MESSAGES.packageUpdateRetry } }}
          onSaved={refresh}
          onClose={close}
        >
          {dialog.family.familyPackages.some((p) => p.inUse) && (
            <p className="text-sm text-slate-700">
              {CATALOGUE_MESSAGES.inUse}.{' '}
              <button type="button" className="text-brand underline" onClick={() => void updateFamily(dialog.family.id, { name: dialog.family.name, familyEvent: dialog.family.familyEvent, active: false }).then(refresh)}>
                Deactivate the family instead
              </button>
            </p>
          )}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'package' && families.data && (
        <PackageFormDialog
          pkg={dialog.pkg}
          families={[dialog.family, ...families.data.filter((f) => f.id !== dialog.family.id)]}
          products={products.data ?? []}
          cities={cities.data ?? []}
          onClose={close}
          onSaved={refresh}
        />
      )}
    </Screen>
  );
}

function FamilyFormDialog({ family, onClose, onSaved }: { family: Family | null; onClose: () => void; onSaved: () => void }) {
  const key = `catalogue:family:${family?.id ?? 'new'}`;
  const saved = { name: family?.name ?? '', familyEvent: family?.familyEvent ?? '', active: family?.active ?? true };
  const form = useDraftForm(key, {
    defaultValues: saved,
    schema: familyInputSchema,
    save: (input) => (family ? updateFamily(family.id, input) : createFamily(input)),
    success: CATALOGUE_MESSAGES.familySaved,
    onSaved,
    failure: { notice: { fallback: FAILURE_MESSAGES.packageUpdateRetry } },
  });
  return (
    <OnlineFormDialog form={form} title={family ? `Edit ${family.name}` : 'New package family'} submitLabel={family ? 'Save family' : 'Create family'} onClose={onClose} layout="stack">
      <TextField label="Family name" required {...form.field('name')} />
      <TextField label="Family event" {...form.field('familyEvent')} />
      <Checkbox label="Active" {...form.check('active')} />
    </OnlineFormDialog>
  );
}

function CopyFamilyDialog({ family, onClose, onSaved }: { family: Family; onClose: () => void; onSaved: () => void }) {
  const form = useSchemaForm({
    defaultValues: { name: `${family.name} copy`, copyPrices: false },
    schema: familyCopyInputSchema,
    save: (input) => copyFamily(family.id, input),
    success: (answer) => `${CATALOGUE_MESSAGES.familyCopied}: ${answer.copied.packages} packages, ${answer.copied.mappings} mappings, ${answer.copied.productConfigs} product configs, ${answer.copied.prices} prices`,
    onSaved,
    failure: { notice: { fallback: FAILURE_MESSAGES.packageUpdateRetry } },
  });
  return (
    <OnlineFormDialog form={form} title={`Copy ${family.name}`} description="Copies its packages, product mappings and product configs." submitLabel="Copy family" onClose={onClose} layout="stack">
      <TextField label="New family name" required {...form.field('name')} />
      <Checkbox label="Copy prices too" {...form.check('copyPrices')} />
    </OnlineFormDialog>
  );
}
