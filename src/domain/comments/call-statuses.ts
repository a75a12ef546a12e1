import { CALL_IDS } from '../reference/ids';

/** Call outcome names of the call ids logged on comments (spec 000 §9 gives the ids; the names are ours). */
export const CALL_STATUS_NAMES: Record<number, string> = {
  [CALL_IDS.CONNECTED]: 'Connected',
  [CALL_IDS.NOT_CONNECTED]: 'Not connected',
  [CALL_IDS.REDIAL]: 'Redial',
  [CALL_IDS.SERVICE_CALL_DONE]: 'Service call done',
  [CALL_IDS.SERVICE_REQUEST_RAISED]: 'Service request raised',
};

export function callStatusName(callStatusId: number): string {
  return CALL_STATUS_NAMES[callStatusId] ?? `Call status ${callStatusId}`;
}
