import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { driveSetups } from '#server/db/schema/index.ts';
import type { DriveSetupStatus } from '#shared/projects/drive/drive.ts';
import type { DriveFolder } from './providers.ts';

export type DriveSetupRow = typeof driveSetups.$inferSelect;

/** A run that has not written to its setup for this long is taken to have died with its instance. */
const staleRun = sql`now() - interval '5 minutes'`;

/** Undefined when the project already has a setup under way (the partial unique index says so). */
export const insertDriveSetup = async (
  db: Db,
  values: { projectId: string; startedBy: string; log: string },
): Promise<DriveSetupRow | undefined> => {
  const [row] = await db.insert(driveSetups).values(values).onConflictDoNothing().returning();
  return row;
};

/** The run takes the setup when it waits, or when the run that had it stopped writing long ago. */
export const claimDriveSetup = async (db: Db, setupId: string): Promise<DriveSetupRow | undefined> => {
  const [row] = await db
    .update(driveSetups)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(
      and(
        eq(driveSetups.id, setupId),
        or(
          eq(driveSetups.status, 'queued'),
          and(eq(driveSetups.status, 'running'), lt(driveSetups.updatedAt, staleRun)),
        ),
      ),
    )
    .returning();
  return row;
};

export const appendDriveLog = async (db: Db, setupId: string, line: string): Promise<void> => {
  await db
    .update(driveSetups)
    .set({ log: sql`${driveSetups.log} || ${`${line}\n`}`, updatedAt: sql`now()` })
    .where(eq(driveSetups.id, setupId));
};

export const saveRootFolder = async (db: Db, setupId: string, rootFolder: DriveFolder): Promise<void> => {
  await db.update(driveSetups).set({ rootFolder, updatedAt: sql`now()` }).where(eq(driveSetups.id, setupId));
};

export const finishDriveSetup = async (
  db: Db,
  setupId: string,
  status: Extract<DriveSetupStatus, 'complete' | 'failed'>,
  line: string,
): Promise<void> => {
  await db
    .update(driveSetups)
    .set({ status, log: sql`${driveSetups.log} || ${`${line}\n`}`, updatedAt: sql`now()` })
    .where(eq(driveSetups.id, setupId));
};

/** The caller's latest setup, whichever project it was for (decision 067: progress is per user). */
export const findLatestDriveSetup = async (db: Db, userId: string): Promise<DriveSetupRow | undefined> => {
  const [row] = await db
    .select()
    .from(driveSetups)
    .where(eq(driveSetups.startedBy, userId))
    .orderBy(desc(driveSetups.createdAt))
    .limit(1);
  return row;
};

/** Setups whose job was lost: waiting for over a minute, or a run that stopped writing. */
export const findStrandedDriveSetups = async (db: Db): Promise<string[]> => {
  const rows = await db
    .select({ id: driveSetups.id })
    .from(driveSetups)
    .where(
      or(
        and(eq(driveSetups.status, 'queued'), lt(driveSetups.createdAt, sql`now() - interval '1 minute'`)),
        and(inArray(driveSetups.status, ['running']), lt(driveSetups.updatedAt, staleRun)),
      ),
    )
    .limit(20);
  return rows.map((row) => row.id);
};
