import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../areas/settings/components/settings-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `settings`: the dynamic properties (Admin: 'people'; the server refuses everyone else). */
export const Route = createFileRoute('/_authed/settings')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: SettingsPage,
});
