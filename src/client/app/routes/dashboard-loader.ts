import type { QueryClient } from '@tanstack/react-query';
import { jobsQueryOptions, myJobsFilter } from '#client/features/jobs/index.ts';
import { notificationsQuery } from '#client/features/notifications/index.ts';
import { postsQueryOptions, todoBoardQuery, todoListQuery } from '#client/features/posts/index.ts';
import { myProjectsPanelParams, projectsQueryOptions } from '#client/features/projects/index.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import { dashboardGuard } from '../guards.ts';
import { dashboardPanelsOf } from './dashboard-panels.ts';

/**
 * The dashboard's panels are asked for here, while the page's chunk is on its way, rather than once each panel has
 * rendered and found what it needs: a dashboard the server draws (sign-in lands on it) is drawn once, not twice.
 */
export const dashboardLoader = (queryClient: QueryClient) => async (): Promise<null> => {
  await dashboardGuard();
  const panels = dashboardPanelsOf(getCurrentUser());
  void queryClient.prefetchInfiniteQuery(projectsQueryOptions(myProjectsPanelParams(panels.myProjects)));
  if (panels.withMyJobs) void queryClient.prefetchInfiniteQuery(jobsQueryOptions(myJobsFilter));
  void queryClient.prefetchQuery(notificationsQuery);
  void queryClient.prefetchQuery(postsQueryOptions(todoListQuery));
  if (panels.withBoard) void queryClient.prefetchQuery(postsQueryOptions(todoBoardQuery));
  return null;
};
