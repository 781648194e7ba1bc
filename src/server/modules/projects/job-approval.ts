import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';
import { checklistProgress } from '#shared/projects/checklist.ts';
import { reachesStage, sceneStatusesBefore, type ProductionStep } from '#shared/jobs/production.ts';

/** The project's original scenes, in order: what a new job is for unless it names some of them. */
export const originalSceneIds = async (db: Executor, projectId: string): Promise<string[]> =>
  (
    await db
      .select({ id: scenes.id })
      .from(scenes)
      .where(and(eq(scenes.projectId, projectId), isNull(scenes.versionId)))
      .orderBy(asc(scenes.position))
  ).map((row) => row.id);

/**
 * An approved production job moves the original scenes it was for to the step's status, only
 * forward, and ticks its checklist item, in the caller's transaction so the approval and its effect
 * land together. A project that has not reached the step's stage (or is cancelled) is left as it is:
 * its status, not a job, says where production stands.
 */
export const applyJobApproval = async (
  db: Executor,
  projectId: string,
  step: ProductionStep,
  sceneIds: readonly string[],
): Promise<void> => {
  const [row] = await db
    .select({ checklist: projects.checklist, status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  if (!row || !reachesStage(row.status, step)) return;
  const earlier = sceneStatusesBefore(step);
  if (sceneIds.length > 0) {
    await db
      .update(scenes)
      .set({ status: step.sceneStatus, updatedAt: sql`now()` })
      .where(
        and(
          eq(scenes.projectId, projectId),
          isNull(scenes.versionId),
          inArray(scenes.id, [...sceneIds]),
          earlier.length > 0 ? or(isNull(scenes.status), inArray(scenes.status, earlier)) : isNull(scenes.status),
        ),
      );
  }
  const checklist = step.checklistItem ? { ...row.checklist, [step.checklistItem]: true } : row.checklist;
  const done = Object.entries(checklist)
    .filter(([, isDone]) => isDone)
    .map(([name]) => name);
  await db
    .update(projects)
    .set({ checklist, progress: checklistProgress(done), updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
};
