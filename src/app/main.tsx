import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { registerServiceWorker } from './lib/sw/register-service-worker';
import { router } from './router';
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

registerServiceWorker();
