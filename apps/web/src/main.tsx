import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { bootstrapSession } from './lib/session';
import './index.css';

// Spec §4: the callback page signs in with fresh parameters, so it skips the stored-token check.
if (window.location.pathname !== '/auth/callback') void bootstrapSession();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
