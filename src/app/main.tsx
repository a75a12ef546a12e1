import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { registerServiceWorker } from './lib/sw/register-service-worker';
import { router } from './router';
import { dropPrerenderedLogin } from './areas/auth/prerendered-login';
import { dropAppLoading } from './shell/app-loading';
import { UpdateBanner } from './shell/update-banner';
import { SnackbarProvider } from './ui/snackbar/snackbar-provider';
import { browserSaysOffline } from './lib/browser';
import { session } from './lib/session/session';
import { startOfflineRuntimeEarly } from './shell/start-offline-early';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render in a transition: React builds the shell a few milliseconds at a time between the browser's other
// work, not in one task (on Lighthouse's mobile profile, 4x CPU, the first render was a task of 230-450 ms; issue 10).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <SnackbarProvider>
        <RouterProvider router={router} />
        <UpdateBanner />
      </SnackbarProvider>
    </StrictMode>,
  ),
);

// The first screen is on the page: the loading screen leaves, and so does the sign-in screen rendered at build time
// when the app lands anywhere but sign-in (there, its form takes it over).
router.subscribe('onResolved', ({ toLocation }) => {
  dropAppLoading();
  if (toLocation.pathname !== '/login') dropPrerenderedLogin();
});

// Offline, the user is known from the device at once: the device's copy starts opening now, while the first
// screen's code loads, not once the signed-in layout's chunk has (instant offline start, issue 10). Online the
// layout starts it, so a first visit's screen does not share the network with the offline code.
if (browserSaysOffline()) {
  session.ensure().then(
    (state) => {
      if (state.status === 'signedIn') startOfflineRuntimeEarly(state.user);
    },
    () => undefined,
  );
}

registerServiceWorker();
