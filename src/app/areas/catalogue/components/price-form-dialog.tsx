import { useEffect, useState } from 'react';
import { priceInputSchema, COLUMN_PRICING_PARAMETERS, type PriceInput } from '../../../../domain/catalogue/price-schema';
import { validityError } from '../../../../domain/catalogue/validity';
import { CATALOGUE_MESSAGES } from '../../../../domain/catalogue/catalogue-messages';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import type { PackageDetail } from '../../../../domain/catalogue/package-schema';
import { formRules } from '../../../lib/forms/form-rules';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { isApiFailure } from '../../../lib/api/api-failure';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { fetchLocalities, withStoredCity } from '../data/cities';
import { clearDraft } from '../../../lib/forms/kept-draft';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { fetchCityRegions, savePrices, updatePrice, type Price } from '../data/prices';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';

type PriceValues = { cityId: string; localityId: string; regionId: string; tier: string; ratePrice: string; salesPrice: string; validityDays: string; effectiveFrom: string; effectiveTo: string; parameters: Record<string, string> };
const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Add or edit one price of a package; the validity rules of spec 001 §9 are checked here too. Adding a price where
 * the package already has one is refused (409, shown at the top of the form); the admin may then replace it, after
 * a confirm (issue 50: never a silent overwrite).
 */
