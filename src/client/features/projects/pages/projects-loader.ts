import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { parseProjectStatusFilter } from '#shared/projects/status.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { can } from '#shared/users/permissions.ts';
import { getCurrentUser } from '#client/lib/page-data.ts';
import type { ProjectListParams } from '../api/project-keys.ts';
import { projectsQueryOptions, searchProjectsQueryOptions } from '../api/project-queries.ts';

export const adminFilters = ['my-projects', 'all', 'internal', 'client', 'trash'] as const;
type ListFilter = (typeof adminFilters)[number];

const listParams = (filter: ListFilter, status: string | null): ProjectListParams => {
  const base: ProjectListParams = status ? { status } : {};
  switch (filter) {
    case 'my-projects':
      return { ...base, listed: true };
    case 'internal':
    case 'client':
      return { ...base, type: filter };
    case 'trash':
      return { ...base, deleted: true };
    case 'all':
      return base;
  }
};

/** What /projects shows its reader for its query: the filter tab, the status, the search term and the list asked for. */
export const projectListView = (searchParams: URLSearchParams, user: SessionUser | null) => {
  const filterParam = searchParams.get('filter');
  const filter: ListFilter =
    adminFilters.find(
      (value) => value === filterParam && (value === 'my-projects' || can(user, 'filterProjectsByType')),
    ) ?? 'my-projects';
  const status = can(user, 'filterProjectsByStatus') ? parseProjectStatusFilter(searchParams.get('status')) : null;
  return { filter, status, search: searchParams.get('search')?.trim() ?? '', list: listParams(filter, status) };
};

/**
 * Spec §2: with no filter the list redirects to filter=my-projects. The page's first answer is asked
 * for here, while the page's chunk is still on its way, rather than once the page has rendered; the
 * page's own query then finds it in flight or done.
 */
export const projectsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    if (!url.searchParams.get('filter')) {
      url.searchParams.set('filter', 'my-projects');
      throw redirect(`/projects?${url.searchParams.toString()}`);
    }
    const view = projectListView(url.searchParams, getCurrentUser());
    void (view.search
      ? queryClient.prefetchQuery(searchProjectsQueryOptions(view.search))
      : queryClient.prefetchInfiniteQuery(projectsQueryOptions(view.list)));
    return null;
  };
