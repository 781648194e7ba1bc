import { SettingsSection } from '#client/features/projects/index.ts';
import type { ProjectSectionProps } from './section-props.ts';

export const renderSettingsSection = ({ project }: ProjectSectionProps) => <SettingsSection project={project} />;
