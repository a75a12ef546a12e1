import { createFileRoute } from '@tanstack/react-router';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { HomePage } from '../../areas/home/components/home-page';
import { workQueueItems } from './-home-queue';

/** `home`: the signed-in landing page, the role's work queue first. */
export const Route = createFileRoute('/_authed/home')({
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage queue={workQueueItems(istDateOf(new Date()))} />;
}
