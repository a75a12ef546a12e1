import { useState } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import {
  OWNER_SALES_CONFIG_MESSAGES,
  ownerOfferProblem,
  ownerSalesConfigInputSchema,
  type OwnerSalesConfigView,
} from '../../../../domain/owner-sales-config/owner-sales-config';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import type { Column } from '../../../ui/table/data-table';
import { Form, FormSubmit } from '../../../ui/form/form';
import { FormError } from '../../../ui/form/form-error';
import { ListTable, heldRows } from '../../../ui/table/list-screen';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { ownerSalesConfigEndpoints } from '../../../../domain/owner-sales-config/owner-sales-config.endpoints';
import { referenceEndpoints } from '../../../../domain/reference/reference.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { Screen } from '../../../ui/screen';

const AUDIENCE_LABELS = { OWNER: 'Owner', TENANT: 'Tenant' } as const;
const LISTING_LABELS = { BUY: 'Sale', RENT: 'Rent' } as const;
const DRAFT_KEY = 'owner-sales-config';

type OfferValues = { cityId: string; audience: string; listingType: string; packageId: string };
type ConfigValues = { prioritisedPull: boolean; sentLinkStageId: string; sentLinkCaseSubType: string; offers: OfferValues[] };

/**
 * `owner-sales-config` (teams: managers, team leaders, telesales admins): the packages offered to owners and tenants
 * per city with their prices, and the calling-queue settings (prioritised pull; the sent-link queue's stage id 98 and
 * caseSubType 13). The spec shows no layout; this is ours. Saving replaces the whole configuration.
 */
export function OwnerSalesConfigPage() {
  const user = useSignedInUser();
  const config = useResource('owner-sales-config', (signal) => call(ownerSalesConfigEndpoints.get, { signal }));
  // The cities (reference data).
  const reference = useResource('owner-sales-config:reference', (signal) => call(referenceEndpoints.referenceData, { signal }));
  return (
    <Screen width="xl" title="Owner Sales Config" description="Packages offered to owners and tenants, and the calling-queue settings.">
      {config.error && <LoadFailed what="the configuration" error={config.error} onRetry={() => void config.refresh()} />}
      {(!config.data || !reference.data) && config.isLoading && <LoadingFallback label="Loading the configuration…" />}
      {config.data && reference.data && (
        <ConfigForm key={config.data.updatedAt ?? 'new'} config={config.data} cities={reference.data.cities} canEdit={user.capabilities.includes('teams')} onSaved={config.refresh} />
      )}
    </Screen>
  );
}

