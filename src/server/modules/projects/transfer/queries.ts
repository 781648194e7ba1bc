import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  comments,
  files,
  projectApprovals,
  projectCollabs,
  projectCovers,
  projectListings,
  projects,
  projectVersions,
  sceneVersions,
  scenes,
  socialCovers,
  socialTitleRatings,
  socialTitles,
  users,
} from '#server/db/schema/index.ts';
import { releaseUnconfirmedAccount } from '#server/modules/auth/index.ts';

/** Every row of a project that travels with it (decision 068), files' rows not yet included. */
export const readProjectRows = async (db: Db, projectId: string) => {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return null;
  const sceneRows = await db
    .select()
    .from(scenes)
    .where(eq(scenes.projectId, projectId))
    .orderBy(scenes.versionId, scenes.position);
  const sceneIds = sceneRows.map((scene) => scene.id);
  const titleRows = await db.select().from(socialTitles).where(eq(socialTitles.projectId, projectId));
  const titleIds = titleRows.map((title) => title.id);
  const commentItems = or(
    and(eq(comments.itemType, 'project'), eq(comments.itemId, projectId)),
    sceneIds.length > 0 ? and(eq(comments.itemType, 'scene'), inArray(comments.itemId, sceneIds)) : undefined,
    titleIds.length > 0 ? and(eq(comments.itemType, 'social-title'), inArray(comments.itemId, titleIds)) : undefined,
  );
  return {
    project,
    collabs: await db.select().from(projectCollabs).where(eq(projectCollabs.projectId, projectId)),
    listings: await db.select().from(projectListings).where(eq(projectListings.projectId, projectId)),
    versions: await db.select().from(projectVersions).where(eq(projectVersions.projectId, projectId)),
    scenes: sceneRows,
    sceneVersions:
      sceneIds.length > 0 ? await db.select().from(sceneVersions).where(inArray(sceneVersions.sceneId, sceneIds)) : [],
    approvals: await db.select().from(projectApprovals).where(eq(projectApprovals.projectId, projectId)),
    // Top-level comments before their replies, so the replies' parents exist when they are inserted.
    comments: await db.select().from(comments).where(commentItems).orderBy(comments.isReply, comments.createdAt),
    socialTitles: titleRows,
    socialTitleRatings:
      titleIds.length > 0
        ? await db.select().from(socialTitleRatings).where(inArray(socialTitleRatings.titleId, titleIds))
        : [],
    socialCovers: await db.select().from(socialCovers).where(eq(socialCovers.projectId, projectId)),
    projectCovers: await db.select().from(projectCovers).where(eq(projectCovers.projectId, projectId)),
  };
};
export type ProjectRows = NonNullable<Awaited<ReturnType<typeof readProjectRows>>>;

export const findPeople = async (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: users.id, name: users.name, email: users.email, picture: users.picture })
        .from(users)
        .where(inArray(users.id, [...ids]));

export const projectExists = async (db: Db, projectId: string): Promise<boolean> =>
  (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).limit(1)).length > 0;

export const existingFileIds = async (db: Db, ids: readonly string[]): Promise<Set<string>> =>
  new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: files.id })
            .from(files)
            .where(inArray(files.id, [...ids]))
        ).map((row) => row.id),
  );

/** This host's accounts by lower-cased address, each with whether its address is proven (decision 091). */
export const usersByEmail = async (
  db: Db,
  emails: readonly string[],
): Promise<Map<string, { id: string; confirmed: boolean }>> => {
  if (emails.length === 0) return new Map();
  const lowered = emails.map((email) => email.toLowerCase());
  const rows = await db
    .select({ id: users.id, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowered));
  return new Map(rows.map((row) => [row.email.toLowerCase(), { id: row.id, confirmed: row.confirmedAt !== null }]));
};

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The project's rows with their ids kept and people already mapped to this host's users. */
export interface ImportRows {
  newUsers: Insert<typeof users>[];
  /** Unconfirmed accounts the project names, taken back from whoever signed in to them. */
  releasedUsers: Parameters<typeof releaseUnconfirmedAccount>[1][];
  files: Insert<typeof files>[];
  project: Insert<typeof projects>;
  collabs: Insert<typeof projectCollabs>[];
  listings: Insert<typeof projectListings>[];
  versions: Insert<typeof projectVersions>[];
  scenes: Insert<typeof scenes>[];
  sceneVersions: Insert<typeof sceneVersions>[];
  approvals: Insert<typeof projectApprovals>[];
  comments: Insert<typeof comments>[];
  socialTitles: Insert<typeof socialTitles>[];
  socialTitleRatings: Insert<typeof socialTitleRatings>[];
  socialCovers: Insert<typeof socialCovers>[];
  projectCovers: Insert<typeof projectCovers>[];
}

/** All of it in one transaction: a failure anywhere leaves this host as it was. */
export const insertTransferredProject = async (db: Db, rows: ImportRows): Promise<void> => {
  await db.transaction(async (tx) => {
    if (rows.newUsers.length > 0) await tx.insert(users).values(rows.newUsers);
    for (const released of rows.releasedUsers) await releaseUnconfirmedAccount(tx, released);
    // A file already here (sent before with another project) is the same object: kept as it is.
    if (rows.files.length > 0) await tx.insert(files).values(rows.files).onConflictDoNothing();
    await tx.insert(projects).values(rows.project);
    if (rows.collabs.length > 0) await tx.insert(projectCollabs).values(rows.collabs);
    if (rows.listings.length > 0) await tx.insert(projectListings).values(rows.listings);
    if (rows.versions.length > 0) await tx.insert(projectVersions).values(rows.versions);
    if (rows.scenes.length > 0) await tx.insert(scenes).values(rows.scenes);
    if (rows.sceneVersions.length > 0) await tx.insert(sceneVersions).values(rows.sceneVersions);
    if (rows.approvals.length > 0) await tx.insert(projectApprovals).values(rows.approvals);
    const topLevel = rows.comments.filter((comment) => !comment.isReply);
    const replies = rows.comments.filter((comment) => comment.isReply);
    if (topLevel.length > 0) await tx.insert(comments).values(topLevel);
    if (replies.length > 0) await tx.insert(comments).values(replies);
    if (rows.socialTitles.length > 0) await tx.insert(socialTitles).values(rows.socialTitles);
    if (rows.socialTitleRatings.length > 0) await tx.insert(socialTitleRatings).values(rows.socialTitleRatings);
    if (rows.socialCovers.length > 0) await tx.insert(socialCovers).values(rows.socialCovers);
    if (rows.projectCovers.length > 0) await tx.insert(projectCovers).values(rows.projectCovers);
  });
};
