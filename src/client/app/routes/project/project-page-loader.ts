import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ProjectSection } from '#shared/projects/permissions.ts';
import { projectQueryOptions, scenesQueryOptions } from '#client/features/projects/index.ts';
import { isProjectSection, loadSectionPage } from './section-pages.ts';

/** The sections that list the scenes of the version in the page's query. */
const sectionsWithScenes: ReadonlySet<string> = new Set<ProjectSection>(['scenes', 'script']);

/**
 * The project, and the scenes for the sections that list them, are asked for here, while the page's
 * chunks are on their way, rather than once the page has rendered and found it needs them. The section's
 * own chunk is waited for.
 */
export const projectPageLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    const projectId = params.projectId ?? '';
    void queryClient.prefetchQuery(projectQueryOptions(projectId));
    if (sectionsWithScenes.has(params.section ?? '')) {
      void queryClient.prefetchQuery(
        scenesQueryOptions(projectId, new URL(request.url).searchParams.get('version') ?? 'original'),
      );
    }
    if (isProjectSection(params.section)) await loadSectionPage(params.section);
    return null;
  };
