import type { z } from 'zod';
import { api } from '../../../lib/api/api';
import type { legalEntityCreateFormSchema, legalEntityUpdateFormSchema } from './legal-entity-form-schema';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';

export type LegalEntityCreate = z.output<typeof legalEntityCreateFormSchema>;
export type LegalEntityUpdate = z.output<typeof legalEntityUpdateFormSchema>;

/** POST /api/sapna/v1/account-legal-entity ('New Legal Entity Created'); the form shows failures itself. */
export function createLegalEntity(entity: LegalEntityCreate): Promise<LegalEntity> {
  return api.post<LegalEntity>('/sapna/v1/account-legal-entity', entity, { notify: false });
}

/** PUT /api/sapna/v1/account-legal-entity/{id} ('Legal Entity Updated'). */
export function updateLegalEntity(entity: LegalEntity, update: LegalEntityUpdate): Promise<LegalEntity> {
  return api.put<LegalEntity>(`/sapna/v1/account-legal-entity/${entity.id}`, { ...update, baseVersion: entity.version }, { notify: false });
}
