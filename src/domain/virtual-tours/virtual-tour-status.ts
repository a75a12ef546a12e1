import { VIRTUAL_TOUR_FINAL_STATUS_IDS, VIRTUAL_TOUR_STATUSES } from '../reference/limits';

/** A cancelled (4) or promotion-ended (9) virtual-tour slot cannot be changed (spec 002 §4). */
export function isVirtualTourFinal(statusId: number): boolean {
  return VIRTUAL_TOUR_FINAL_STATUS_IDS.includes(statusId);
}

/** Cancelling sets 4 'Cancelled', unless the webinar has already started: then 9 'Promotion Ended'. */
export function virtualTourCancelStatus(webinarStart: Date, now: Date): 4 | 9 {
  return webinarStart.getTime() < now.getTime() ? VIRTUAL_TOUR_STATUSES.PROMOTION_ENDED : VIRTUAL_TOUR_STATUSES.CANCELLED;
}
