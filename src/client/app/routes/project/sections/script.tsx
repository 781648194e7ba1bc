import { ScriptSection } from '#client/features/projects/index.ts';
import type { ProjectSectionProps } from './section-props.ts';

export const renderScriptSection = ({ project }: ProjectSectionProps) => <ScriptSection project={project} />;
