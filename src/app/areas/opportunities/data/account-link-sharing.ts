import { dynamicPropertyEndpoints } from '../../../../domain/dynamic-properties/dynamic-properties.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { useSignedInUser } from '../../../lib/session/use-session';

/**
 * Whether the signed-in user may share account links now (spec 000 §6: role, dynamic property, allow-list), from
 * GET /api/sapna/v1/account-link-sharing. Users without the role never ask; offline or failing, the answer is no.
 */
export function useAccountLinkSharing(): boolean {
  const user = useSignedInUser();
  const mayAsk = !user.readOnly && user.capabilities.includes('shareAccountLink');
  const answer = useResource(mayAsk ? `account-link-sharing:${user.id}` : null, (signal) => call(dynamicPropertyEndpoints.accountLinkSharing, { notify: false, signal }));
  return mayAsk && answer.data?.allowed === true;
}
