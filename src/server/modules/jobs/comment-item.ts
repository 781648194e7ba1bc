import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import { jobDisplayName } from '#shared/jobs/job-name.ts';
import { canSeeTrashedProject } from '#shared/projects/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import { findJob } from './queries.ts';

/**
 * How comments find a job, titled as the job list names it, in the deployment's words; who may read it
 * is the comments entry's rule (contributors). A job of a trashed project is gone with it for everyone
 * but power users.
 */
export const findJobForComments = async (
  db: Db,
  jobId: string,
  actor: Actor | null,
  { locale }: { locale: Locale },
): Promise<{ title: string } | null> => {
  const row = await findJob(db, jobId);
  if (!row || (row.projectDeleted && !canSeeTrashedProject(actor))) return null;
  return { title: `${jobDisplayName(locale, row)} · ${row.projectTitle}` };
};
