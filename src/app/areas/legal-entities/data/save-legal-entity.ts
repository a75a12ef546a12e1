import type { z } from 'zod';
import { legalEntityEndpoints } from '../../../../domain/legal-entities/legal-entities.endpoints';
import { call } from '../../../lib/api/call';
import type { legalEntityCreateFormSchema, legalEntityUpdateFormSchema } from './legal-entity-form-schema';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';

export type LegalEntityCreate = z.output<typeof legalEntityCreateFormSchema>;
export type LegalEntityUpdate = z.output<typeof legalEntityUpdateFormSchema>;

/** POST /api/sapna/v1/account-legal-entity ('New Legal Entity Created'); the form shows failures itself. */
export function createLegalEntity(entity: LegalEntityCreate): Promise<LegalEntity> {
  return call(legalEntityEndpoints.create, { body: entity, notify: false });
}

/** PUT /api/sapna/v1/account-legal-entity/{id} ('Legal Entity Updated'). */
export function updateLegalEntity(entity: LegalEntity, update: LegalEntityUpdate): Promise<LegalEntity> {
  return call(legalEntityEndpoints.update, { params: { id: entity.id }, body: { ...update, baseVersion: entity.version }, notify: false });
}
