import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { registerServiceWorker } from './lib/sw/register-service-worker';
import { router } from './router';
import { dropPrerenderedLogin } from './areas/auth/prerendered-login';
import { UpdateBanner } from './shell/update-banner';
import { SnackbarProvider } from './ui/snackbar/snackbar-provider';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <SnackbarProvider>
      <RouterProvider router={router} />
      <UpdateBanner />
    </SnackbarProvider>
  </StrictMode>,
);

// The sign-in screen rendered at build time leaves when the app lands anywhere but sign-in (its form takes it over).
router.subscribe('onResolved', ({ toLocation }) => {
  if (toLocation.pathname !== '/login') dropPrerenderedLogin();
});

registerServiceWorker();
