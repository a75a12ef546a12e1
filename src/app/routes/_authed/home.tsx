import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../areas/home/components/home-page';

/** `home`: the signed-in landing page. */
export const Route = createFileRoute('/_authed/home')({
  component: HomePage,
});
