import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { DashboardPage } from '@/features/admin-shell/components/dashboard-page';
import { getSiteMode, type SiteMode } from '@/lib/site-mode';
import { AdminLayoutRoute } from './admin-layout-route';
import { adminChildRoutes } from './admin-routes';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// The admin's shell and its first screen, the dashboard, are part of the entry: one file for what an owner
// sees after signing in. Every other feature is its own chunk, loaded when one of its routes is first visited.
const load = {
  login: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
  callback: async () => ({
    Component: (await import('@/features/auth/components/auth-callback-page')).AuthCallbackPage,
  }),
  hostSignIn: async () => ({
    Component: (await import('@/features/auth/components/host-sign-in-page')).HostSignInPage,
  }),
  hostSignInFinish: async () => ({
    Component: (await import('@/features/auth/components/host-sign-in-finish-page')).HostSignInFinishPage,
  }),
  terms: async () => ({ Component: (await import('@/features/legal/components/terms-page')).TermsPage }),
  privacy: async () => ({
    Component: (await import('@/features/legal/components/privacy-page')).PrivacyPage,
  }),
  onboarding: async () => ({
    Component: (await import('@/features/onboarding/components/onboarding-page')).OnboardingPage,
  }),
  generating: async () => ({
    Component: (await import('@/features/generating/components/generating-page')).GeneratingPage,
  }),
  notFound: async () => ({
    Component: (await import('@/features/not-found/components/not-found-page')).NotFoundPage,
  }),
};

const notFoundRoute: RouteObject = { path: '*', lazy: load.notFound };

function adminRoute(path: string): RouteObject {
  return {
    path,
    Component: AdminLayoutRoute,
    children: [{ index: true, Component: DashboardPage }, ...adminChildRoutes(), notFoundRoute],
  };
}

export function buildRoutes(mode: SiteMode): RouteObject[] {
  // Mode A: '/' and the policy pages are server-rendered; the SPA owns /admin and its sign-in finish.
  // The platform's sign-in screens are served on a Mode A host only in single-site mode.
  const children: RouteObject[] =
    mode.mode === 'A'
      ? [
          { path: 'admin/auth/finish', lazy: load.hostSignInFinish },
          { path: 'auth/callback', lazy: load.callback },
          { path: 'auth/host-sign-in', lazy: load.hostSignIn },
          { Component: RequireAuth, children: [adminRoute('admin')] },
          notFoundRoute,
        ]
      : [
          { index: true, lazy: load.login },
          { path: 'auth/callback', lazy: load.callback },
          { path: 'auth/host-sign-in', lazy: load.hostSignIn },
          { path: 'syarat-ketentuan', lazy: load.terms },
          { path: 'kebijakan-privasi', lazy: load.privacy },
          {
            Component: RequireAuth,
            children: [
              { path: 'onboarding', lazy: load.onboarding },
              { path: 'generating-web-content', lazy: load.generating },
              adminRoute(':slug/admin'),
            ],
          },
          notFoundRoute,
        ];

  return [
    { path: '/', Component: RootLayout, HydrateFallback: PageLoader, ErrorBoundary: RouteError, children },
  ];
}

export function buildAppRoutes(): RouteObject[] {
  return buildRoutes(getSiteMode());
}

export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
