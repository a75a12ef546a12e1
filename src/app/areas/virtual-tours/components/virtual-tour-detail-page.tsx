import { useState } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import {
  indexVirtualTourSlots,
  replaceInStore,
  updateVirtualTourSlotSchema,
  VIRTUAL_TOUR_MESSAGES,
  type VirtualTourSlot,
  type VirtualTourStore,
} from '../../../../domain/virtual-tours/virtual-tour';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Form, FormSubmit } from '../../../ui/form/form';
import { SectionPanel } from '../../../ui/section-panel';
import { RecordNames, RecordPicker } from '../../../ui/form/record-picker';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { CancelSlotDialog } from '../../../ui/dialog/cancel-slot-dialog';
import { updateVirtualTourSlot, useVirtualTourSlot } from '../data/virtual-tours-api';
import { localOfSlotTimestamp, showSlotTime, slotTimestampOf } from './slot-time';
import { OnlineButton } from '../../../ui/online-button';
import { Screen } from '../../../ui/screen';
import { LoadStates } from '../../../ui/status/load-states';

/** `virtual-tour/{tourId}`: view, edit and cancel one webinar slot. A cancelled or ended slot shows no controls. */
export function VirtualTourDetailPage({ tourId }: { tourId: number }) {
  const user = useSignedInUser();
  const loaded = useVirtualTourSlot(tourId);
  return (
    <Screen width="lg" title={`Virtual Tour #${tourId}`} back={{ to: '/virtual-tour', label: 'Virtual tours' }}>
      <LoadStates resource={loaded} what="the slot" loading="Loading the slot…" />
      {loaded.data && <SlotView key={loaded.data.id} initial={loaded.data} canSell={user.capabilities.includes('sell')} />}
    </Screen>
  );
}

function SlotView({ initial, canSell }: { initial: VirtualTourSlot; canSell: boolean }) {
  // The screen's copy, indexed by id: it changes only with an answer the server accepted (spec 002 §4, §8).
  const [store, setStore] = useState<VirtualTourStore>(() => indexVirtualTourSlots([initial]));
  const [cancelling, setCancelling] = useState(false);
  const slot = store[initial.id] ?? initial;
  const accept = (answer: VirtualTourSlot) => {
    const next = replaceInStore(store, answer);
    if (next.error) throw new Error(next.error);
    setStore(next.store);
  };
  const editable = canSell && !slot.is_final;

  return (
    <>
      <SectionPanel title="Slot">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {(
            [
              ['Status', slot.status_name],
              ['Opportunity', <RecordNames kind="opportunity" ids={[slot.opportunity_id]} />],
              ['Profile', <><RecordNames kind="profile" ids={[slot.profile_uuid]} />{slot.profile_type ? ` (${slot.profile_type})` : ''}</>],
              ['Webinar start', showSlotTime(slot.webinar_start_date_time)],
              ['Webinar end', showSlotTime(slot.webinar_end_date_time)],
              ['Amount', formatRupees(slot.amount)],
              ['Polygons', <RecordNames kind="polygon" ids={slot.polygon_uuids} />],
              ['Promoted listing', <RecordNames kind="listing" ids={[slot.promoted_listing_id]} />],
              ['Service type', slot.service_type],
              ['Selling type', slot.selling_type],
              ['Event', <RecordNames kind="event" ids={[slot.event_id]} />],
              ['POC details', slot.poc_details ?? '-'],
              ['Remarks', slot.remarks ?? '-'],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900" data-testid={term === 'Status' ? 'slot-status' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </SectionPanel>
      {slot.is_final && <p className="text-sm text-slate-700">This slot is {slot.status_name} and can no longer be changed.</p>}
      {editable && <EditSlot slot={slot} onAccepted={accept} />}
      {editable && (
        <div>
          <OnlineButton variant="danger" onClick={() => setCancelling(true)}>
            Cancel slot
          </OnlineButton>
        </div>
      )}
      {cancelling && (
        <CancelSlotDialog
          description="Before the webinar starts it becomes Cancelled; after the start, Promotion Ended. Either is final."
          confirm={(reason) => updateVirtualTourSlot(slot.id, { slot_id: slot.id, package_details: { status_id: 4, reason } })}
          success={VIRTUAL_TOUR_MESSAGES.cancelled}
          onSaved={(answer) => {
            accept(answer);
            setCancelling(false);
          }}
          onClose={() => setCancelling(false)}
        />
      )}
    </>
  );
}

function EditSlot({ slot, onAccepted }: { slot: VirtualTourSlot; onAccepted: (slot: VirtualTourSlot) => void }) {
  const saved = {
    webinarStart: localOfSlotTimestamp(slot.webinar_start_date_time),
    webinarEnd: localOfSlotTimestamp(slot.webinar_end_date_time),
    eventId: slot.event_id === null ? '' : String(slot.event_id),
    pocDetails: slot.poc_details ?? '',
    remarks: slot.remarks ?? '',
  };
  const form = useSchemaForm({
    defaultValues: saved,
    schema: updateVirtualTourSlotSchema,
    toInput: (v: typeof saved) => ({
      slot_id: slot.id,
      package_details: { event_id: v.eventId.trim() === '' ? null : Number(v.eventId) },
      promoted_products: {
        '82': {
          product_details: {
            webinar_start_date_time: slotTimestampOf(v.webinarStart),
            webinar_end_date_time: slotTimestampOf(v.webinarEnd),
            poc_details: v.pocDetails,
            remarks: v.remarks,
          },
        },
      },
    }),
    errorsAt: {
      'promoted_products.82.product_details.webinar_start_date_time': 'webinarStart',
      'promoted_products.82.product_details.webinar_end_date_time': 'webinarEnd',
      'package_details.event_id': 'eventId',
    },
    save: (input) => updateVirtualTourSlot(slot.id, input),
    success: VIRTUAL_TOUR_MESSAGES.updated,
    onSaved: (answer) => onAccepted(answer),
  });
  return (
    <SectionPanel title="Edit slot">
      <Form form={form} layout="grid" label="Edit virtual-tour slot">
        <TextField label="Webinar start" type="datetime-local" required {...form.field('webinarStart')} />
        <TextField label="Webinar end" type="datetime-local" required {...form.field('webinarEnd')} />
        <RecordPicker kind="event" label="Event" {...form.field('eventId')} />
        <TextField label="POC details" {...form.field('pocDetails')} />
        <TextAreaField label="Remarks" className="sm:col-span-2" {...form.field('remarks')} />
        <FormSubmit busy={form.busy}>Save changes</FormSubmit>
      </Form>
    </SectionPanel>
  );
}
