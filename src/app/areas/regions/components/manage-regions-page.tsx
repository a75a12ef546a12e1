import { useState } from 'react';
import { REGION_MESSAGES, cityTierInputSchema, regionCreateSchema } from '../../../../domain/regions/region-schemas';
import { CITY_TIERS } from '../../../../domain/catalogue/constants';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Form } from '../../../ui/form/form';
import { LoadFailed } from '../../../ui/status/load-failed';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { createRegion, setCityTier, useCityTiers, useLocalities, useRegions, type CityTierView } from '../data/regions-api';
import { CitySelect } from './city-select';
import { RegionsTable } from './regions-table';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

const TIER_OPTIONS = CITY_TIERS.map((tier) => ({ value: String(tier), label: `Tier ${tier}` }));
const CITY_KEY = 'manage-regions:city';

/**
 * `manage-regions` (catalogue: Admin, Lookup Admin): a city's tier, its regions and which localities each holds.
 * One region per name per city; a locality in at most one region of its city (the server answers 409 otherwise).
 */
export function ManageRegionsPage() {
  const user = useSignedInUser();
  const canEdit = user.capabilities.includes('catalogue');
  const tiers = useCityTiers();
  const [cityId, setCityIdState] = useState<number | null>(() => Number(sessionStorage.getItem(CITY_KEY)) || null);
  const setCityId = (id: number | null) => {
    setCityIdState(id);
    if (id) sessionStorage.setItem(CITY_KEY, String(id));
    else sessionStorage.removeItem(CITY_KEY);
  };
  const regions = useRegions(cityId);
  const localities = useLocalities(cityId);
  const city = tiers.data?.results.find((c) => c.cityId === cityId) ?? null;
  const refresh = async () => {
    await Promise.all([regions.refresh(), localities.refresh()]);
  };

  return (
    <Screen width="xl" title="Manage Regions" description="Group a city's localities into regions and set the city's tier.">
      <LoadStates resource={tiers} what="cities" loading="Loading cities…" />
      {tiers.data && (
        <div className="sm:w-80">
          <CitySelect cities={tiers.data.results.map((c) => ({ id: c.cityId, name: c.cityName }))} value={cityId} onChange={setCityId} />
        </div>
      )}
      {city && (
        <>
          <SectionPanel title={`${city.cityName}: tier`}>
            {canEdit ? <CityTierForm key={city.cityId} city={city} onSaved={tiers.refresh} /> : <p className="text-sm">Tier {city.tier}</p>}
          </SectionPanel>
          <SectionPanel title={`${city.cityName}: regions`}>
            <div className="flex flex-col gap-4">
              {canEdit && <NewRegionForm key={city.cityId} cityId={city.cityId} onSaved={refresh} />}
              {(regions.error || localities.error) && <LoadFailed what="regions" error={regions.error ?? localities.error} onRetry={() => void refresh()} />}
              {regions.data && localities.data && (
                <RegionsTable regions={regions.data.results} localities={localities.data.results} canEdit={canEdit} onChanged={refresh} />
              )}
            </div>
          </SectionPanel>
        </>
      )}
    </Screen>
  );
}

function CityTierForm({ city, onSaved }: { city: CityTierView; onSaved: () => Promise<void> }) {
  const form = useSchemaForm({
    defaultValues: { tier: String(city.tier) },
    schema: cityTierInputSchema,
    toInput: (values) => ({ cityId: city.cityId, tier: values.tier ? Number(values.tier) : null }),
    save: (input) => setCityTier(input),
    success: REGION_MESSAGES.tierSaved,
    onSaved: () => onSaved(),
  });
  return (
    <Form form={form} label="City tier">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-48">
          <SelectField label="Tier" required options={TIER_OPTIONS} {...form.field('tier')} />
        </div>
        <OnlineButton type="submit" busy={form.busy}>
          Save tier
        </OnlineButton>
      </div>
    </Form>
  );
}

function NewRegionForm({ cityId, onSaved }: { cityId: number; onSaved: () => Promise<void> }) {
  const draftKey = `manage-regions:new-region:${cityId}`;
  const blank = { name: '' };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: regionCreateSchema,
    toInput: (values) => ({ cityId, name: values.name }),
    save: (input) => createRegion(input),
    success: REGION_MESSAGES.created,
    resetAfterSave: true,
    onSaved,
  });
  return (
    <Form form={form} label="New region">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <TextField label="New region name" required maxLength={100} autoComplete="off" {...form.field('name')} />
        </div>
        <OnlineButton type="submit" busy={form.busy}>
          Create region
        </OnlineButton>
      </div>
    </Form>
  );
}
