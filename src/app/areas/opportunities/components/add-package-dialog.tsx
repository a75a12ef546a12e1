import { useEffect, useState, type FormEvent } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { formatRupees } from '../../../../domain/format/rupees';
import { hasAtMostTwoDecimals } from '../../../../domain/money/paise';
import { VALIDATION_MESSAGES } from '../../../../domain/validation/messages';
import { failureText } from '../../../lib/api/failure-text';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import { addPackage } from '../data/add-package';
import type { OpportunityPage } from '../data/opportunity-types';
import { fetchPackages, type PackageOption } from '../data/packages';

type Errors = Partial<Record<'packageId' | 'quantity' | 'discount', string>>;

/** Add a package at today's price, with a quantity and a discount per unit (a discount needs approval). */
export function AddPackageDialog({ opportunity, onClose, onAdded }: { opportunity: OpportunityPage; onClose: () => void; onAdded: () => void }) {
  const notify = useNotify();
  const [options, setOptions] = useState<PackageOption[] | null>(null);
  const [packageId, setPackageId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [discount, setDiscount] = useState('0');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchPackages({ cityId: opportunity.cityId, clientTypeId: opportunity.account.clientTypeId }).then(
      (page) => live && setOptions(page.results),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [opportunity.cityId, opportunity.account.clientTypeId]);

  const chosen = options?.find((p) => String(p.id) === packageId);

  function choose(id: string) {
    setPackageId(id);
    const pkg = options?.find((p) => String(p.id) === id);
    if (pkg) setQuantity(String(pkg.quantity));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const qty = Number(quantity);
    const off = discount.trim() === '' ? 0 : Number(discount);
    if (!packageId) found.packageId = VALIDATION_MESSAGES.required;
    if (quantity.trim() === '') found.quantity = VALIDATION_MESSAGES.required;
    else if (!Number.isInteger(qty) || qty < 1) found.quantity = 'Quantity must be a whole number of at least 1.';
    if (!Number.isFinite(off) || off < 0 || !hasAtMostTwoDecimals(off)) found.discount = 'Discount must be a positive amount with at most 2 decimals.';
    else if (chosen && off > chosen.salesPrice) found.discount = 'Discount cannot be more than the sales price.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await addPackage({ opportunityId: opportunity.id, packageId: Number(packageId), quantity: qty, discount: off });
      notify.success();
      onAdded();
      onClose();
    } catch (error) {
      notify.error(failureText(error, FAILURE_MESSAGES.addPackageFailed));
      setBusy(false);
    }
  }

  const packageOptions = (options ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name}${p.packageFamilyName ? ` (${p.packageFamilyName})` : ''} · ${formatRupees(p.salesPrice)}`,
  }));
  return (
    <Dialog
      open
      onClose={onClose}
      title="Add package"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-package-form" busy={busy}>
            Add package
          </Button>
        </>
      }
    >
      <form id="add-package-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
        <SelectField
          label="Package"
          required
          placeholder={options === null ? 'Loading packages…' : options.length ? 'Select…' : 'No packages for this city'}
          options={packageOptions}
          value={packageId}
          onChange={(e) => choose(e.target.value)}
          error={errors.packageId}
        />
        {chosen && (
          <p className="text-sm text-slate-700">
            Rate price {formatRupees(chosen.ratePrice)} · sales price {formatRupees(chosen.salesPrice)} · validity {chosen.validityDays} days ·{' '}
            {chosen.products.map((p) => p.productName).join(', ') || 'no products'}
          </p>
        )}
        <TextField label="Quantity" required inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={errors.quantity} />
        <TextField label="Discount per unit (₹)" inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} error={errors.discount} hint="A discount goes for approval before the termsheet." />
      </form>
    </Dialog>
  );
}
