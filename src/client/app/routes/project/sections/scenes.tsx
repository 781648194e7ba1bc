import { usesDriveStoryboards } from '#shared/projects/storyboards/drive-storyboards.ts';
import { CommentsButton } from '#client/features/comments/index.ts';
import { ScenesSection, toProjectRecord } from '#client/features/projects/index.ts';
import { ScenesLayout } from '../scenes-layout.tsx';
import type { ProjectSectionProps } from './section-props.ts';

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
