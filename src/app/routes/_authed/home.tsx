import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../areas/home/components/home-page';

// The work queue (its counts name other areas' lists) loads after the page's first paint, out of the sign-in + home budget.
const LazyWorkQueue = lazy(() => import('./-home-queue').then((m) => ({ default: m.HomeWorkQueue })));

/** `home`: the signed-in landing page, the role's work queue first. */
export const Route = createFileRoute('/_authed/home')({
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <HomePage
      queue={
        <Suspense fallback={null}>
          <LazyWorkQueue />
        </Suspense>
      }
    />
  );
}
