import { useNavigate } from '@tanstack/react-router';
import { createVirtualTourSlotSchema, VIRTUAL_TOUR_MESSAGES, VIRTUAL_TOUR_SELLING_TYPES, VIRTUAL_TOUR_SERVICE_TYPES } from '../../../../domain/virtual-tours/virtual-tour';
import { VIRTUAL_TOUR_PRODUCT_KEY } from '../../../../domain/reference/ids';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { Form, FormSubmit } from '../../../ui/form/form';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { RecordMultiPicker, RecordPicker } from '../../../ui/form/record-picker';
import { TextField } from '../../../ui/form/text-field';
import { useSoldAmountPrefill } from '../../../lib/data/use-sold-amount-prefill';
import { createVirtualTourSlot } from '../data/virtual-tours-api';
import { slotTimestampOf } from './slot-time';
import { Screen } from '../../../ui/screen';

const DRAFT_KEY = 'virtual-tour:create';

const BLANK = {
  opportunityId: '',
  profileUuid: '',
  profileType: '',
  eventId: '',
  amount: '',
  polygonUuids: '',
  webinarStart: '',
  webinarEnd: '',
  promotedListingId: '',
  serviceType: '',
  sellingType: '',
  pocDetails: '',
  remarks: '',
};
type Values = typeof BLANK;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** `virtual-tour/create-slot`: a webinar slot for an opportunity (sell). Online only; what was typed is kept. */
export function VirtualTourCreatePage() {
  const navigate = useNavigate();
  const form = useDraftForm(DRAFT_KEY, {
    defaultValues: BLANK,
    schema: createVirtualTourSlotSchema,
    toInput: (v: Values) => ({
      payment_details: { amount: numberOrNull(v.amount) },
      products: { '82': { polygon_uuids: v.polygonUuids.split(',').map((p) => p.trim()).filter(Boolean) } },
      profile_uuid: v.profileUuid,
      opportunity_id: numberOrNull(v.opportunityId),
      event_id: numberOrNull(v.eventId),
      profile_type: v.profileType || null,
      product_details: {
        webinar_start_date_time: slotTimestampOf(v.webinarStart),
        webinar_end_date_time: slotTimestampOf(v.webinarEnd),
        remarks: v.remarks || null,
        promoted_listing_id: numberOrNull(v.promotedListingId),
        service_type: v.serviceType,
        poc_details: v.pocDetails || null,
        selling_type: v.sellingType,
      },
    }),
    errorsAt: {
      'payment_details.amount': 'amount',
      payment_details: 'amount',
      'products.82.polygon_uuids': 'polygonUuids',
      'products.82': 'polygonUuids',
      products: 'polygonUuids',
      profile_uuid: 'profileUuid',
      opportunity_id: 'opportunityId',
      event_id: 'eventId',
      'product_details.webinar_start_date_time': 'webinarStart',
      'product_details.webinar_end_date_time': 'webinarEnd',
      'product_details.promoted_listing_id': 'promotedListingId',
      'product_details.service_type': 'serviceType',
      'product_details.selling_type': 'sellingType',
      'product_details.poc_details': 'pocDetails',
      'product_details.remarks': 'remarks',
    },
    save: (input) => createVirtualTourSlot(input),
    success: VIRTUAL_TOUR_MESSAGES.created,
    onSaved: (slot) => navigate({ to: '/virtual-tour/$tourId', params: { tourId: slot.id } }),
  });
  useSoldAmountPrefill(VIRTUAL_TOUR_PRODUCT_KEY, form.values.opportunityId, form.values.amount, (v) => form.setValue('amount', v));

  return (
    <Screen width="lg" title="Create Virtual Tour Slot" description="A webinar slot (product 82) for an opportunity. Times are Asia/Kolkata.">
      <Form form={form} label="Create virtual-tour slot">
        <SectionPanel title="Booking">
          <div className="grid gap-3 sm:grid-cols-2">
            <RecordPicker kind="opportunity" label="Opportunity" required {...form.field('opportunityId')} />
            <RecordPicker kind="profile" label="Profile" hint="The seller's profile" required {...form.field('profileUuid')} />
            <TextField label="Profile type" {...form.field('profileType')} />
            <RecordPicker kind="event" label="Event" {...form.field('eventId')} />
            <TextField label="Amount (₹)" inputMode="decimal" hint="From the opportunity's sold package; blank takes its price" {...form.field('amount')} />
            <RecordMultiPicker kind="polygon" label="Polygons" hint="Cities or localities" required {...form.field('polygonUuids')} />
          </div>
        </SectionPanel>
        <SectionPanel title="Webinar">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Webinar start" type="datetime-local" required {...form.field('webinarStart')} />
            <TextField label="Webinar end" type="datetime-local" required {...form.field('webinarEnd')} />
            <RecordPicker
              kind="listing"
              label="Promoted listing"
              of={form.values.profileUuid || null}
              hint={form.values.profileUuid ? "One of the profile's listings" : 'Pick the profile first'}
              {...form.field('promotedListingId')}
            />
            <SelectField label="Service type" placeholder="Select…" required options={optionsOf(VIRTUAL_TOUR_SERVICE_TYPES)} {...form.field('serviceType')} />
            <SelectField label="Selling type" placeholder="Select…" required options={optionsOf(VIRTUAL_TOUR_SELLING_TYPES)} {...form.field('sellingType')} />
            <TextField label="POC details" {...form.field('pocDetails')} />
            <TextAreaField label="Remarks" className="sm:col-span-2" {...form.field('remarks')} />
          </div>
        </SectionPanel>
        <FormSubmit busy={form.busy}>Create slot</FormSubmit>
      </Form>
    </Screen>
  );
}
