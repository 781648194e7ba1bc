// What each limit route of bare-server.ts runs: the session, the rows and the JSON, built by
// PostgreSQL in one statement. $1 is the session's token hash, $2 and on the endpoint's own values.
import { projectListPageSize } from '#shared/projects/schemas.ts';
import { projectStatusCriteria } from '#shared/projects/status.ts';
import { defaultCommentPageSize, maxRepliesPerThread } from '#shared/comments/comments.ts';
import { jobListPageSize, perSceneJobTypes } from '#shared/jobs/pricing.ts';
import { notificationListLimit } from '#shared/notifications/schemas.ts';
import { feedLevels } from '#shared/feeds/feeds.ts';
import { defaultPostPageSize, postSectionIds } from '#shared/posts/posts.ts';
import { defaultAvatar, roles } from '#shared/users/constants.ts';

const viewerSql = `viewer as (
  select u.id, u.level from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now())`;

const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The collaborators of project `p`, oldest first. */
const collaboratorsJson = `coalesce((select json_agg(json_build_object('_id', u.id, 'name', u.name, 'picture', coalesce(u.picture, '${defaultAvatar}'),
    'level', u.level, 'role', u.roles) order by c.created_at)
  from project_collabs c join users u on u.id = c.user_id where c.project_id = p.id), '[]'::json)`;
const listedByViewer = `exists (select 1 from project_listings l where l.project_id = p.id and l.user_id = (select id from viewer))`;

/** A card as a power user sees it (collaborators, the internal tag, progress) or as a client does (spec §6). */
const cardJson = (powerUser: boolean) => `json_build_object(
  '_id', p.id, 'title', p.title, 'slug', p.slug, 'status', p.status, 'scriptStatus', p.script_status,
  'storyboardStatus', p.storyboard_status, 'purchased', p.purchased, 'type', ${powerUser ? 'p.type' : `'client'`},
  'internal', ${powerUser ? `p.type = 'internal'` : 'false'}, 'starred', p.starred, 'onhold', p.onhold, 'deleted', p.deleted,
  'updated', ${isoTime('p.updated_at')}, 'listed', ${listedByViewer}, 'collabs', ${powerUser ? collaboratorsJson : `'[]'::json`},
  'wordCount', p.word_count, 'sceneCount', p.scene_count, 'progress', ${powerUser ? 'p.progress' : '0'}, 'videoCoverUrl', p.video_cover_url)`;

/** One page of cards: `rows` selects the page's projects (one more than a page, to tell hasMore), in list order. */
const cardPageSql = (rows: string, powerUser: boolean) => `with ${viewerSql}, page as (${rows})
  select case when not exists (select 1 from viewer) then null else json_build_object(
    'items', coalesce((select json_agg(${cardJson(powerUser)} order by page.ord) from page join projects p on p.id = page.id where page.ord <= ${projectListPageSize}), '[]'::json),
    'hasMore', (select count(*) from page) > ${projectListPageSize},
    'next', (select (case when p.starred then '1' else '0' end) || '.' || (extract(epoch from p.updated_at) * 1000000)::bigint || '.' || p.id
      from page join projects p on p.id = page.id where page.ord = ${projectListPageSize} and (select count(*) from page) > ${projectListPageSize}))::text end as body`;

const listOrder = (table: string) => `order by ${table}.starred desc, ${table}.updated_at desc, ${table}.id desc`;
const pageOf = (where: string) => `select q.id, row_number() over (${listOrder('q')}) as ord from (
  select p.id, p.starred, p.updated_at from projects p where ${where} ${listOrder('p')} limit ${projectListPageSize + 1}) q`;
const uncompleted = (projectStatusCriteria('uncompleted').statuses ?? []).map((status) => `'${status}'`).join(', ');
const mine = `p.id in (select project_id from project_collabs where user_id = (select id from viewer)
  union select project_id from project_listings where user_id = (select id from viewer))`;

