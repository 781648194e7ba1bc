import type { ProjectView } from '#shared/projects/project.ts';

/** What the project page hands the section it shows. */
export interface ProjectSectionProps {
  project: ProjectView;
  /** The version the page's query names ("original" without one). */
  version: string;
  /** A job opened in the jobs section. */
  jobId: string | undefined;
}
