import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import type { PortfolioEntry } from '#shared/projects/project.ts';

const portfolioPageSize = 24;

/** Only published projects whose client allowed it, and never a trashed one: the one rule for every portfolio read. */
const isPublic = and(eq(projects.published, true), eq(projects.allowPortfolio, true), eq(projects.deleted, false));

const toEntry = (row: typeof projects.$inferSelect): PortfolioEntry => ({
  slug: row.slug,
  title: row.portfolio?.title || row.title,
  client: row.portfolio?.client ?? '',
  descr: row.portfolio?.descr ?? '',
  url: row.portfolio?.url ?? '',
  featured: row.portfolio?.featured ?? false,
  videoUrl: row.videoUrl,
  videoCoverUrl: row.videoCoverUrl,
});

/** Featured entries first, then the most recently changed. */
export const listPortfolio = async (db: Db, skip: number): Promise<PortfolioEntry[]> => {
  const rows = await db
    .select()
    .from(projects)
    .where(isPublic)
    .orderBy(desc(sql`coalesce((${projects.portfolio}->>'featured')::boolean, false)`), desc(projects.updatedAt))
    .limit(portfolioPageSize)
    .offset(skip);
  return rows.map(toEntry);
};

export const findPortfolioEntry = async (db: Db, slug: string): Promise<PortfolioEntry | undefined> => {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(isPublic, eq(projects.slug, slug)))
    .limit(1);
  return row ? toEntry(row) : undefined;
};
