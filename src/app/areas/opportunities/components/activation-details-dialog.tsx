import { useState } from 'react';
import { APPROVAL_STATUS_LABELS } from '../../../../domain/approvals/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { PACKAGE_STATUS } from '../../../../domain/opportunities/package-statuses';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import type { ProductMapping } from '../data/opportunity-types';
import { tagActivatedListings, useActivationDetails, useUntaggedListings, type ActivationDetails, type ActivationRights } from '../data/product-activation';
import { OnlineButton } from '../../../ui/online-button';

const NOW_TEXT: Record<ActivationDetails['canActivateNow'], string> = {
  activate: 'Paid in full: activating now activates it.',
  request: 'Payment is pending or partly approved: activating now sends an activation request.',
  refuse: 'Activation cannot be done right now.',
};

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** Listings of the account's profile not tagged yet, to tag to this (activated) product. */
function TagListings({ details, profileUuid, onTagged }: { details: ActivationDetails; profileUuid: string; onTagged: () => void }) {
  const listings = useUntaggedListings(profileUuid);
  const [chosen, setChosen] = useState<number[]>([]);
  const tagging = useSave({
    success: (answer: { message: string }) => answer.message,
    onSaved: () => {
      setChosen([]);
      onTagged();
      void listings.refresh();
    },
  });
  if (listings.error) return <LoadFailed what="untagged listings" error={listings.error} onRetry={() => void listings.refresh()} />;
  if (!listings.data) return <LoadingFallback label="Loading listings…" />;
  if (listings.data.length === 0) return <p className="text-sm text-slate-600">No untagged listings on this account’s profile.</p>;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-800">Tag listings</legend>
      {listings.data.map((l) => (
        <Checkbox
          key={l.id}
          label={`#${l.id} ${l.title} (${l.type}, ${l.status})`}
          checked={chosen.includes(l.id)}
          onChange={(e) => setChosen(e.target.checked ? [...chosen, l.id] : chosen.filter((id) => id !== l.id))}
        />
      ))}
      <div>
        <OnlineButton
          size="sm"
          busy={tagging.busy}
          disabled={chosen.length === 0}
          onClick={() => void tagging.run(() => tagActivatedListings(details.opportunityProductMappingId, chosen))}
        >
          Tag selected listings
        </OnlineButton>
      </div>
    </fieldset>
  );
}

/** What the activation rule reads for one product mapping, who activated it and when, and its tagged listings. */
export function ActivationDetailsDialog({ product, rights, onClose, onChanged }: { product: ProductMapping; rights: ActivationRights; onClose: () => void; onChanged: () => void }) {
  const details = useActivationDetails(product.id);
  const d = details.data;
  const name = product.productName ?? `Product ${product.productId}`;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Activation: ${name}`}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {details.error ? (
        <LoadFailed what="activation details" error={details.error} onRetry={() => void details.refresh()} />
      ) : !d ? (
        <LoadingFallback label="Loading activation details…" />
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" aria-label="Activation details">
            <Row term="Status">{d.activated ? (d.forceActivated ? 'Activated (forced)' : 'Activated') : d.activationRequestedAt ? 'Activation requested' : 'Not activated'}</Row>
            <Row term="Package">{`${d.packageName ?? '--'} · ${PACKAGE_STATUS.name(d.packageStatusId)}`}</Row>
            {d.activatedAt && <Row term="Activated">{`${formatDateTime(d.activatedAt)}${d.activatedBy ? ` by ${d.activatedBy}` : ''}`}</Row>}
            {d.activationRequestedAt && <Row term="Requested">{formatDateTime(d.activationRequestedAt)}</Row>}
            <Row term="Discount">{APPROVAL_STATUS_LABELS[d.discountApproved as keyof typeof APPROVAL_STATUS_LABELS] ?? d.discountApproved}</Row>
            <Row term="Termsheets">{d.termsheetIds.length ? d.termsheetIds.map((id) => `#${id}`).join(', ') : 'None'}</Row>
            <Row term="Due (amount + GST)">{formatRupees(d.dueAmount)}</Row>
            <Row term="Approved payments">{formatRupees(d.approvedAmount)}</Row>
            <Row term="Pending payments">{formatRupees(d.pendingAmount)}</Row>
            {d.missingParameters.length > 0 && <Row term="Missing parameters">{d.missingParameters.join(', ')}</Row>}
            <Row term="Tagged listings">{d.taggedListingIds.length ? d.taggedListingIds.map((id) => `#${id}`).join(', ') : 'None'}</Row>
          </dl>
          {!d.activated && (
            <p role="note" className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {NOW_TEXT[d.canActivateNow]}
              {d.blockReason ? ` ${d.blockReason}` : ''}
            </p>
          )}
          {d.activated && rights.activate && rights.profileUuid && (
            <TagListings
              details={d}
              profileUuid={rights.profileUuid}
              onTagged={() => {
                void details.refresh();
                onChanged();
              }}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
