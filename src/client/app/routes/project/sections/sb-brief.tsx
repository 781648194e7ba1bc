import { StoryboardBriefSection } from '#client/features/projects/index.ts';
import type { ProjectSectionProps } from './section-props.ts';

export const renderStoryboardBriefSection = ({ project }: ProjectSectionProps) => (
  <StoryboardBriefSection project={project} />
);
