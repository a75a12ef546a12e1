// What other modules may read of payments (milestones show a milestone's payments and totals); they import services only.
export { countLivePayments, paymentsOfMilestones, paymentTotalsOfMilestones } from './payments.repo';
export { refundsOfMilestones } from './payment-records.repo';
