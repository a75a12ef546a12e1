import { createFileRoute } from '@tanstack/react-router';
import { ManualDialingPage } from '../../areas/calling/components/manual-dialing-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `manual-dialing`: a telesales agent's calling queue and dialer (sell). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/manual-dialing')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/manual-dialing'),
  component: ManualDialingPage,
});
