/**
 * The ERP ledger's event statuses alone: the event-tracking route reads `status` from the URL with them, and the
 * route table is in the first screen's JavaScript, so this file imports nothing (erp-schema.ts holds the rest).
 */
export const ERP_EVENT_STATUSES = ['queued', 'sent', 'acknowledged', 'failed'] as const;
export type ErpEventStatus = (typeof ERP_EVENT_STATUSES)[number];
