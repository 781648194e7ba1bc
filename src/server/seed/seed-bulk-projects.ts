import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { projectStatuses } from '#shared/projects/status.ts';

/**
 * Many projects at once, for load tests and benchmarks: one INSERT … SELECT per table, so ten
 * thousand projects take seconds. Every fifth project has the given client as collaborator and
 * every tenth is on the admin's My Projects list.
 */
export const seedBulkProjects = async (
  db: Db,
  options: { count: number; locale: Locale; clientId: string; adminId: string },
): Promise<void> => {
  const cart = JSON.stringify({ ...createCart(options.locale), hideBreakdown: false });
  const statuses = `{${projectStatuses.join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into projects (id, title, slug, status, type, cart, scene_count, word_count, progress, updated_at)
      select gen_random_uuid(), 'Bulk project ' || n, 'bulk-project-' || n,
             (${statuses}::text[])[1 + n % ${projectStatuses.length}],
             case when n % 7 = 0 then 'internal' else 'client' end,
             ${cart}::jsonb, 1 + n % 12, (n * 37) % 700, (n * 13) % 101,
             now() - make_interval(mins => n)
      from generate_series(1, ${options.count}) as n`);
    await tx.execute(sql`
      insert into project_collabs (project_id, user_id)
      select id, ${options.clientId}::uuid from projects where slug like 'bulk-project-%' and (substring(slug from 14))::int % 5 = 0`);
    await tx.execute(sql`
      insert into project_listings (project_id, user_id)
      select id, ${options.adminId}::uuid from projects where slug like 'bulk-project-%' and (substring(slug from 14))::int % 10 = 0`);
    await tx.execute(sql`
      insert into scenes (project_id, position)
      select id, 0 from projects where slug like 'bulk-project-%'`);
  });
};
