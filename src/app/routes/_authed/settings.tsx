import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../areas/settings/components/settings-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `settings`: the dynamic properties (Admin: 'people'; the server refuses everyone else). */
export const Route = createFileRoute('/_authed/settings')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/settings'),
  component: SettingsPage,
});
