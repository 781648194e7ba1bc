import { CommentsButton } from '#client/features/comments/index.ts';
import { JobsSection } from '#client/features/jobs/index.ts';
import type { ProjectSectionProps } from './section-props.ts';

export const renderJobsSection = ({ project, jobId }: ProjectSectionProps) => (
  <JobsSection project={project} jobId={jobId} renderComments={(id) => <CommentsButton itemId={id} itemType="job" />} />
);
