import { packagesAwaitingDiscountApproval } from '../../../../domain/termsheets/discount-gate';
import { Checkbox } from '../../../ui/form/checkbox';

/**
 * Issue 48: a discount that awaits approval or was rejected never reaches a document. The agent either gets it
 * approved or explicitly issues the documents (PDF, share, proforma, tax invoice) at the list price.
 */
export function ListPriceChoice({
  packages,
  checked,
  onChange,
}: {
  packages: readonly { packageName: string; discount: number; discountApproved: string }[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const gated = packagesAwaitingDiscountApproval(packages);
  if (gated.length === 0) return null;
  return (
    <div role="note" className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>
        {gated.map((g) => `The discount on '${g.packageName}' is ${g.state}.`).join(' ')} Documents are refused until it is approved, or issued at the list
        price without it.
      </p>
      <Checkbox label="Issue documents at the list price (without the unapproved discount)" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}