export function PriceFormDialog({ pkg, familyName, price, cities, onClose, onSaved }: { pkg: PackageDetail; familyName: string | null; price: Price | null; cities: { id: number; name: string }[]; onClose: () => void; onSaved: () => void }) {
  const key = `catalogue:price:${pkg.id}:${price?.id ?? 'new'}`;
  // The catalogue's cities (package 232's city lookup; every city when pricing package 232 itself), and a stored price's own.
  const cityChoices = withStoredCity(cities, price?.cityId, price?.cityName);
  const otherParameters = pkg.requiredPricingParameters.filter((p) => !COLUMN_PRICING_PARAMETERS[p.name]);
  const saved: PriceValues = {
    cityId: price ? String(price.cityId) : '',
    localityId: price?.localityId ? String(price.localityId) : '',
    regionId: price?.regionId ? String(price.regionId) : '',
    tier: price?.tier ? String(price.tier) : '',
    ratePrice: price ? String(price.ratePrice) : '',
    salesPrice: price ? String(price.salesPrice) : '',
    validityDays: price ? String(price.validityDays) : String(pkg.validity),
    effectiveFrom: price?.effectiveFrom ?? '',
    effectiveTo: price?.effectiveTo ?? '',
    parameters: Object.fromEntries(otherParameters.map((p) => [p.name, price ? String(price.pricingParameters[p.name] ?? '') : ''])),
  };
  const [localities, setLocalities] = useState<{ id: number; name: string; regionId: number | null }[]>([]);
  const [regions, setRegions] = useState<{ id: number; name: string }[]>([]);
  const [replacing, setReplacing] = useState<{ input: PriceInput; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rules = formRules((v: PriceValues, refuse): PriceInput => {
    const input = {
      cityId: num(v.cityId),
      localityId: num(v.localityId) ?? null,
      regionId: num(v.regionId) ?? null,
      tier: num(v.tier) ?? null,
      ratePrice: num(v.ratePrice),
      salesPrice: num(v.salesPrice),
      validityDays: num(v.validityDays),
      effectiveFrom: v.effectiveFrom || null,
      effectiveTo: v.effectiveTo || null,
      pricingParameters: Object.fromEntries(Object.entries(v.parameters ?? {}).filter(([, value]) => value.trim() !== '')),
    };
    const parsed = priceInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) refuse(String(issue.path[0] ?? 'cityId'), issue.message);
      // Refused: the schema fails and this value is never saved.
      return input as unknown as PriceInput;
    }
    const city = cityChoices.find((c) => c.id === parsed.data.cityId);
    const locality = localities.find((l) => l.id === parsed.data.localityId);
    const regionIds = [parsed.data.regionId ?? null, locality?.regionId ?? null];
    const regionNames = regions.filter((r) => regionIds.includes(r.id)).map((r) => r.name);
    const validity = validityError({ packageId: pkg.id, packageValidityDays: pkg.validity, familyName, regionId: parsed.data.regionId ?? null, cityName: city?.name ?? null, regionNames }, parsed.data.validityDays);
    if (validity) refuse('validityDays', validity);
    return parsed.data;
  });
  const form = useDraftForm(key, {
    defaultValues: saved,
    schema: rules,
    save: async (input) => {
      setReplacing(null);
      if (price) return void (await updatePrice(price.id, input));
      try {
        await savePrices(pkg.id, [input]);
      } catch (failure) {
        if (isApiFailure(failure) && failure.status === 409) setReplacing({ input, message: failure.message });
        throw failure;
      }
    },
    success: CATALOGUE_MESSAGES.pricesSaved,
    onSaved,
    failure: { notice: { fallback: FAILURE_MESSAGES.pricingUpdateFailed } },
  });
  const cityId = form.values.cityId;
  useEffect(() => {
    const controller = new AbortController();
    (cityId ? fetchLocalities(Number(cityId), controller.signal) : Promise.resolve([])).then(setLocalities, () => setLocalities([]));
    (cityId ? fetchCityRegions(Number(cityId), controller.signal) : Promise.resolve([])).then(setRegions, () => setRegions([]));
    return () => controller.abort();
  }, [cityId]);

  return (
    <OnlineFormDialog layout="grid" form={form} title={price ? `Edit price ${price.id}` : `New price for ${pkg.packageName}`} submitLabel={price ? 'Save price' : 'Add price'} onClose={onClose}>
      <SelectField label="City" required placeholder="Select…" options={cityChoices.map((c) => ({ value: String(c.id), label: c.name }))} {...form.field('cityId')} />
      <SelectField label="Locality" placeholder="Whole city" options={localities.map((l) => ({ value: String(l.id), label: l.name }))} {...form.field('localityId')} />
      <SelectField label="Region" placeholder={cityId ? 'No region' : 'Choose a city first'} options={regions.map((r) => ({ value: String(r.id), label: `${r.name} (#${r.id})` }))} {...form.field('regionId')} />
      <SelectField label="Tier" placeholder="The city's tier" options={['1', '2', '3'].map((t) => ({ value: t, label: `Tier ${t}` }))} {...form.field('tier')} />
      <TextField label="Rate price (₹)" required inputMode="decimal" {...form.field('ratePrice')} />
      <TextField label="Sales price (₹)" required inputMode="decimal" {...form.field('salesPrice')} />
      <TextField label="Validity (days)" required inputMode="numeric" {...form.field('validityDays')} />
      <TextField label="Effective from" type="date" hint="Blank: from now" {...form.field('effectiveFrom')} />
      <TextField label="Effective to" type="date" hint="Blank: until changed" {...form.field('effectiveTo')} />
      {otherParameters.map((p) =>
        p.allowedValues.length ? (
          <SelectField key={p.name} label={p.name} required placeholder="Select…" options={p.allowedValues.map((a) => ({ value: String(a), label: String(a) }))} value={form.values.parameters?.[p.name] ?? ''} onChange={(e) => form.setValue('parameters', { ...form.values.parameters, [p.name]: e.target.value })} />
        ) : (
          <TextField key={p.name} label={p.name} required value={form.values.parameters?.[p.name] ?? ''} onChange={(e) => form.setValue('parameters', { ...form.values.parameters, [p.name]: e.target.value })} />
        ),
      )}
      {replacing && (
        <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <span>A price already stands here. Replace it with these amounts?</span>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            Replace price
          </Button>
        </div>
      )}
      {replacing && confirming && (
        <ConfirmDialog
          title="Replace the price?"
          description={replacing.message}
          confirmLabel="Replace price"
          confirm={() => savePrices(pkg.id, [replacing.input], true)}
          success={CATALOGUE_MESSAGES.pricesSaved}
          failure={{ notice: { fallback: FAILURE_MESSAGES.pricingUpdateFailed } }}
          onSaved={() => {
            setConfirming(false);
            clearDraft(key);
            onSaved();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </OnlineFormDialog>
  );
}
