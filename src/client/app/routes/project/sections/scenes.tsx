import type { QueryClient } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import { usesDriveStoryboards } from '#shared/projects/storyboards/drive-storyboards.ts';
import { CommentsButton, commentCountQueryOptions } from '#client/features/comments/index.ts';
import { ScenesSection, scenesQueryOptions, toProjectRecord } from '#client/features/projects/index.ts';
import { askForScenesLayoutReads, ScenesLayout } from '../scenes-layout.tsx';
import type { ProjectSectionProps } from './section-props.ts';

/** The section's reads beyond the project and its scenes: the layout's, and each scene's comment count. */
export const askForScenesSectionReads = (queryClient: QueryClient, project: ProjectView, version: string): void => {
  askForScenesLayoutReads(queryClient, project, version);
  void queryClient.ensureQueryData(scenesQueryOptions(project._id, version)).then(
    ({ scenes }) => {
      for (const scene of scenes) void queryClient.prefetchQuery(commentCountQueryOptions(scene._id, 'scene'));
    },
    () => undefined,
  );
};

export const renderScenesSection = ({ project, version }: ProjectSectionProps) => (
  <ScenesLayout project={project} version={version}>
    <ScenesSection
      projectId={project._id}
      record={toProjectRecord(project)}
      builtInStoryboard={!usesDriveStoryboards(project)}
      sceneActions={(scene) => <CommentsButton itemId={scene._id} itemType="scene" compact />}
    />
  </ScenesLayout>
);
