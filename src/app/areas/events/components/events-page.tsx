import { useState } from 'react';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { eventInputSchema } from '../../../../domain/events/event-schema';
import { clearDraft, useDraftDefaults, useKeepDraft } from '../../../lib/forms/kept-draft';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useOnline } from '../../../lib/offline/use-online';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { useSignedInUser } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { shellBrandFor } from '../../../shell/brand';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DataTable, type Column } from '../../../ui/data-table';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFallback } from '../../../ui/loading-fallback';
import { OnlineFormDialog } from '../../../ui/online-form-dialog';
import { OnlineOnlyNotice } from '../../../ui/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { Pagination } from '../../../ui/pagination';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { createEvent, updateEvent, useEvents, type EventView } from '../data/events-api';

/**
 * `events` (spec 002 §2): list, create and update marketplace events. Every signed-in user may open it; `catalogue`
 * writes. Online only: offline it says so, the form keeps what was typed (session storage) and its save waits.
 */
export function EventsPage() {
  const user = useSignedInUser();
  usePageTitle('Events', shellBrandFor(user.domainId).name);
  const canWrite = user.capabilities.includes('catalogue');
  const online = useOnline();
  const [page, setPage] = useState(0);
  const events = useEvents(page);
  const [editing, setEditing] = useState<EventView | 'new' | null>(null);

  const columns: Column<EventView>[] = [
    { key: 'name', header: 'Name', cell: (e) => e.name },
    { key: 'familyEvent', header: 'Family event', cell: (e) => e.familyEvent ?? '-' },
    { key: 'city', header: 'City', cell: (e) => e.cityName ?? '-' },
    { key: 'startDate', header: 'Start date', cell: (e) => e.startDate },
    { key: 'endDate', header: 'End date', cell: (e) => e.endDate },
    { key: 'active', header: 'Active', cell: (e) => (e.active ? 'Yes' : 'No') },
    { key: 'description', header: 'Description', cell: (e) => e.description ?? '-' },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (e: EventView) => (
              <Button size="sm" variant="secondary" disabled={!online} onClick={() => setEditing(e)} aria-label={`Edit event ${e.name}`}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader title="Events" description="Marketplace events; package families pick theirs from this list." actions={canWrite && <Button onClick={() => setEditing('new')}>New event</Button>} />
      <OnlineOnlyNotice />
      {events.error && <LoadFailed what="events" error={events.error} onRetry={() => void events.refresh()} />}
      {!events.data && events.isLoading && <LoadingFallback label="Loading events…" />}
      {events.data && (
        <>
          <DataTable caption="Events" columns={columns} rows={events.data.results} rowKey={(e) => e.id} empty="No events yet." stackOnPhone busy={events.isRefreshing} />
          <Pagination pageIndex={page} size={events.data.size} totalCount={events.data.totalCount} rowsOnPage={events.data.results.length} onPageChange={setPage} label="Events pages" />
        </>
      )}
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
    </div>
  );
}

function EventFormDialog({ event, onClose, onSaved }: { event: EventView | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const reference = useReferenceData();
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
  const defaults = useDraftDefaults(draftKey, blank);
  const form = useSchemaForm({
    defaultValues: defaults,
    schema: eventInputSchema,
    toInput: (v) => ({ ...v, cityId: v.cityId ? Number(v.cityId) : null }),
    save: (input) => (event ? updateEvent(event.id, input) : createEvent(input)),
    success: event ? SUCCESS_MESSAGES.eventUpdated : SUCCESS_MESSAGES.eventCreated,
    onSaved: async () => {
      clearDraft(draftKey);
      await onSaved();
    },
  });
  useKeepDraft(draftKey, form.values, blank);
  const cityOptions = (reference.data?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <OnlineFormDialog form={form} title={event ? `Edit ${event.name}` : 'New event'} submitLabel={event ? 'Save event' : 'Create event'} onClose={onClose}>
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Family event" hint="The package family's familyEvent, e.g. winter_bonanza" {...form.field('familyEvent')} />
      <SelectField label="City" placeholder="Any city" options={cityOptions} {...form.field('cityId')} />
      <TextField label="Start date" type="date" required {...form.field('startDate')} />
      <TextField label="End date" type="date" required {...form.field('endDate')} />
      <TextAreaField label="Description" {...form.field('description')} />
      <Checkbox label="Active" {...form.check('active')} />
    </OnlineFormDialog>
  );
}
