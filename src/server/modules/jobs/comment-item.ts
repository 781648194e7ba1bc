import type { Db } from '#server/db/client.ts';
import { findJob } from './queries.ts';

/** How comments find a job, titled as the job list names it; who may read it is the comments entry's rule (contributors). */
export const findJobForComments = async (db: Db, jobId: string): Promise<{ title: string } | null> => {
  const row = await findJob(db, jobId);
  return row ? { title: `${row.title || row.jobType} · ${row.projectTitle}` } : null;
};