/** A text's words and its substring ($2 the term, $3 the LIKE pattern), ranked by its source's weight (decision 062). */
const searchHit = (text: string, weight: number, substrings = true) => ({
  score: `${weight} + ts_rank(to_tsvector('simple', ${text}), websearch_to_tsquery('simple', $2), 32) + similarity(${text}, $2)`,
  matches: `(to_tsvector('simple', ${text}) @@ websearch_to_tsquery('simple', $2)${substrings ? ` or ${text} ilike $3` : ''})`,
});
const clientProjects = `not p.deleted and p.type <> 'internal' and ${mine}`;
const clientComments = `c.tag = 'none' and (not c.is_hidden or c.user_id = (select id from viewer))`;
const [titleHit, scriptHit, sceneHit, commentHit] = [
  searchHit('p.title', 6),
  searchHit("(p.script_raw ->> 'body')", 4),
  searchHit('s.text', 4),
  searchHit('c.text', 2),
];
const clientSearchSql = `with ${viewerSql}, hits as (
    (select p.id as project_id, 'title' as matched_in, p.title as body, ${titleHit.score} as score from projects p where ${clientProjects} and ${titleHit.matches} limit 200)
    union all
    (select p.id, 'script', p.script_raw ->> 'body', ${scriptHit.score} from projects p where ${clientProjects} and ${scriptHit.matches} limit 200)
    union all
    (select s.project_id, 'scene', s.text, ${sceneHit.score} from scenes s join projects p on p.id = s.project_id where ${clientProjects} and ${sceneHit.matches} limit 200)
    union all
    (select p.id, 'comment', c.text, ${commentHit.score} from comments c join projects p on p.id = case when c.item_type = 'project' then c.item_id::uuid end
      where c.item_type = 'project' and ${clientComments} and ${clientProjects} and ${commentHit.matches} limit 200)
    union all
    (select p.id, 'comment', c.text, ${commentHit.score} from comments c join scenes s on s.id = case when c.item_type = 'scene' then c.item_id::uuid end
      join projects p on p.id = s.project_id where c.item_type = 'scene' and ${clientComments} and ${clientProjects} and ${commentHit.matches} limit 200)),
  best as (select distinct on (project_id) project_id, matched_in, body, score from hits order by project_id, score desc),
  page as (select best.*, p.title, p.updated_at from best join projects p on p.id = best.project_id order by best.score desc, p.updated_at desc, p.id desc limit 10),
  excerpts as (select page.*, (select case
      when to_tsvector('simple', hit.clean) @@ websearch_to_tsquery('simple', $2) then
        ts_headline('simple', hit.clean, websearch_to_tsquery('simple', $2), 'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=16, MinWords=6, MaxFragments=1, FragmentDelimiter=" … "')
      when hit.at = 0 then left(hit.clean, 80)
      else concat(case when hit.at > 31 then '…' end, substr(hit.clean, greatest(hit.at - 30, 1), hit.at - greatest(hit.at - 30, 1)),
        chr(1), substr(hit.clean, hit.at, hit.length), chr(2), substr(hit.clean, hit.at + hit.length, 50),
        case when char_length(hit.clean) >= hit.at + hit.length + 50 then '…' end) end
      from (select cleaned.clean, strpos(lower(cleaned.clean), lower($2)) as at, char_length($2) as length
        from (select regexp_replace(replace(replace(page.body, chr(1), ''), chr(2), ''), '\\s+', ' ', 'g') as clean) cleaned) hit) as marked
    from page)
  select case when not exists (select 1 from viewer) then null else json_build_object('items', coalesce((
    select json_agg(json_build_object('_id', e.project_id, 'title', e.title, 'type', 'project', 'feed', null, 'updated', ${isoTime('e.updated_at')},
      'matchedIn', e.matched_in, 'excerpt', (
        select coalesce(json_agg(json_build_object('text', part.text, 'match', part.n % 2 = 0) order by part.n), '[]'::json)
        from regexp_split_to_table(e.marked, '[' || chr(1) || chr(2) || ']') with ordinality as part(text, n) where part.text <> ''))
      order by e.score desc, e.updated_at desc, e.project_id desc)
    from excerpts e), '[]'::json))::text end as body`;

/**
 * The project page ($2 the project) as a client sees it (spec §6, view.ts): a live project; the
 * collaborators, the brief and a purchased full video only for its collaborators; no internal tag,
 * progress, drive folder or delivered recordings; the original version. The project is materialized
 * so that the collaborator check runs once, not once for each field it decides (0.12 ms instead of 0.34).
 */
