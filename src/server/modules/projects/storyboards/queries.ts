import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import type { DriveStoryboard } from '#shared/projects/storyboards/drive-storyboards.ts';

/** Appends the link in one statement while the list has room: false (nothing written) when it is full. */
export const appendDriveStoryboard = async (
  db: Db,
  projectId: string,
  storyboard: DriveStoryboard,
  max: number,
): Promise<boolean> =>
  (
    await db
      .update(projects)
      .set({
        storyboards: sql`${projects.storyboards} || jsonb_build_array(jsonb_build_object('id', ${storyboard.id}::text, 'webLink', ${storyboard.webLink}::text))`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(projects.id, projectId), sql`jsonb_array_length(${projects.storyboards}) < ${max}`))
      .returning({ id: projects.id })
  ).length > 0;

/** Removes the link in one statement: false (nothing written) when the project has no such link. */
export const removeDriveStoryboard = async (db: Db, projectId: string, storyboardId: string): Promise<boolean> =>
  (
    await db
      .update(projects)
      .set({
        storyboards: sql`coalesce((select jsonb_agg(entry order by position) from jsonb_array_elements(${projects.storyboards}) with ordinality as kept(entry, position) where entry ->> 'id' <> ${storyboardId}::text), '[]'::jsonb)`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(projects.id, projectId),
          sql`${projects.storyboards} @> jsonb_build_array(jsonb_build_object('id', ${storyboardId}::text))`,
        ),
      )
      .returning({ id: projects.id })
  ).length > 0;
