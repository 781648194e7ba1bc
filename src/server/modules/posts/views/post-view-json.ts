import { sql, type SQLWrapper } from 'drizzle-orm';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { postOks, postRatings, postReads, postSections, postTodos, users } from '#server/db/schema/index.ts';
import { postSectionIds } from '#shared/posts/posts.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';

/** A person a post shows, as the feeds show people. */
const personJson = (user: string) =>
  sql`json_build_object('_id', ${sql.raw(user)}.id, 'name', ${sql.raw(user)}.name, 'picture', coalesce(${sql.raw(user)}.picture, ${defaultAvatar}))`;

/** The sections in the order the post form lists them; a section of another id is not shown. */
const sectionOrder = sql.raw(`array[${postSectionIds.map((id) => `'${id}'`).join(', ')}]::text[]`);

/**
 * A post as it is shown to the reader `viewerId` (`Post`), written by PostgreSQL: the one definition
 * of the post's view (decision 082). The ratings and to-dos carry the reader's own only. What each
 * post shows beside its row are subqueries: index probes for the rows of the page only, in the same
 * statement (decision 075). Tagged people are found by key (a post tags each person once), not by
 * joining an unnested array, which PostgreSQL answers with a hash of the whole users table. Drizzle
 * leaves columns unqualified in a one-table select, so the correlated subqueries name the outer table themselves.
 */
export const postViewJson = (
  viewerId: SQLWrapper,
) => sql<string>`json_build_object('_id', "posts"."id", 'feed', "posts"."feed", 'title', "posts"."title", 'body', "posts"."body",
  'bodyHtml', "posts"."body_html", 'bodyPreview', "posts"."body_preview", 'type', "posts"."type", 'private', "posts"."is_private", 'files', "posts"."files",
  'users', coalesce((select json_agg(${personJson('u')} order by array_position("posts"."tagged_users", u.id))
    from ${users} u where u.id = any("posts"."tagged_users")), '[]'::json),
  'user', "posts"."user_id", 'author', (select ${personJson('u')} from ${users} u where u.id = "posts"."user_id"), 'rating', "posts"."rating",
  'ratings', coalesce((select json_build_object(r.user_id::text, r.rating) from ${postRatings} r where r.user_id = ${viewerId} and r.post_id = "posts"."id"), '{}'::json),
  'readBy', coalesce((select json_agg(json_build_object('user', r.user_id, 'markAsRead', r.mark_as_read) order by r.read_at)
    from ${postReads} r where r.post_id = "posts"."id"), '[]'::json),
  'okBy', coalesce((select json_agg(o.user_id order by o.created_at) from ${postOks} o where o.post_id = "posts"."id"), '[]'::json),
  'todoBy', coalesce((select json_build_array(t.user_id) from ${postTodos} t where t.user_id = ${viewerId} and t.post_id = "posts"."id"), '[]'::json),
  'done', "posts"."done",
  'sections', coalesce((select json_agg(json_build_object('id', s.section_id, 'content', s.content, 'html', s.html) order by array_position(${sectionOrder}, s.section_id))
    from ${postSections} s where s.post_id = "posts"."id" and s.section_id = any(${sectionOrder})), '[]'::json),
  'created', ${isoTimeOf(sql`"posts"."created_at"`)}, 'updated', ${isoTimeOf(sql`"posts"."updated_at"`)})::text`;