const clientProjectPageSql = `with ${viewerSql}, project as materialized (
    select p.*, exists (select 1 from project_collabs c where c.project_id = p.id and c.user_id = (select id from viewer)) as is_collab
    from projects p where p.id = $2::uuid and not p.deleted)
  select case when not exists (select 1 from viewer where level = 'client') then null else (select json_build_object('project', json_build_object(
    '_id', p.id, 'title', p.title, 'slug', p.slug, 'status', p.status, 'scriptStatus', p.script_status,
    'storyboardStatus', p.storyboard_status, 'purchased', p.purchased, 'type', 'client', 'internal', false,
    'starred', p.starred, 'onhold', p.onhold, 'deleted', p.deleted, 'updated', ${isoTime('p.updated_at')}, 'created', ${isoTime('p.created_at')},
    'listed', ${listedByViewer}, 'collabs', case when p.is_collab then ${collaboratorsJson} else '[]'::json end,
    'wordCount', p.word_count, 'sceneCount', p.scene_count, 'progress', 0, 'videoCoverUrl', p.video_cover_url,
    'activeVersion', null, 'checklist', p.checklist, 'gdriveFolder', null, 'metaVersion', p.meta_version, 'videoUrl', p.video_url,
    'videoPreview', p.video_preview, 'videoWatermarked', p.video_watermarked, 'videoFull', case when p.is_collab and p.purchased then p.video_full end,
    'deliveredVoice', null, 'deliveredMusic', null, 'published', p.published, 'allowPortfolio', p.allow_portfolio, 'portfolio', p.portfolio,
    'versions', coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title, 'purchased', v.purchased, 'editing', v.editing,
        'voiceChange', v.voice_change, 'drawing', v.drawing, 'videoPreview', v.video_preview, 'videoWatermarked', v.video_watermarked,
        'videoFull', case when p.is_collab and v.purchased then v.video_full end, 'deliveredVoice', null, 'deliveredMusic', null) order by v.created_at)
      from project_versions v where v.project_id = p.id), '[]'::json),
    'waterColor', p.cart -> 'items' @> '[{"id": "water-color"}]', 'storyboardBrief', case when p.is_collab then p.storyboard_brief end))::text
    from project p) end as body`;

/** Spec §6 for the viewer as a level: power users (admin, staff) read hidden text, contributors see the edited marker. */
const viewerIsPower = `(select level in ('admin', 'staff') from viewer)`;
const viewerIsContributor = `(select level in ('admin', 'staff', 'freelancer') from viewer)`;
/** The tabs a viewer without roles sees: contributors all but #admins (admins) and #private (PMs); others the default tab. */
const viewerSeesTag = (
  tag: string,
) => `(${tag} = 'none' or (${viewerIsContributor} and ${tag} not in ('admins', 'private'))
  or (${tag} = 'admins' and (select level = 'admin' from viewer)))`;

const commentJson = (c: string, u: string) => {
  const withheld = `(${c}.is_hidden and not ${viewerIsPower} and ${c}.user_id is distinct from (select id from viewer))`;
  return `json_build_object('_id', ${c}.id, 'itemId', ${c}.item_id, 'itemType', ${c}.item_type, 'tag', ${c}.tag,
    'text', case when ${withheld} then '' else ${c}.text end, 'html', case when ${withheld} then '' else ${c}.html end,
    'isReply', ${c}.is_reply, 'replyTo', ${c}.reply_to,
    'user', case when ${c}.user_id is not null and ${u}.name is not null then json_build_object('_id', ${c}.user_id, 'name', ${u}.name, 'picture', coalesce(${u}.picture, '${defaultAvatar}')) end,
    'guestName', ${c}.guest_name, 'files', case when ${withheld} then '[]'::jsonb else ${c}.files end,
    'mentions', case when ${withheld} then '{}'::uuid[] else ${c}.mentions end, 'isHidden', ${c}.is_hidden,
    'edited', ${c}.edited and ${viewerIsContributor}, 'created', ${isoTime(`${c}.created_at`)})`;
};

/** A project's first page of threads in the default tab ($2 the project), newest first, each with its replies oldest first. */
const projectThreadsSql = `with ${viewerSql}, item as (select p.id, p.title from projects p where p.id = $2::uuid and not p.deleted),
  top as (select c.id, c.created_at, row_number() over (order by c.created_at desc, c.id desc) as ord from comments c
    where c.item_id = $2::text and c.tag = 'none' and not c.is_reply order by c.created_at desc, c.id desc limit ${defaultCommentPageSize + 1})
  select case when not exists (select 1 from viewer) or not exists (select 1 from item) then null else json_build_object(
    'items', coalesce((select json_agg(${commentJson('c', 'u')}::jsonb || jsonb_build_object('replies', coalesce((
        select json_agg(${commentJson('r', 'ru')} order by r.created_at, r.id) from (
          select * from comments where reply_to = c.id order by created_at, id limit ${maxRepliesPerThread}) r left join users ru on ru.id = r.user_id), '[]'::json))
      order by top.ord) from top join comments c on c.id = top.id left join users u on u.id = c.user_id where top.ord <= ${defaultCommentPageSize}), '[]'::json),
    'item', json_build_object('itemType', 'project', 'itemId', $2::text, 'title', (select title from item)),
    'nextBefore', (select id from top where ord = ${defaultCommentPageSize} and exists (select 1 from top where ord > ${defaultCommentPageSize})))::text end as body`;

