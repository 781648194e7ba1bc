import { arrayContains, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { blogFiles, blogPosts, files } from '#server/db/schema/index.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export const findBlogPostById = async (db: Db, id: string): Promise<BlogPostRow | undefined> => {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
};

export const findBlogPostByShortId = async (db: Db, shortId: string): Promise<BlogPostRow | undefined> => {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.shortId, shortId)).limit(1);
  return row;
};

export const insertBlogPost = async (
  db: Db,
  post: { shortId: string; slug: string; title: string; body: string; tags: string[]; authorId: string },
): Promise<BlogPostRow | undefined> => {
  // A taken short id (one in billions) answers nothing, and the service draws another.
  const [row] = await db.insert(blogPosts).values(post).onConflictDoNothing({ target: blogPosts.shortId }).returning();
  return row;
};

export const updateBlogPost = async (
  db: Db,
  id: string,
  post: { slug: string; title: string; body: string; tags: string[] },
): Promise<BlogPostRow | undefined> => {
  const [row] = await db
    .update(blogPosts)
    .set({ ...post, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
};

export const deleteBlogPost = async (db: Db, id: string): Promise<boolean> =>
  (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;

/** Newest first, one page, optionally only the posts carrying a tag; the id breaks ties so pages never repeat a post. */
export const listBlogPosts = async (
  db: Db,
  { skip, limit, tag }: { skip: number; limit: number; tag: string | null },
): Promise<{ rows: BlogPostRow[]; count: number }> => {
  const where: SQL | undefined = tag ? arrayContains(blogPosts.tags, [tag]) : undefined;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .offset(skip)
    .limit(limit);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts).where(where);
  return { rows, count: total?.count ?? 0 };
};

export const insertBlogFile = async (db: Db, fileId: string): Promise<void> => {
  await db.insert(blogFiles).values({ fileId });
};

export const listBlogFiles = async (db: Db, limit: number): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: blogFiles.fileId, name: files.name })
    .from(blogFiles)
    .innerJoin(files, eq(files.id, blogFiles.fileId))
    .orderBy(desc(blogFiles.createdAt), desc(blogFiles.fileId))
    .limit(limit);
