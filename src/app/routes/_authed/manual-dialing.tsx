import { createFileRoute } from '@tanstack/react-router';
import { ManualDialingPage } from '../../areas/calling/components/manual-dialing-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `manual-dialing`: a telesales agent's calling queue and dialer (sell). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/manual-dialing')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'telesales'),
  component: ManualDialingPage,
});