/** Counts by the tabs the viewer sees: the public count, the rest, and the sum for contributors. */
const countJson = (byTag: string) => `json_build_object(
  'count', case when ${viewerIsContributor} then coalesce((select sum(n) from ${byTag} as by_tag), 0) else coalesce((select n from ${byTag} as by_tag where tag = 'none'), 0) end,
  'counts', json_build_object('public', coalesce((select n from ${byTag} as by_tag where tag = 'none'), 0), 'internal', coalesce((select sum(n) from ${byTag} as by_tag where tag <> 'none'), 0)),
  'tags', coalesce((select json_object_agg(tag, n) from ${byTag} as by_tag), '{}'::json))`;

/** The badges of a project's scene cards ($2 the project, $3 the scene ids joined by commas). */
const sceneCountsSql = `with ${viewerSql}, readable as (
    select s.id::text as item_id from scenes s join projects p on p.id = s.project_id
    where s.id = any(string_to_array($3, ',')::uuid[]) and p.id = $2::uuid and not p.deleted),
  counted as (select c.item_id, c.tag, count(*)::int as n from comments c where c.item_id in (select item_id from readable)
    and ${viewerSeesTag('c.tag')} and (c.tag <> 'private' or c.user_id = (select id from viewer)) group by c.item_id, c.tag)
  select case when not exists (select 1 from viewer) then null else json_build_object('counts', coalesce((
    select json_object_agg(r.item_id, ${countJson('(select tag, n from counted where counted.item_id = r.item_id)')}) from readable r), '{}'::json))::text end as body`;

const notificationJson = (n: string) => `json_build_object('_id', ${n}.id, 'read', ${n}.read,
  'actor', json_build_object('name', ${n}.actor_name, 'picture', coalesce(${n}.actor_picture, '${defaultAvatar}')),
  'actionType', ${n}.action_type, 'itemType', ${n}.item_type, 'itemTitle', ${n}.item_title, 'itemAction', ${n}.item_action,
  'itemFor', ${n}.item_for, 'itemStatus', ${n}.item_status, 'text', ${n}.text, 'html', ${n}.html, 'url', ${n}.url,
  'itemId', ${n}.item_id, 'tag', ${n}.tag, 'created', ${isoTime(`${n}.created_at`)})`;

const jsonTime = (column: string) => `case when ${column} is null then null else ${isoTime(column)} end`;
/**
 * The job list of a contributor who sees every bid (a PM or admin), default filter (not completed), newest first;
 * `cursor` is empty or a keyset condition on $2, the last job of the previous page.
 */
