import { Link } from '@tanstack/react-router';
import type { Approval } from '../../../../domain/approvals/approval-answers';
import { APPROVAL_ENTITY_TYPES } from '../../../../domain/approvals/statuses';
import { ENTITY_TYPES } from '../../../../domain/reference/ids';

/** What an approval is about, in a line: the opportunity (linked), the payment (linked), the slot, or the swap. */
export function ApprovalSubject({ approval }: { approval: Approval }) {
  if (approval.opportunity) {
    return (
      <Link to="/opportunity/$opportunityId" params={{ opportunityId: approval.opportunity.id }} className="text-blue-700 underline">
        Opportunity #{approval.opportunity.id} {approval.opportunity.name}
      </Link>
    );
  }
  if (approval.entityTypeId === APPROVAL_ENTITY_TYPES.PAYMENT) {
    return (
      <Link to="/payment/$paymentId" params={{ paymentId: approval.entityId }} className="text-blue-700 underline">
        Payment #{approval.entityId}
      </Link>
    );
  }
  if (approval.entityTypeId === ENTITY_TYPES.SLOT_DATE_EXTENSION) {
    return (
      <span>
        Slot #{approval.entityId}
        {approval.durationInDays ? `, extend by ${approval.durationInDays} days` : ''}
      </span>
    );
  }
  if (approval.swapId !== null) return <span>NP slot swap #{approval.swapId}</span>;
  return (
    <span>
      Record #{approval.entityId} (type {approval.entityTypeId})
    </span>
  );
}

/**
 * The screen an approval opens on: a slot swap on swap-approval-details/{swapId}, an approval about a payment
 * (payment, refund, late cheque) on approval-details/{paymentId} (spec 001 §2), every other kind on approval/{id}.
 */
export function ApprovalLink({ approval, children }: { approval: Approval; children: React.ReactNode }) {
  const className = 'font-medium text-blue-700 underline';
  if (approval.swapId !== null) {
    return (
      <Link to="/swap-approval-details/$swapId" params={{ swapId: approval.swapId }} className={className}>
        {children}
      </Link>
    );
  }
  if (approval.entityTypeId === APPROVAL_ENTITY_TYPES.PAYMENT) {
    return (
      <Link to="/approval-details/$paymentId" params={{ paymentId: approval.entityId }} search={{ approvalId: approval.id }} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to="/approval/$approvalId" params={{ approvalId: approval.id }} className={className}>
      {children}
    </Link>
  );
}
