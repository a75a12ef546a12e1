/** The server's payment page shape (src/server/modules/payments/payments.schemas.ts). */
export type PaymentPage = {
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
  pinCode: string;
  referenceNumber: string | null;
  paymentDate: string | null;
  sendToRcm: boolean;
  apiVersion: string;
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  termsheetId: number;
  opportunityId: number;
  opportunityName: string;
  opportunityKind: string;
  accountId: number;
  accountName: string;
  editable: boolean;
  breadcrumbs: { accountId: number; opportunityId: number; termsheetId: number; milestoneId: number };
};

/** What recording a payment needs to know of its milestone. */
export type PayableMilestone = { id: number; name: string; dueAmount: number };
