import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { Loading } from '#client/components/loading.tsx';
import { projectsLoader } from '#client/features/projects/index.ts';
import type { AppMessageKey } from '#shared/i18n/app-en.ts';
import { legacyProjectRedirect, requirePermission, requireUser } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { dashboardLoader } from './routes/dashboard-loader.ts';
import { projectPageLoader } from './routes/project/project-page-loader.ts';
import { RouteError } from './routes/route-error.tsx';

/** Every page is its own chunk; the placeholder stands in until a capability fills the route. */
const placeholder = (title: AppMessageKey): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { PlaceholderPage } = await import('./routes/placeholder-page.tsx');
    return { Component: () => <PlaceholderPage title={title} /> };
  },
});

// The loader is outside the page's chunk, so that the project is asked for while the chunk loads. It
// runs again only for another project: a section, a version or an opened comment thread changes the
// query, and the page's own queries ask for what they lack, where a prefetch would ask again for the
// project and its scenes once they are 30 s old.
const projectPage = (queryClient: QueryClient): Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'lazy'> => ({
  loader: projectPageLoader(queryClient),
  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.projectId !== nextParams.projectId,
  lazy: async () => ({ Component: (await import('./routes/project/project-page.tsx')).ProjectPage }),
});

const feedPage: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('./routes/feed-page.tsx')).FeedPage }),
};

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown while the landing route's loaders answer, where the router would otherwise draw nothing.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        index: true,
        loader: dashboardLoader(queryClient),
        lazy: async () => ({ Component: (await import('./routes/dashboard-page.tsx')).DashboardPage }),
      },
      {
        path: 'projects',
        // The loader is outside the page's chunk, so that the list is asked for while the chunk loads.
        loader: async (args) => (await requireUser()) ?? projectsLoader(queryClient)(args),
        lazy: async () => ({
          Component: (await import('#client/features/projects/pages/projects-page.tsx')).ProjectsPage,
        }),
      },
      { path: 'projects/:projectId', loader: ({ params }) => redirect(`/projects/${params.projectId ?? ''}/scenes`) },
      {
        path: 'projects/:projectId/review/:videoId',
        lazy: async () => ({
          Component: (await import('#client/features/projects/review/pages/review-page.tsx')).ReviewPage,
        }),
      },
      { path: 'projects/:projectId/:section', ...projectPage(queryClient) },
      { path: 'projects/:projectId/:section/:jobId', ...projectPage(queryClient) },
      {
        path: 'project/new',
        loader: requireUser,
        lazy: async () => ({
          Component: (await import('#client/features/projects/create/pages/new-project-page.tsx')).NewProjectPage,
        }),
      },
      {
        path: 'project/:slug/pub',
        lazy: async () => ({
          Component: (await import('#client/features/projects/portfolio/pages/portfolio-entry-page.tsx'))
            .PortfolioEntryPage,
        }),
      },
      { path: 'project/:projectId', loader: legacyProjectRedirect },
      {
        path: 'cart',
        lazy: async () => ({
          Component: (await import('#client/features/projects/cart/pages/cart-page.tsx')).CartPage,
        }),
      },
      {
        path: 'jobs',
        loader: requirePermission('viewJobs'),
        lazy: async () => ({ Component: (await import('#client/features/jobs/pages/jobs-page.tsx')).JobsPage }),
      },
      {
        path: 'jobs/:jobId',
        loader: requirePermission('viewJobs'),
        lazy: async () => ({ Component: (await import('./routes/project/job-page.tsx')).JobPage }),
      },
      { path: 'feed', loader: () => redirect('/feed/all') },
      { path: 'feed/:feed', loader: requirePermission('viewFeeds'), ...feedPage },
      { path: 'feed/:feed/post/:postId', loader: requirePermission('viewFeeds'), ...feedPage },
      {
        path: 'users',
        loader: requirePermission('manageUsers'),
        // The filters live in the query: changing one must not re-run the guard, which would remount the page and take the focus from the search box.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: async () => ({ Component: (await import('#client/features/users/pages/users-page.tsx')).UsersPage }),
      },
      {
        path: 'webhooks',
        loader: requirePermission('manageWebhooks'),
        lazy: async () => ({
          Component: (await import('#client/features/webhooks/index.ts')).WebhooksPage,
        }),
      },
      {
        path: 'account',
        loader: requireUser,
        lazy: async () => ({ Component: (await import('./routes/account-page.tsx')).AccountPage }),
      },
      // The blog editor (issue 17), for admins; the posts themselves are the public /blog pages.
      {
        path: 'blog/new',
        loader: requirePermission('editBlog'),
        lazy: async () => ({ Component: (await import('#client/features/blog/index.ts')).BlogEditorPage }),
      },
      {
        path: 'blog/:postId/edit',
        loader: requirePermission('editBlog'),
        lazy: async () => ({ Component: (await import('#client/features/blog/index.ts')).BlogEditorPage }),
      },
      { path: '*', loader: requireUser, ...placeholder('page.notFound') },
    ],
  },
];

export const appBasename = '/app';

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(appRoutes(queryClient), { basename: appBasename });
