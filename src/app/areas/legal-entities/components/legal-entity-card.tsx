import type { ReactNode } from 'react';
import type { AddressType } from '../../../../domain/legal-entities/address-schema';
import { Button } from '../../../ui/button';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';
import { AddressBlock } from './address-block';

/** One legal entity: its identity numbers, billing and shipping addresses, and the edit controls for writers. */
export function LegalEntityCard({
  entity,
  cityName,
  canEdit,
  onEdit,
  onEditAddress,
}: {
  entity: LegalEntity;
  cityName: (cityId: number | null) => string | null;
  canEdit: boolean;
  onEdit: () => void;
  onEditAddress: (type: AddressType) => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">{entity.legalName}</p>
        <div className="flex items-center gap-2">
          {!entity.active && <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Inactive</span>}
          {canEdit && (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit legal entity ${entity.legalName}`}>
              Edit
            </Button>
          )}
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <Item term="PAN">{entity.pan}</Item>
        <Item term="TAN">{entity.tan}</Item>
        <Item term="GST">{entity.unregisteredCustomer && !entity.gst ? 'Unregistered customer' : entity.gst}</Item>
        <Item term="CIN">{entity.cinNumber}</Item>
        <Item term="RERA id">{entity.reraId}</Item>
        <Item term="Aadhar number">{entity.aadharNumber}</Item>
        <AddressBlock type="Billing" address={entity.billingAddress} cityName={cityName(entity.billingAddress?.cityId ?? null)} legalName={entity.legalName} canEdit={canEdit} onEdit={() => onEditAddress('Billing')} />
        <AddressBlock type="Shipping" address={entity.shippingAddress} cityName={cityName(entity.shippingAddress?.cityId ?? null)} legalName={entity.legalName} canEdit={canEdit} onEdit={() => onEditAddress('Shipping')} />
      </dl>
    </li>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children || '-'}</dd>
    </div>
  );
}
