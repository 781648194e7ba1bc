import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { MessageKey } from '#shared/i18n/index.ts';
import { dashboardGuard, legacyProjectRedirect, requireAdmin, requireContrib, requireUser } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Every page is its own chunk; the placeholder stands in until a capability fills the route. */
const placeholder = (title: MessageKey): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { PlaceholderPage } = await import('./routes/placeholder-page.tsx');
    return { Component: () => <PlaceholderPage title={title} /> };
  },
});

const projectPlaceholder: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('./routes/project-placeholder-page.tsx')).ProjectPlaceholderPage }),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        loader: dashboardGuard,
        lazy: async () => ({ Component: (await import('./routes/dashboard-page.tsx')).DashboardPage }),
      },
      { path: 'projects', loader: requireUser, ...placeholder('page.projects') },
      { path: 'projects/:projectId', ...projectPlaceholder },
      { path: 'projects/:projectId/:section', ...projectPlaceholder },
      { path: 'projects/:projectId/:section/:jobId', ...projectPlaceholder },
      { path: 'project/new', loader: requireUser, ...placeholder('page.newProject') },
      { path: 'project/:slug/pub', ...placeholder('page.project') },
      { path: 'project/:projectId', loader: legacyProjectRedirect },
      { path: 'cart', ...placeholder('page.cart') },
      { path: 'jobs', loader: requireContrib, ...placeholder('page.jobs') },
      { path: 'jobs/:jobId', loader: requireContrib, ...placeholder('page.job') },
      { path: 'feed', loader: () => redirect('/feed/all') },
      { path: 'feed/:feed', loader: requireContrib, ...placeholder('page.feed') },
      { path: 'feed/:feed/post/:postId', loader: requireContrib, ...placeholder('page.feed') },
      { path: 'users', loader: requireAdmin, ...placeholder('page.users') },
      { path: 'account', loader: requireUser, ...placeholder('page.account') },
      { path: '*', loader: requireUser, ...placeholder('page.notFound') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes, { basename: '/app' });
