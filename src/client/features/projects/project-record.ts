import type { ProjectView } from '#shared/projects/project.ts';
import type { ProjectRecord } from '#shared/projects/permissions.ts';

/** The shape the shared permission rules take, from what the API sent. */
export const toProjectRecord = (project: ProjectView): ProjectRecord => ({
  status: project.status,
  scriptStatus: project.scriptStatus,
  storyboardStatus: project.storyboardStatus,
  purchased: project.purchased,
  collabs: project.collabs.map((collab) => collab._id),
});
