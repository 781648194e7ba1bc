import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';
import { checklistProgress } from '#shared/projects/checklist.ts';
import type { ProductionStep } from '#shared/jobs/production.ts';

/**
 * An approved production job moves the project's original scenes to the step's status and ticks its
 * checklist item, in the caller's transaction so the approval and its effect land together.
 */
export const applyJobApproval = async (db: Executor, projectId: string, step: ProductionStep): Promise<void> => {
  await db
    .update(scenes)
    .set({ status: step.sceneStatus, updatedAt: sql`now()` })
    .where(and(eq(scenes.projectId, projectId), isNull(scenes.versionId)));
  const [row] = await db
    .select({ checklist: projects.checklist })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!row) return;
  const checklist = step.checklistItem ? { ...row.checklist, [step.checklistItem]: true } : row.checklist;
  const done = Object.entries(checklist)
    .filter(([, isDone]) => isDone)
    .map(([name]) => name);
  await db
    .update(projects)
    .set({ checklist, progress: checklistProgress(done), updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
};
