import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { ProjectSection } from '#shared/projects/permissions.ts';
import { commentCountQueryOptions } from '#client/features/comments/index.ts';
import { projectQueryOptions, scenesQueryOptions } from '#client/features/projects/index.ts';
import { askForSectionReads, isProjectSection, loadSectionPage } from './section-pages.ts';

/** The sections that list the scenes of the version in the page's query. */
const sectionsWithScenes: ReadonlySet<string> = new Set<ProjectSection>(['scenes', 'script']);

/**
 * The project, and the scenes for the sections that list them, are asked for here, while the page's
 * chunks are on their way, rather than once the page has rendered and found it needs them; so are the
 * section's other reads once the project has arrived (decision 131). The section's own chunk is waited for.
 */
export const projectPageLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    const projectId = params.projectId ?? '';
    const version = new URL(request.url).searchParams.get('version') ?? 'original';
    void queryClient.prefetchQuery(projectQueryOptions(projectId));
    // The title bar's comment count, on every section.
    void queryClient.prefetchQuery(commentCountQueryOptions(projectId, 'project'));
    if (sectionsWithScenes.has(params.section ?? ''))
      void queryClient.prefetchQuery(scenesQueryOptions(projectId, version));
    if (isProjectSection(params.section)) {
      askForSectionReads(
        queryClient,
        params.section,
        () => queryClient.ensureQueryData(projectQueryOptions(projectId)),
        version,
      );
      await loadSectionPage(params.section);
    }
    return null;
  };
