import type { PaymentPage } from '../../../../domain/payments/payment-contract';

/** The server's payment page (the domain's payment contract). */
export type { PaymentPage };

/** What recording a payment needs to know of its milestone. */
export type PayableMilestone = { id: number; name: string; dueAmount: number };
