/** The server's milestone shape (src/server/modules/milestones/milestones.schemas.ts). */

/** A payment as a milestone lists it (the payments area owns the full payment page). */
export type MilestonePayment = {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
  id: number;
  milestoneId: number;
  milestoneName: string;
  amount: number;
  modeOfPaymentId: number;
  modeOfPaymentName: string;
  yesBankResponseId: string | null;
  paymentType: string;
  statusId: number;
  statusName: string;
  referenceNumber: string | null;
  paymentDate: string | null;
  createdAt: string;
};

export type MilestoneDetail = {
  /** Changed on this device by a queued command that the server has not confirmed yet (offline issue). */
  pending?: boolean;
  id: number;
  termsheetId: number;
  name: string;
  amount: number;
  digislateAmount: number | null;
  gst: number;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  action: string | null;
  active: boolean;
  accountLegalEntityDetail: { id: number; legalName: string } | null;
  paymentDetails: MilestonePayment[];
  refundDetails: unknown[];
  invoiceDetails: null;
  paymentAdded: boolean;
  /** Sum of its payments in status 6. */
  approvedPaymentAmount: number;
  /** Sum of its payments in the pending statuses. */
  pendingPaymentAmount: number;
  /** amount + gst − approved − pending: the most a new payment may be. */
  dueAmount: number;
  editable: boolean;
  clientId: string | null;
  version: number;
};

export type { Paged } from '../../../../domain/paging/paged';

/** A termsheet a milestone can be created on. */
export type TermsheetChoice = { id: number; label: string; editable: boolean };
