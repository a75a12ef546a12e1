import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../areas/home/components/home-page';
// The work queue comes with the page (about 3 KB gzip, inside the sign-in + home budget): loaded after the first
// paint, its cards pushed the rest of the page down as they appeared (0.23 of layout shift on a phone).
import { HomeWorkQueue } from './-home-queue';

/** `home`: the signed-in landing page, the role's work queue first. */
export const Route = createFileRoute('/_authed/home')({
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <HomePage
      queue={<HomeWorkQueue />}
    />
  );
}
