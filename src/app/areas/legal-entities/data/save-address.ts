import type { Address, AddressType } from '../../../../domain/legal-entities/address-schema';
import { legalEntityEndpoints } from '../../../../domain/legal-entities/legal-entities.endpoints';
import { call } from '../../../lib/api/call';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';

/**
 * POST /api/sapna/v1/address (a new Billing or Shipping address of the legal entity) or PUT /api/sapna/v1/address/{id}.
 * Both answer the legal entity. The form shows failures itself.
 */
export function saveAddress(entity: LegalEntity, type: AddressType, address: Address): Promise<LegalEntity> {
  const current = type === 'Billing' ? entity.billingAddress : entity.shippingAddress;
  if (current) return call(legalEntityEndpoints.updateAddress, { params: { id: current.addressId }, body: address, notify: false });
  return call(legalEntityEndpoints.createAddress, { body: { ...address, legalEntityId: entity.id, type }, notify: false });
}
