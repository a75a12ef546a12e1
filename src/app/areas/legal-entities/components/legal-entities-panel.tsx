import { useState } from 'react';
import type { AddressType } from '../../../../domain/legal-entities/address-schema';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { Button } from '../../../ui/button';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';
import { useLegalEntities } from '../data/use-legal-entities';
import { AddressFormDialog } from './address-form-dialog';
import { LegalEntityCard } from './legal-entity-card';
import { LegalEntityFormDialog } from './legal-entity-form-dialog';

type Editing = { kind: 'add' } | { kind: 'edit'; entity: LegalEntity } | { kind: 'address'; entity: LegalEntity; type: AddressType } | null;

/** The account's legal entities with billing and shipping addresses; create, edit and addresses for writers. */
export function LegalEntitiesPanel({ accountId, canEdit }: { accountId: number; canEdit: boolean }) {
  const entities = useLegalEntities(accountId);
  const reference = useReferenceData();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const cities = new Map((reference.data?.cities ?? []).map((c) => [c.id, c.name]));
  const cityName = (cityId: number | null) => (cityId === null ? null : (cities.get(cityId) ?? null));

  return (
    <SectionPanel
      title="Legal entities"
      actions={
        canEdit ? (
          <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
            Add legal entity
          </Button>
        ) : undefined
      }
    >
      {entities.data === undefined && entities.error && <LoadFailed what="legal entities" error={entities.error} onRetry={() => void entities.refresh()} />}
      {entities.data === undefined && !entities.error && <LoadingFallback label="Loading legal entities…" />}
      {entities.data?.length === 0 && <p className="text-sm text-slate-600">No legal entities yet.</p>}
      {entities.data && entities.data.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Legal entities of this account">
          {entities.data.map((entity) => (
            <LegalEntityCard
              key={entity.id}
              entity={entity}
              cityName={cityName}
              canEdit={canEdit}
              onEdit={() => setEditing({ kind: 'edit', entity })}
              onEditAddress={(type) => setEditing({ kind: 'address', entity, type })}
            />
          ))}
        </ul>
      )}
      {editing?.kind === 'add' && <LegalEntityFormDialog accountId={accountId} onClose={close} onSaved={entities.refresh} />}
      {editing?.kind === 'edit' && <LegalEntityFormDialog accountId={accountId} entity={editing.entity} onClose={close} onSaved={entities.refresh} />}
      {editing?.kind === 'address' && <AddressFormDialog entity={editing.entity} type={editing.type} onClose={close} onSaved={entities.refresh} />}
    </SectionPanel>
  );
}
