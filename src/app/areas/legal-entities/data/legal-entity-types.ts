export type { AddressView, LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';
