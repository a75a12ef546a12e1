import { useState } from 'react';
import { DYNAMIC_PROPERTY_MESSAGES, isDynamicPropertyKey, type DynamicPropertyKey, type DynamicPropertyView } from '../../../../domain/dynamic-properties/dynamic-property-schema';
import { dynamicPropertyEndpoints } from '../../../../domain/dynamic-properties/dynamic-properties.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import {
  DYNAMIC_PROPERTY_EDITORS,
  displayDynamicProperty,
  dynamicPropertyFormSchema,
  dynamicPropertyLabel,
  textOfDynamicProperty,
} from '../../../../domain/dynamic-properties/dynamic-property-text';
import { formatDateTime } from '../../../../domain/format/date-time';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { RecordPicker } from '../../../ui/form/record-picker';
import { OnlineButton } from '../../../ui/online-button';

/**
 * `settings` (Admin: 'people'): the dynamic properties (spec 002 §7) with their values, who changed each and when,
 * and an edit per property checked against its key (spec 000 §6's account-link sharing, the NP slot stop user).
 * Online only, like every admin screen.
 */
export function SettingsPage() {
  const properties = useResource('dynamic-properties', (signal) => call(dynamicPropertyEndpoints.list, { signal }), { keepPrevious: true });
  const [editing, setEditing] = useState<(DynamicPropertyView & { key: DynamicPropertyKey }) | null>(null);

  const columns: Column<DynamicPropertyView>[] = [
    { key: 'label', header: 'Setting', value: (p) => dynamicPropertyLabel(p.key), cell: (p) => <span className="font-medium">{dynamicPropertyLabel(p.key)}</span> },
    { key: 'value', header: 'Value', value: (p) => displayDynamicProperty(p.key, p.value), cell: (p) => <span className="break-all">{displayDynamicProperty(p.key, p.value)}</span> },
    { key: 'description', header: 'Description', priority: 3, cell: (p) => p.description },
    { key: 'updatedBy', header: 'Changed by', priority: 2, value: (p) => p.updatedByName, cell: (p) => p.updatedByName ?? 'Not changed since set up' },
    { key: 'updatedAt', header: 'Changed at', priority: 2, value: (p) => formatDateTime(p.updatedAt), cell: (p) => formatDateTime(p.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (p) => {
        const key = p.key;
        return isDynamicPropertyKey(key) ? (
          <OnlineButton size="sm" variant="secondary" onClick={() => setEditing({ ...p, key })} aria-label={`Edit ${dynamicPropertyLabel(key)}`}>
            Edit
          </OnlineButton>
        ) : null;
      },
    },
  ];

  return (
    <ListScreen
      title="Settings"
      description="Switches and lists that change how the console behaves; every change is recorded with who made it and when."
      what="settings"
      caption="Settings"
      columns={columns}
      rowKey={(p) => p.key}
      resource={properties}
      empty="No settings."
    >
      {editing && (
        <SettingDialog
          property={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await properties.refresh();
          }}
        />
      )}
    </ListScreen>
  );
}

function SettingDialog({ property, onClose, onSaved }: { property: DynamicPropertyView & { key: DynamicPropertyKey }; onClose: () => void; onSaved: () => Promise<void> }) {
  const { key } = property;
  const { label, editor, hint } = DYNAMIC_PROPERTY_EDITORS[key];
  const form = useSchemaForm({
    defaultValues: { value: textOfDynamicProperty(key, property.value) },
    schema: dynamicPropertyFormSchema(key),
    // The server checks the value against its key again.
    save: (input) => call(dynamicPropertyEndpoints.update, { params: { key }, body: { value: input.value } }),
    success: DYNAMIC_PROPERTY_MESSAGES.saved,
    onSaved,
  });
  return (
    <OnlineFormDialog form={form} title={`Edit ${label}`} description={property.description} submitLabel="Save setting" onClose={onClose}>
      {editor === 'onOff' && (
        <SelectField
          label={label}
          hint={hint}
          options={[
            { value: 'true', label: 'On' },
            { value: 'false', label: 'Off' },
          ]}
          {...form.field('value')}
        />
      )}
      {editor === 'emailList' && <TextAreaField label={label} hint={hint} rows={6} autoComplete="off" spellCheck={false} {...form.field('value')} />}
      {editor === 'userId' && <RecordPicker kind="user" label={label} hint={hint} {...form.field('value')} />}
    </OnlineFormDialog>
  );
}
