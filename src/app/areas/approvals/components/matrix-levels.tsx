import { useState } from 'react';
import type { z } from 'zod';
import type { MatrixChange } from '../../../../domain/approvals/matrix-contract';
import { formatDateTime } from '../../../../domain/format/date-time';
import { DESIGNATION_LABELS } from '../../../../domain/reference/ids';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import type { Column } from '../../../ui/table/data-table';
import { heldRows, ListTable } from '../../../ui/table/list-screen';
import { Form, FormSubmit } from '../../../ui/form/form';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { OnlineButton } from '../../../ui/online-button';

export type MatrixLevelRow = { id: number; approvalLevel: number; designationId: number; designationName: string; role: string; createdAt: string };

const DESIGNATION_OPTIONS = Object.entries(DESIGNATION_LABELS).map(([value, label]) => ({ value, label: `${label} (${value})` }));

/** A matrix's levels, lowest first: the top level approves, the others review; each with Remove (after confirming). */
export function MatrixLevelsTable({
  caption,
  levels,
  busy,
  remove,
  removedMessage,
  onChanged,
}: {
  caption: string;
  levels: readonly MatrixLevelRow[];
  busy: boolean;
  remove: (level: MatrixLevelRow) => Promise<MatrixChange>;
  removedMessage: string;
  onChanged: () => void | Promise<void>;
}) {
  const [removing, setRemoving] = useState<MatrixLevelRow | null>(null);
  const columns: Column<MatrixLevelRow>[] = [
    { key: 'level', header: 'Level', cell: (l) => l.approvalLevel },
    { key: 'designation', header: 'Designation', cell: (l) => l.designationName },
    { key: 'role', header: 'Part', cell: (l) => l.role },
    { key: 'createdAt', header: 'Added', priority: 2, value: (l) => l.createdAt, cell: (l) => formatDateTime(l.createdAt), className: 'whitespace-nowrap' },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (l) => (
        <OnlineButton size="sm" variant="secondary" onClick={() => setRemoving(l)} aria-label={`Remove level ${l.approvalLevel} (${l.designationName})`}>
          Remove
        </OnlineButton>
      ),
    },
  ];
  return (
    <>
      <ListTable what="levels" caption={caption} columns={columns} resource={heldRows(levels, busy)} rowKey={(l) => l.id} empty="No levels: nobody can approve this kind." />
      {removing && (
        <ConfirmDialog
          title={`Remove level ${removing.approvalLevel} (${removing.designationName})?`}
          confirmLabel="Remove level"
          confirm={() => remove(removing)}
          success={removedMessage}
          onSaved={async () => {
            setRemoving(null);
            await onChanged();
          }}
          onClose={() => setRemoving(null)}
          onlineOnly
        />
      )}
    </>
  );
}

/** Add a level: a designation and its level number. A designation or level the matrix has is refused (409) with the reason. */
export function AddLevelForm<S extends z.ZodType>({
  schema,
  toInput,
  save,
  addedMessage,
  onAdded,
}: {
  schema: S;
  toInput: (values: { designationId: string; approvalLevel: string }) => unknown;
  save: (input: z.output<S>) => Promise<MatrixChange>;
  addedMessage: string;
  onAdded: () => void | Promise<void>;
}) {
  const form = useSchemaForm({
    defaultValues: { designationId: '', approvalLevel: '' },
    schema,
    toInput,
    save: (input) => save(input),
    success: addedMessage,
    onSaved: async () => {
      form.reset();
      await onAdded();
    },
  });
  return (
    <SectionPanel title="Add a level">
      <Form form={form} layout="grid" label="Add a level">
        <SelectField label="Designation" required placeholder="Select…" options={DESIGNATION_OPTIONS} {...form.field('designationId')} />
        <TextField label="Level" required inputMode="numeric" {...form.field('approvalLevel')} />
        <FormSubmit busy={form.busy} span>Add level</FormSubmit>
      </Form>
    </SectionPanel>
  );
}
