import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { projectStatuses } from '#shared/projects/status.ts';
import { roles } from '#shared/users/constants.ts';
import { jobTypes } from '#shared/jobs/types.ts';
import { feedLevels } from '#shared/feeds/feeds.ts';
import { commentTags } from '#shared/comments/comments.ts';
import { postSectionIds } from '#shared/posts/posts.ts';

/** Issue 19's studio at scale 1; every figure is multiplied by the scale. */
export const scaleFigures = {
  users: 1_000,
  projects: 10_000,
  scenesPerProject: 20,
  commentsPerProject: 10,
  jobsPerProject: 2,
  posts: 50_000,
  /** One scale user in this many is active: they, and the demo accounts, get `notificationsPerActiveUser`. */
  activeUserEvery: 50,
} as const;

/** Issue 19: every active user's log holds this many, at every scale. */
export const notificationsPerActiveUser = 5_000;

/** The demo accounts' own share stays the same at every scale, as a real user's would, spread from the newest to the oldest. */
const demoClientProjects = 50;
const demoAdminListed = 50;
export const benchSceneCount = 60;
export const benchProjectTitle = 'Bench: sixty scenes';
const benchProjectComments = 150;

export interface ScaleOptions {
  scale: number;
  locale: Locale;
  /** The demo accounts that the benchmark signs in as; they get a fixed share of the data. */
  demoClientId: string;
  demoAdminId: string;
  demoStaffId: string;
}

const textArray = (values: readonly string[]): string => `{${values.join(',')}}`;

/**
 * A studio of a given size for benchmarks: one INSERT … SELECT per table, so scale 1 (10,000
 * projects, 200,000 scenes, 100,000 comments, 20,000 jobs, 50,000 posts, 1,000 users) takes
 * seconds. Scale users share the demo password's hash. Each client collaborates on a handful of
 * projects, so a client's list is the same size at every scale.
 */
