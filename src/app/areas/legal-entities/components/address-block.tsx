import { MISSING_ADDRESS_TEXT, type AddressType } from '../../../../domain/legal-entities/address-schema';
import { Button } from '../../../ui/button';
import type { AddressView } from '../../../../domain/legal-entities/legal-entity-views';

/** A billing or shipping address, or 'Not available' when missing; with its add/edit button for writers. */
export function AddressBlock({
  type,
  address,
  cityName,
  legalName,
  canEdit,
  onEdit,
}: {
  type: AddressType;
  address: AddressView | null;
  cityName: string | null;
  legalName: string;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const action = `${address ? 'Edit' : 'Add'} ${type.toLowerCase()} address`;
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-slate-600">{type} address</dt>
      <dd className="text-slate-900">
        {address ? (
          <address className="not-italic break-words">
            {address.address}
            <br />
            {[cityName, address.pincode].filter(Boolean).join(' ')}
          </address>
        ) : (
          <span className="text-slate-600">{MISSING_ADDRESS_TEXT}</span>
        )}
        {canEdit && (
          <div className="mt-1">
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`${action} of ${legalName}`}>
              {action}
            </Button>
          </div>
        )}
      </dd>
    </div>
  );
}
