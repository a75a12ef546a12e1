import { statusTable } from '../format/status-table';

/**
 * Package statuses of an opportunity's package mapping (package-status/change-status, the packageStatusTypeId
 * list). The spec uses the ids without naming them; these names are ours, in the order a package lives.
 */
export const PACKAGE_STATUS = statusTable({
  1: 'Pending Activation',
  2: 'Activation Requested',
  3: 'Active',
  4: 'Expired',
  5: 'Deactivated',
});
