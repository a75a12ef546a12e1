import { statusTable } from '../format/status-table';
import { CALL_IDS } from '../reference/ids';

/** Call outcome names of the call ids logged on comments (spec 000 §9 gives the ids; the names are ours). */
export const CALL_STATUS = statusTable(
  {
    [CALL_IDS.CONNECTED]: 'Connected',
    [CALL_IDS.NOT_CONNECTED]: 'Not connected',
    [CALL_IDS.REDIAL]: 'Redial',
    [CALL_IDS.SERVICE_CALL_DONE]: 'Service call done',
    [CALL_IDS.SERVICE_REQUEST_RAISED]: 'Service request raised',
  },
  { unknown: (id) => `Call status ${id}` },
);
export const callStatusName = CALL_STATUS.name;
