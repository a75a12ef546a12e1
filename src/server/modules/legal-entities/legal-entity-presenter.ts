import type { AddressView, LegalEntity } from '../../../domain/legal-entities/legal-entity-views';
import type { AddressRow, LegalEntityWithAddresses } from './legal-entities.repo';

export type { AddressView };
export type LegalEntityView = LegalEntity;

export function presentAddress(row: AddressRow | null): AddressView | null {
  return row ? { addressId: row.id, address: row.address, cityId: row.cityId, pincode: row.pincode } : null;
}

export function presentLegalEntity({ entity, billing, shipping }: LegalEntityWithAddresses): LegalEntityView {
  return {
    id: entity.id,
    accountId: entity.accountId,
    legalName: entity.legalName,
    pan: entity.pan,
    tan: entity.tan,
    gst: entity.gst,
    unregisteredCustomer: entity.unregisteredCustomer,
    cinNumber: entity.cinNumber,
    reraId: entity.reraId,
    aadharNumber: entity.aadharNumber,
    active: entity.active,
    billingAddress: presentAddress(billing),
    shippingAddress: presentAddress(shipping),
    version: entity.version,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
