import type { MilestoneDetail as DomainMilestoneDetail } from '../../../../domain/milestones/milestone-contract';
import type { PaymentDetail } from '../../../../domain/payments/payment-contract';

/** A payment as a milestone lists it: the fields the screen reads (the payments area owns the full payment page). */
export type MilestonePayment = Pick<
  PaymentDetail,
  | 'id'
  | 'milestoneId'
  | 'milestoneName'
  | 'amount'
  | 'modeOfPaymentId'
  | 'modeOfPaymentName'
  | 'yesBankResponseId'
  | 'paymentType'
  | 'statusId'
  | 'statusName'
  | 'referenceNumber'
  | 'paymentDate'
  | 'createdAt'
> & {
  /** The id it was created under on a device (the copy's rows carry it; a payment being recorded is shown by it). */
  clientId?: string | null;
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
};

/** A milestone as the server answers it (the domain's milestone contract), with the device's pending flags. */
export type MilestoneDetail = Omit<DomainMilestoneDetail, 'paymentDetails'> & {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
  paymentDetails: MilestonePayment[];
};

export type { Paged } from '../../../../domain/paging/paged';

/** A termsheet a milestone can be created on. */
export type TermsheetChoice = { id: number; label: string; editable: boolean };