const jobPageSql = (cursor: string) => `with ${viewerSql},
  page as (select j.*, row_number() over (order by j.created_at desc, j.id desc) as ord from (
    select j.* from jobs j join projects p on p.id = j.project_id
    where not p.deleted and j.status <> 'completed' ${cursor} order by j.created_at desc, j.id desc limit ${jobListPageSize + 1}) j)
  select case when not exists (select 1 from viewer where level in ('admin', 'staff', 'freelancer')) then null else json_build_object(
    'items', coalesce((select json_agg(json_build_object('_id', j.id,
      'project', json_build_object('_id', p.id, 'title', p.title, 'starred', p.starred), 'jobType', j.job_type, 'title', j.title,
      'body', j.body, 'bodyHtml', j.body_html, 'style', j.style, 'sceneCount', j.scene_count, 'price', j.price,
      'total', case when j.job_type in (${perSceneJobTypes.map((type) => `'${type}'`).join(', ')}) then j.price * j.scene_count else j.price end,
      'staff', to_json(j.staff), 'staffBackup', to_json(j.staff_backup), 'isAuction', j.is_auction, 'expiresIn', j.expires_in,
      'expiryDate', ${jsonTime('j.expiry_date')}, 'bidLimit', j.bid_limit,
      'bids', coalesce((select json_agg(json_build_object('id', b.id, 'user', b.user_id,
          'person', json_build_object('_id', b.user_id, 'name', bu.name, 'picture', coalesce(bu.picture, '${defaultAvatar}')),
          'status', b.status, 'body', b.body, 'bodyHtml', b.body_html, 'files', b.files, 'created', ${isoTime('b.created_at')}) order by b.created_at, b.id)
        from job_bids b join users bu on bu.id = b.user_id where b.job_id = j.id), '[]'::json),
      'bidCount', (select count(*)::int from job_bids b where b.job_id = j.id),
      'isExpired', j.expired_at is not null or coalesce(j.expiry_date <= now(), false), 'files', j.files, 'status', j.status, 'paid', j.paid,
      'paidBy', case when j.paid_by is not null and j.paid_at is not null then json_build_object('user', j.paid_by, 'name', coalesce(payer.name, ''), 'date', ${isoTime('j.paid_at')}) end,
      'important', j.important,
      'claimedBy', case when j.claimed_by is not null and j.claimed_at is not null then json_build_object('user', j.claimed_by, 'name', coalesce(claimer.name, ''),
        'picture', coalesce(claimer.picture, '${defaultAvatar}'), 'date', ${isoTime('j.claimed_at')}) end,
      'submission', case when j.submitted_at is not null and j.submission_comment is not null then json_build_object('comment', j.submission_comment,
        'commentHtml', coalesce(j.submission_html, ''), 'files', coalesce(j.submission_files, '[]'::jsonb), 'date', ${isoTime('j.submitted_at')}) end,
      'createdBy', j.created_by, 'created', ${isoTime('j.created_at')}) order by j.ord)
      from page j join projects p on p.id = j.project_id left join users claimer on claimer.id = j.claimed_by left join users payer on payer.id = j.paid_by
      where j.ord <= ${jobListPageSize}), '[]'::json),
    'nextBefore', (select id from page where ord = ${jobListPageSize} and exists (select 1 from page where ord > ${jobListPageSize})))::text end as body`;

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;
const personJson = (u: string) =>
  `json_build_object('_id', ${u}.id, 'name', ${u}.name, 'picture', coalesce(${u}.picture, '${defaultAvatar}'))`;
/**
 * The default Feeds page (feed all, newest first, one page): the posts of every feed the viewer reads (decision 051: an admin
 * every feed; others their level's, their roles', and the stored feeds they belong to or that have nobody of the team), private
 * ones only to their author, the people tagged and admins; each with its people, the viewer's own rating and to-do, reads, OKs
 * and sections. The rendered html is stored on the row.
 */
const feedPostsSql = `with viewer as (
    select u.id, u.level, u.roles from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.expires_at > now() and u.level in ('admin', 'staff', 'freelancer')),
  readable as (
    select key from unnest(${textArray([...feedLevels, ...roles])}) key
      where (select level from viewer) = 'admin' or key = (select level from viewer) or key = any((select roles from viewer)::text[])
    union all
    select f.id::text from feeds f where (select level from viewer) = 'admin'
      or exists (select 1 from feed_members m where m.feed_id = f.id and m.user_id = (select id from viewer))
      or not exists (select 1 from feed_members m join users mu on mu.id = m.user_id where m.feed_id = f.id and mu.level <> 'client')),
  page as (
    select p.* from posts p where not p.done and p.feed = any(array(select key from readable))
      and ((select level from viewer) = 'admin' or not p.is_private or p.user_id = (select id from viewer) or (select id from viewer) = any(p.tagged_users))
    order by p.created_at desc, p.id desc limit ${defaultPostPageSize})
  select case when not exists (select 1 from viewer) then null else json_build_object('items', coalesce((select json_agg(json_build_object(
      '_id', p.id, 'feed', p.feed, 'title', p.title, 'body', p.body, 'bodyHtml', p.body_html, 'bodyPreview', p.body_preview,
      'type', p.type, 'private', p.is_private, 'files', p.files,
      'users', coalesce((select json_agg(${personJson('u')} order by array_position(p.tagged_users, u.id)) from users u where u.id = any(p.tagged_users)), '[]'::json),
      'user', p.user_id, 'author', (select ${personJson('u')} from users u where u.id = p.user_id), 'rating', p.rating,
      'ratings', coalesce((select json_build_object(r.user_id, r.rating) from post_ratings r where r.user_id = (select id from viewer) and r.post_id = p.id), '{}'::json),
      'readBy', coalesce((select json_agg(json_build_object('user', r.user_id, 'markAsRead', r.mark_as_read) order by r.read_at) from post_reads r where r.post_id = p.id), '[]'::json),
      'okBy', coalesce((select json_agg(o.user_id order by o.created_at) from post_oks o where o.post_id = p.id), '[]'::json),
      'todoBy', case when exists (select 1 from post_todos t where t.user_id = (select id from viewer) and t.post_id = p.id) then json_build_array((select id from viewer)) else '[]'::json end,
      'done', p.done,
      'sections', coalesce((select json_agg(json_build_object('id', s.section_id, 'content', s.content, 'html', s.html)
        order by array_position(${textArray(postSectionIds)}, s.section_id)) from post_sections s where s.post_id = p.id), '[]'::json),
      'created', ${isoTime('p.created_at')}, 'updated', ${isoTime('p.updated_at')}) order by p.created_at desc, p.id desc) from page p), '[]'::json))::text end as body`;

