import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { buildAppRoutes, createAppRouter } from './app/router';
import { isPrerendered, loadMatchedRoutes } from './lib/prerendered';
import { bootstrapSession } from './lib/session';
import './index.css';

// The sign-in callback page signs in with fresh parameters, so it skips the stored-token check.
if (window.location.pathname !== '/auth/callback') void bootstrapSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const routes = buildAppRoutes();
if (isPrerendered(root)) await loadMatchedRoutes(routes, window.location.pathname);
const router = createAppRouter(routes);

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