export const seedScaleData = async (db: Db, options: ScaleOptions): Promise<void> => {
  const count = (figure: number) => Math.max(1, Math.round(figure * options.scale));
  const userCount = count(scaleFigures.users);
  const projectCount = count(scaleFigures.projects);
  const cart = JSON.stringify({ ...createCart(options.locale), hideBreakdown: false });
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (name, email, password_hash, level, roles)
      select 'Scale user ' || n, 'scale-' || n || '@scale.local', (select password_hash from users where id = ${options.demoClientId}),
             case when n % 100 < 2 then 'admin' when n % 100 < 12 then 'staff' when n % 100 < 32 then 'freelancer' else 'client' end,
             case when n % 100 between 2 and 31 then array[(${textArray(roles)}::text[])[1 + n % ${roles.length}]] else '{}'::text[] end
      from generate_series(1, ${userCount}) as n`);
    await tx.execute(sql`create temporary table scale_clients on commit drop as
      select row_number() over (order by id) as k, id from users where email like 'scale-%' and level = 'client'`);
    await tx.execute(sql`
      insert into projects (title, slug, status, type, cart, scene_count, word_count, progress, created_by, created_at, updated_at, starred)
      select 'Scale project ' || n, 'scale-project-' || n,
             (${textArray(projectStatuses)}::text[])[1 + n % ${projectStatuses.length}],
             case when n % 7 = 0 then 'internal' else 'client' end,
             ${cart}::jsonb, ${scaleFigures.scenesPerProject}, (n * 37) % 700, (n * 13) % 101, null,
             now() - make_interval(mins => n * 3), now() - make_interval(mins => n), n % 500 = 0
      from generate_series(1, ${projectCount}) as n`);
    await tx.execute(sql`create temporary table scale_projects on commit drop as
      select (substring(slug from 15))::int as n, id from projects where slug like 'scale-project-%'`);
    await tx.execute(sql`
      insert into project_collabs (project_id, user_id)
      select p.id, case when p.n % ${Math.ceil(projectCount / demoClientProjects)} = 0 then ${options.demoClientId}::uuid
                        else (select c.id from scale_clients c where c.k = 1 + p.n % (select count(*) from scale_clients)) end
      from scale_projects p`);
    await tx.execute(sql`
      insert into project_listings (project_id, user_id)
      select id, ${options.demoAdminId}::uuid from scale_projects where n % ${Math.ceil(projectCount / demoAdminListed)} = 1`);
    await tx.execute(sql`
      insert into scenes (project_id, position, text, status)
      select p.id, s, 'Scene ' || (s + 1) || ' of scale project ' || p.n || ': the narrator explains one more step.', case when s % 3 = 0 then 'scene-approved' end
      from scale_projects p cross join generate_series(0, ${scaleFigures.scenesPerProject - 1}) as s`);
    await tx.execute(sql`
      insert into comments (item_type, item_id, tag, text, html, user_id, created_at, updated_at)
      select 'project', p.id::text, (${textArray(commentTags)}::text[])[1 + (p.n + c) % ${commentTags.length}],
             'Comment ' || c || ' on scale project ' || p.n, '<p>Comment ' || c || ' on scale project ' || p.n || '</p>',
             ${options.demoStaffId}::uuid, now() - make_interval(mins => p.n * 3 - c), now() - make_interval(mins => p.n * 3 - c)
      from scale_projects p cross join generate_series(1, ${scaleFigures.commentsPerProject}) as c`);
    await tx.execute(sql`
      insert into jobs (project_id, job_type, title, body, body_html, scene_count, price, status, created_by, created_at, updated_at)
      select p.id, (${textArray(jobTypes)}::text[])[1 + (p.n + j) % ${jobTypes.length}], '', 'Job ' || j || ' of scale project ' || p.n,
             '<p>Job ' || j || ' of scale project ' || p.n || '</p>', ${scaleFigures.scenesPerProject}, 5 + (p.n % 5) * 5,
             (array['open','inprogress','pending','completed'])[1 + (p.n + j) % 4], ${options.demoAdminId}::uuid,
             now() - make_interval(mins => p.n * 3 - j), now() - make_interval(mins => p.n * 3 - j)
      from scale_projects p cross join generate_series(1, ${scaleFigures.jobsPerProject}) as j`);
    // Posts as the demo's are: written by several people, some tagged, private, with files, stories with their sections, and the
    // admin's own ratings, reads, OKs and to-dos, so the feed's first page carries every part of a post.
    await tx.execute(sql`
      with team as (select array_agg(id order by email) as ids from users where email like 'scale-%' and level <> 'client')
      insert into posts (feed, title, body, body_html, body_preview, type, is_private, files, tagged_users, rating, user_id, created_at, updated_at)
      select (${textArray([...feedLevels, ...roles])}::text[])[1 + n % ${feedLevels.length + roles.length}], 'Scale post ' || n,
             'Post ' || n || ' of the **scale** studio', '<p>Post ' || n || ' of the <strong>scale</strong> studio</p>', 'Post ' || n || ' of the scale studio',
             case n % 4 when 0 then 'story' when 2 then 'todo' else 'post' end, n % 10 = 3,
             case when n % 6 = 0 then jsonb_build_array(
               jsonb_build_object('id', md5('file-' || n)::uuid, 'name', 'brief-' || n || '.pdf', 'type', 'application/pdf', 'isImage', false),
               jsonb_build_object('id', md5('image-' || n)::uuid, 'name', 'frame-' || n || '.jpg', 'type', 'image/jpeg', 'isImage', true)) else '[]'::jsonb end,
             case when n % 3 = 0 then array[team.ids[1 + n % cardinality(team.ids)], team.ids[1 + (n + 7) % cardinality(team.ids)]] else '{}'::uuid[] end,
             1 + n % 5, case when n % 2 = 0 then ${options.demoStaffId}::uuid else team.ids[1 + (n * 3) % cardinality(team.ids)] end,
             now() - make_interval(mins => n), now() - make_interval(mins => n)
      from team cross join generate_series(1, ${count(scaleFigures.posts)}) as n`);
    await tx.execute(sql`create temporary table scale_posts on commit drop as
      select (substring(title from 12))::int as n, id from posts where title like 'Scale post %'`);
    await tx.execute(sql`
      insert into post_sections (post_id, section_id, content, html)
      select p.id, s.section_id, s.section_id || ' of scale post ' || p.n, '<p>' || s.section_id || ' of scale post ' || p.n || '</p>'
      from scale_posts p cross join unnest(${textArray(postSectionIds)}::text[]) with ordinality as s(section_id, k)
      where p.n % 4 = 0 and s.k <= 2 + p.n % 4 + (p.n / 4) % 4`);
    await tx.execute(sql`
      insert into post_ratings (post_id, user_id, rating) select id, ${options.demoAdminId}::uuid, 1 + (n * 3) % 5 from scale_posts where n % 2 = 1`);
    await tx.execute(sql`
      insert into post_reads (post_id, user_id, mark_as_read, read_at)
      select p.id, r.user_id, p.n % 6 = 0, now() - make_interval(mins => p.n) + make_interval(secs => r.k)
      from scale_posts p cross join unnest(array[${options.demoAdminId}::uuid, ${options.demoStaffId}::uuid]) with ordinality as r(user_id, k) where p.n % 3 = 0`);
    await tx.execute(sql`
      insert into post_oks (post_id, user_id, created_at)
      select p.id, r.user_id, now() - make_interval(mins => p.n) + make_interval(secs => r.k)
      from scale_posts p cross join unnest(array[${options.demoStaffId}::uuid, ${options.demoAdminId}::uuid]) with ordinality as r(user_id, k) where p.n % 5 = 0`);
    await tx.execute(sql`
      insert into post_todos (post_id, user_id) select id, ${options.demoAdminId}::uuid from scale_posts where n % 4 = 2 and n % 8 = 2`);
    // A fifth unread, as a log that is read now and then; each about one of the user's projects' comments.
    await tx.execute(sql`
      with active as (
        select id from users where email like 'scale-%' and (substring(email from 7 for position('@' in email) - 7))::int % ${scaleFigures.activeUserEvery} = 0
        union all select unnest(array[${options.demoClientId}::uuid, ${options.demoAdminId}::uuid, ${options.demoStaffId}::uuid]))
      insert into notifications (user_id, actor_id, actor_name, action_type, item_type, item_id, item_title, item_action, project_id, text, html, url, read, created_at)
      select a.id, ${options.demoStaffId}::uuid, 'Demo Staff', 'comment', 'project', p.id::text, 'Scale project ' || p.n, 'comment', p.id,
             'Comment ' || k || ' on scale project ' || p.n, '<p>Comment ' || k || ' on scale project ' || p.n || '</p>',
             '/projects/' || p.id || '?comments=1', k % 5 <> 0, now() - make_interval(mins => k)
      from active a cross join generate_series(1, ${notificationsPerActiveUser}) as k
      join scale_projects p on p.n = 1 + k % ${projectCount}`);
  });
  await seedBenchProject(db, options.demoClientId, options.demoStaffId);
};

/** The project page's benchmark: one project of sixty drawn scenes, with the demo client as collaborator. */
const seedBenchProject = async (db: Db, clientId: string, staffId: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into projects (title, slug, status, script_status, cart, scene_count, created_by)
      select ${benchProjectTitle}, 'bench-sixty-scenes', 'storyboarding', 'confirmed', cart, ${benchSceneCount}, ${clientId}::uuid
      from projects where slug = 'scale-project-1'`);
    await tx.execute(sql`
      insert into project_collabs (project_id, user_id) select id, ${clientId}::uuid from projects where slug = 'bench-sixty-scenes'`);
    // Each scene sketched over, as a storyboard's are: a data URL of 40 KB of random digits, which
    // PostgreSQL stores uncompressed as it does a PNG's base64 (the scene cards only flag it).
    await tx.execute(sql`
      insert into scenes (project_id, position, text, image, ext, status, sketch)
      select p.id, s, 'Scene ' || (s + 1) || ': a drawn frame and its narration.', 'bench-frame-' || (s + 1) || '_l.jpg', 'jpg', 'scene-approved',
        'data:image/png;base64,' || (select string_agg(md5(s || ':' || k), '') from generate_series(1, 1250) as k)
      from projects p cross join generate_series(0, ${benchSceneCount - 1}) as s where p.slug = 'bench-sixty-scenes'`);
    // A long conversation on the project (every third comment answered twice by the client) and a few comments per scene.
    await tx.execute(sql`
      insert into comments (item_type, item_id, tag, text, html, user_id, created_at, updated_at)
      select 'project', p.id::text, case when c % 4 = 0 then 'prod' else 'none' end, 'Note ' || c || ' on the sixty scenes',
             '<p>Note ' || c || ' on the sixty scenes</p>', ${staffId}::uuid, now() - make_interval(mins => 1000 - c), now() - make_interval(mins => 1000 - c)
      from projects p cross join generate_series(1, ${benchProjectComments}) as c where p.slug = 'bench-sixty-scenes'`);
    await tx.execute(sql`
      insert into comments (item_type, item_id, tag, text, html, is_reply, reply_to, user_id, created_at, updated_at)
      select parent.item_type, parent.item_id, parent.tag, 'Answer ' || r || ' to ' || parent.text, '<p>Answer ' || r || '</p>', true, parent.id,
             ${clientId}::uuid, parent.created_at + make_interval(secs => r), parent.created_at + make_interval(secs => r)
      from (select c.*, row_number() over (order by c.created_at) as k from comments c join projects p on c.item_id = p.id::text
            where p.slug = 'bench-sixty-scenes') parent cross join generate_series(1, 2) as r where parent.k % 3 = 0`);
    await tx.execute(sql`
      insert into comments (item_type, item_id, tag, text, html, user_id, created_at, updated_at)
      select 'scene', s.id::text, case when c % 2 = 0 then 'none' else 'editing' end, 'Scene note ' || c, '<p>Scene note ' || c || '</p>',
             ${staffId}::uuid, now() - make_interval(mins => c), now() - make_interval(mins => c)
      from scenes s join projects p on p.id = s.project_id cross join generate_series(1, 1 + s.position % 5) as c where p.slug = 'bench-sixty-scenes'`);
  });
};
