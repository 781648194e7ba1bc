import { CollaboratorsSection } from '#client/features/projects/index.ts';
import type { ProjectSectionProps } from './section-props.ts';

export const renderCollaboratorsSection = ({ project }: ProjectSectionProps) => (
  <CollaboratorsSection project={project} />
);