/** By the endpoint names of api-bench.ts. */
export const bareStatements: Record<string, string> = {
  'projects: admin, all': cardPageSql(pageOf('not p.deleted'), true),
  // $2, $3, $4: the place of the 800th card (starred, microseconds, id), as the app's `next` gives it.
  'projects: admin, page 41': cardPageSql(
    pageOf(
      `not p.deleted and (p.starred, p.updated_at, p.id) < ($2::boolean, 'epoch'::timestamptz + $3::bigint * interval '1 microsecond', $4::uuid)`,
    ),
    true,
  ),
  'projects: admin, uncompleted': cardPageSql(pageOf(`not p.deleted and p.status in (${uncompleted})`), true),
  'projects: admin, my projects': cardPageSql(
    pageOf(
      'not p.deleted and p.id in (select project_id from project_listings where user_id = (select id from viewer))',
    ),
    true,
  ),
  'projects: client, my projects': cardPageSql(pageOf(`not p.deleted and ${mine}`), false),
  'projects: admin, title search': `with ${viewerSql}
    select case when not exists (select 1 from viewer) then null else json_build_object('items', coalesce((
      select json_agg(json_build_object('_id', r.id, 'title', r.title, 'type', 'project', 'feed', null, 'updated', ${isoTime('r.updated_at')}) order by r.ord)
      from (select n.id, n.title, n.updated_at, row_number() over (order by n.distance, n.updated_at desc) as ord
            from (select p.id, p.title, p.updated_at, p.title <-> $2 as distance
                  from projects p where not p.deleted and p.title ilike '%' || $2 || '%'
                  order by p.title <-> $2 fetch first 10 rows with ties) n
            order by n.distance, n.updated_at desc limit 10) r), '[]'::json))::text end as body`,
  'search: client, scene words': clientSearchSql,
  'scenes: client, sixty scenes': `with ${viewerSql}, project as (
      select p.id from projects p where p.id = $2::uuid and p.status <> 'new' and (
        exists (select 1 from project_collabs c where c.project_id = p.id and c.user_id = (select id from viewer))
        or exists (select 1 from project_listings l where l.project_id = p.id and l.user_id = (select id from viewer))))
    select case when not exists (select 1 from project) then null else json_build_object('scenes', coalesce((
      select json_agg(json_build_object('_id', s.id, 'versionId', s.version_id, 'position', s.position, 'text', s.text, 'status', s.status,
        'image', $3 || s.image, 'ext', s.ext, 'numbers', s.numbers, 'hasSketch', coalesce(octet_length(s.sketch), 0) > 0, 'revision', s.revision,
        'updatedBy', u.name, 'updated', ${isoTime('s.updated_at')}, 'review', null) order by s.position, s.id)
      from scenes s left join users u on u.id = s.updated_by where s.project_id = (select id from project) and s.version_id is null), '[]'::json),
      'hidden', false, 'musicTrack', null)::text end as body`,
  'project: client, sixty-scene project': clientProjectPageSql,
  'comments: client, project threads': projectThreadsSql,
  'comments: client, scene counts': sceneCountsSql,
  'jobs: admin, incomplete': jobPageSql(''),
  'jobs: admin, page 51': jobPageSql(
    'and (j.created_at, j.id) < (select created_at, id from jobs where id = $2::uuid)',
  ),
  'posts: admin, feed': feedPostsSql,
  'notifications: admin': `with ${viewerSql}
    select case when not exists (select 1 from viewer) then null else json_build_object(
      'items', coalesce((select json_agg(${notificationJson('n')} order by n.created_at desc, n.id desc) from (
        select * from notifications where user_id = (select id from viewer) order by created_at desc, id desc limit ${notificationListLimit}) n), '[]'::json),
      'count', (select count(*)::int from notifications where user_id = (select id from viewer) and not read))::text end as body`,
};
