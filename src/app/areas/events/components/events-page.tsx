import { useState } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { eventInputSchema, type EventView } from '../../../../domain/events/event-schema';
import { eventEndpoints } from '../../../../domain/events/events.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { useListSearch } from '../../../lib/list/list-search';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import type { Column } from '../../../ui/table/data-table';
import { ListScreen } from '../../../ui/table/list-screen';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { OnlineButton } from '../../../ui/online-button';

/**
 * `events` (spec 002 §2): list, create and update marketplace events. Every signed-in user may open it; `catalogue`
 * writes. Online only: offline it says so, the form keeps what was typed (session storage) and its save waits.
 */
export function EventsPage() {
  const user = useSignedInUser();
  const canWrite = user.capabilities.includes('catalogue');
  const list = useListSearch();
  const events = useResource(`events:${list.pageIndex}`, (signal) => call(eventEndpoints.list, { query: { page: list.pageIndex }, signal }), { keepPrevious: true });
  const [editing, setEditing] = useState<EventView | 'new' | null>(null);

  const columns: Column<EventView>[] = [
    { key: 'name', header: 'Name', cell: (e) => e.name },
    { key: 'familyEvent', header: 'Family event', priority: 2, value: (e) => e.familyEvent, cell: (e) => e.familyEvent ?? '-' },
    { key: 'city', header: 'City', value: (e) => e.cityName, cell: (e) => e.cityName ?? '-' },
    { key: 'startDate', header: 'Start date', cell: (e) => e.startDate },
    { key: 'endDate', header: 'End date', cell: (e) => e.endDate },
    { key: 'active', header: 'Active', cell: (e) => (e.active ? 'Yes' : 'No') },
    { key: 'description', header: 'Description', priority: 3, value: (e) => e.description, cell: (e) => e.description ?? '-' },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: 'Actions',
            pinEnd: true,
            cell: (e: EventView) => (
              <OnlineButton size="sm" variant="secondary" onClick={() => setEditing(e)} aria-label={`Edit event ${e.name}`}>
                Edit
              </OnlineButton>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      title="Events"
      description="Marketplace events; package families pick theirs from this list."
      actions={canWrite && <Button onClick={() => setEditing('new')}>New event</Button>}
      what="events"
      caption="Events"
      columns={columns}
      rowKey={(e) => e.id}
      resource={events}
      empty="No events yet."
      onPageChange={list.setPageIndex}
      csvFileName="events.csv"
    >
      {editing && (
        <EventFormDialog
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await events.refresh();
          }}
        />
      )}
    </ListScreen>
  );
}

function EventFormDialog({ event, onClose, onSaved }: { event: EventView | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const reference = useReferenceData();
  // The package families' events, for the form's picker.
  const familyEvents = useResource('events:family-events', (signal) => call(eventEndpoints.familyEvents, { signal }));
  const draftKey = `event:${event?.id ?? 'new'}`;
  const blank = {
    name: event?.name ?? '',
    familyEvent: event?.familyEvent ?? '',
    cityId: event?.cityId ? String(event.cityId) : '',
    startDate: event?.startDate ?? '',
    endDate: event?.endDate ?? '',
    description: event?.description ?? '',
    active: event?.active ?? true,
  };
  const form = useDraftForm(draftKey, {
    defaultValues: blank,
    schema: eventInputSchema,
    toInput: (v) => ({ ...v, cityId: v.cityId ? Number(v.cityId) : null }),
    save: (input) => (event ? call(eventEndpoints.update, { params: { id: event.id }, body: input }) : call(eventEndpoints.create, { body: input })),
    success: event ? SUCCESS_MESSAGES.eventUpdated : SUCCESS_MESSAGES.eventCreated,
    onSaved,
  });
  const cityOptions = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  // The package families' events (issue 52: picked, not typed); an old event keeps its value even if no family has it now.
  const offered = familyEvents.data?.results ?? [];
  const familyEventOptions = [...offered, ...(blank.familyEvent && !offered.includes(blank.familyEvent) ? [blank.familyEvent] : [])].map((e) => ({ value: e, label: e }));
  return (
    <OnlineFormDialog form={form} title={event ? `Edit ${event.name}` : 'New event'} submitLabel={event ? 'Save event' : 'Create event'} onClose={onClose}>
      <TextField label="Name" required {...form.field('name')} />
      <SelectField label="Family event" placeholder="None" options={familyEventOptions} {...form.field('familyEvent')} />
      <SelectField label="City" placeholder="Any city" options={cityOptions} {...form.field('cityId')} />
      <TextField label="Start date" type="date" required {...form.field('startDate')} />
      <TextField label="End date" type="date" required {...form.field('endDate')} />
      <TextAreaField label="Description" {...form.field('description')} />
      <Checkbox label="Active" {...form.check('active')} />
    </OnlineFormDialog>
  );
}