function ConfigForm({
  config,
  cities,
  canEdit,
  onSaved,
}: {
  config: OwnerSalesConfigView;
  cities: readonly { id: number; name: string }[];
  canEdit: boolean;
  onSaved: () => Promise<void>;
}) {
  const saved: ConfigValues = {
    prioritisedPull: config.prioritisedPull,
    sentLinkStageId: String(config.sentLinkStageId),
    sentLinkCaseSubType: String(config.sentLinkCaseSubType),
    offers: config.offers.map((o) => ({ cityId: String(o.cityId), audience: o.audience, listingType: o.listingType, packageId: String(o.packageId) })),
  };
  const form = useDraftForm(DRAFT_KEY, {
    defaultValues: saved,
    schema: ownerSalesConfigInputSchema,
    toInput: (values: ConfigValues) => ({
      prioritisedPull: values.prioritisedPull,
      sentLinkStageId: values.sentLinkStageId.trim() === '' ? null : Number(values.sentLinkStageId),
      sentLinkCaseSubType: values.sentLinkCaseSubType.trim() === '' ? null : Number(values.sentLinkCaseSubType),
      offers: values.offers.map((o) => ({ cityId: Number(o.cityId), audience: o.audience, listingType: o.listingType, packageId: Number(o.packageId) })),
    }),
    save: (input) => call(ownerSalesConfigEndpoints.save, { body: input }),
    success: OWNER_SALES_CONFIG_MESSAGES.saved,
    onSaved,
  });

  const cityName = (id: string) => cities.find((c) => String(c.id) === id)?.name ?? `City ${id}`;
  const packageOf = (id: string) => config.offerablePackages.find((p) => String(p.id) === id) ?? config.offers.find((o) => String(o.packageId) === id);
  const packageName = (id: string) => {
    const p = packageOf(id);
    return p ? ('name' in p ? p.name : p.packageName) : `Package ${id}`;
  };
  const offers = form.values.offers ?? [];
  const removeOffer = (index: number) =>
    form.setValue(
      'offers',
      offers.filter((_, i) => i !== index),
    );

  const columns: Column<OfferValues & { index: number }>[] = [
    { key: 'city', header: 'City', cell: (o) => cityName(o.cityId) },
    { key: 'audience', header: 'For', cell: (o) => AUDIENCE_LABELS[o.audience as keyof typeof AUDIENCE_LABELS] ?? o.audience },
    { key: 'listing', header: 'Listing', cell: (o) => LISTING_LABELS[o.listingType as keyof typeof LISTING_LABELS] ?? o.listingType },
    { key: 'package', header: 'Package', cell: (o) => packageName(o.packageId) },
    { key: 'rate', header: 'Rate price', align: 'right', priority: 2, value: (o) => packageOf(o.packageId)?.ratePrice, cell: (o) => formatRupees(packageOf(o.packageId)?.ratePrice) },
    { key: 'sales', header: 'Sales price', align: 'right', value: (o) => packageOf(o.packageId)?.salesPrice, cell: (o) => formatRupees(packageOf(o.packageId)?.salesPrice) },
  ];
  if (canEdit) {
    columns.push({
      key: 'remove',
      header: 'Actions',
      pinEnd: true,
      cell: (o) => (
        <Button size="sm" variant="ghost" onClick={() => removeOffer(o.index)} aria-label={`Remove ${packageName(o.packageId)} in ${cityName(o.cityId)}`}>
          Remove
        </Button>
      ),
    });
  }

  return (
    <Form form={form} label="Owner sales configuration">
      <SectionPanel title="Calling queue">
        <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <Checkbox label="Prioritised pull" disabled={!canEdit} {...form.check('prioritisedPull')} />
          <TextField label="Sent-link queue stage id" inputMode="numeric" required disabled={!canEdit} {...form.field('sentLinkStageId')} />
          <TextField label="Sent-link queue caseSubType" inputMode="numeric" required disabled={!canEdit} {...form.field('sentLinkCaseSubType')} />
        </div>
      </SectionPanel>
      <SectionPanel title="Packages offered">
        <div className="flex flex-col gap-3">
          <ListTable
            what="offered packages"
            caption="Offered packages"
            columns={columns}
            resource={heldRows(offers.map((o, index) => ({ ...o, index })))}
            rowKey={(o) => `${o.cityId}:${o.audience}:${o.listingType}:${o.packageId}`}
            empty="No packages offered yet."
          />
          <FormError message={form.error('offers')} />
          {canEdit && <AddOffer config={config} cities={cities} onAdd={(offer) => form.setValue('offers', [...offers, offer])} existing={offers} />}
        </div>
      </SectionPanel>
      {canEdit && (
        <FormSubmit busy={form.busy}>Save configuration</FormSubmit>
      )}
    </Form>
  );
}

function AddOffer({
  config,
  cities,
  existing,
  onAdd,
}: {
  config: OwnerSalesConfigView;
  cities: readonly { id: number; name: string }[];
  existing: readonly OfferValues[];
  onAdd: (offer: OfferValues) => void;
}) {
  const [offer, setOffer] = useState<OfferValues>({ cityId: '', audience: 'OWNER', listingType: 'BUY', packageId: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof OfferValues) => (e: { target: { value: string } }) => {
    setProblem(null);
    setOffer((o) => ({ ...o, [name]: e.target.value }));
  };
  function add() {
    const pkg = config.offerablePackages.find((p) => String(p.id) === offer.packageId);
    if (!offer.cityId || !pkg) return setProblem('Choose a city and a package.');
    const why = ownerOfferProblem({ name: pkg.name, active: true, agentType: pkg.agentType }, offer.listingType === 'RENT' ? 'RENT' : 'BUY');
    if (why) return setProblem(why);
    if (existing.some((o) => o.cityId === offer.cityId && o.audience === offer.audience && o.listingType === offer.listingType && o.packageId === offer.packageId)) {
      return setProblem(OWNER_SALES_CONFIG_MESSAGES.duplicateOffer);
    }
    onAdd(offer);
    setOffer((o) => ({ ...o, packageId: '' }));
  }
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-5 sm:items-end">
      <legend className="px-1 text-sm font-semibold">Add an offer</legend>
      <SelectField label="Offer city" placeholder="Select a city…" options={cities.map((c) => ({ value: String(c.id), label: c.name }))} value={offer.cityId} onChange={set('cityId')} />
      <SelectField label="For" options={Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({ value, label }))} value={offer.audience} onChange={set('audience')} />
      <SelectField label="Listing" options={Object.entries(LISTING_LABELS).map(([value, label]) => ({ value, label }))} value={offer.listingType} onChange={set('listingType')} />
      <SelectField
        label="Offer package"
        placeholder="Select a package…"
        options={config.offerablePackages.map((p) => ({ value: String(p.id), label: `${p.name} · ${formatRupees(p.salesPrice)}${p.rentOnly ? ' · rent only' : ''}` }))}
        value={offer.packageId}
        onChange={set('packageId')}
      />
      <Button variant="secondary" onClick={add}>
        Add offer
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-5">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
