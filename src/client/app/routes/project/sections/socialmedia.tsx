import { SocialMediaSection } from '#client/features/projects/index.ts';
import type { ProjectSectionProps } from './section-props.ts';

export const renderSocialMediaSection = ({ project }: ProjectSectionProps) => <SocialMediaSection project={project} />;
