import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresPoolSize } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import { benchProjectTitle, seedScaleData } from '#server/seed/seed-scale.ts';
import { useTestApp } from '../../support/test-app.ts';

// Decision 078: a list prepared with `LIMIT $n` is priced for a tenth of its rows in its generic plan,
// so PostgreSQL plans every call anew. Named statements exist on real PostgreSQL only: PGlite runs
// each statement unnamed, so this runs in the parity run (`npm run test:pg`).
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
const t = useTestApp();

interface CachedStatement {
  name: string;
  generic_plans: number;
  custom_plans: number;
}

describe.runIf(onPostgres)('the prepared list reads', () => {
  const cookies: Record<'admin' | 'client', string> = { admin: '', client: '' };
  let benchProjectId = '';

  beforeAll(async () => {
    const [admin, staff, client] = [
      await t.createUser('admin'),
      await t.createUser('staff'),
      await t.createUser('client'),
    ];
    // A tenth of the scale studio: enough rows that a plan for a tenth of them costs more than one for a page.
    await seedScaleData(t.database.db, {
      scale: 0.1,
      locale: 'en',
      demoClientId: client._id,
      demoAdminId: admin._id,
      demoStaffId: staff._id,
    });
    await t.database.executeSql('analyze');
    cookies.admin = await t.signIn(admin.email);
    cookies.client = await t.signIn(client.email);
    const [bench] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.title, benchProjectTitle));
    benchProjectId = bench?.id ?? '';
  }, 120_000);

  /** Every connection's plan cache: each of the pool's connections held at once, so that each answers for itself. */
  const cachedStatements = async (): Promise<CachedStatement[]> => {
    const answers = await Promise.all(
      Array.from({ length: postgresPoolSize }, () =>
        t.database.executeSql(
          `select pg_sleep(0.2), coalesce(json_agg(json_build_object('name', name, 'generic_plans', generic_plans, 'custom_plans', custom_plans)), '[]') as statements
           from pg_prepared_statements where name like 'list\\_%'`,
        ),
      ),
    );
    return answers.flatMap((answer) => answer.rows[0]?.statements as CachedStatement[]);
  };

  it('settle on one plan each instead of planning every call', async () => {
    const reads: [keyof typeof cookies, string][] = [
      ['admin', '/api/projects'],
      ['admin', '/api/projects?status=uncompleted'],
      ['admin', '/api/jobs'],
      ['admin', '/api/notifs'],
      ['admin', '/api/posts?feed=all&sort=latest'],
      ['client', `/api/comments?itemType=project&itemId=${benchProjectId}`],
    ];
    for (const [who, url] of reads) {
      // One after another, so that the calls mostly reuse one connection and pass PostgreSQL's five custom plans.
      for (let call = 0; call < 12; call += 1) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
        expect(response.statusCode, url).toBe(200);
      }
    }
    const statements = await cachedStatements();
    const families = [
      'list_project_cards',
      'list_jobs',
      'list_notification_page',
      'list_posts',
      'list_comment_threads',
    ];
    for (const family of families) {
      const used = statements.filter(
        (statement) => statement.name.startsWith(family) && statement.custom_plans + statement.generic_plans > 5,
      );
      expect(used.length, `${family} ran more than five times on one connection`).toBeGreaterThan(0);
      for (const statement of used)
        expect(statement.generic_plans, `${statement.name}: ${statement.custom_plans} custom plans`).toBeGreaterThan(0);
    }
  });
});
