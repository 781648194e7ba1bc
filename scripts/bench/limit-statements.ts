// What each limit route of bare-server.ts runs: the session, the rows and the JSON, built by
// PostgreSQL in one statement. $1 is the session's token hash, $2 and on the endpoint's own values.
import { projectListPageSize } from '#shared/projects/schemas.ts';
import { projectStatusCriteria } from '#shared/projects/status.ts';
import { defaultAvatar } from '#shared/users/constants.ts';

const viewerSql = `viewer as (
  select u.id, u.level from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now())`;

const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const cardJson = (withCollaborators: boolean) => `json_build_object(
  '_id', p.id, 'title', p.title, 'slug', p.slug, 'status', p.status, 'scriptStatus', p.script_status,
  'storyboardStatus', p.storyboard_status, 'purchased', p.purchased, 'type', p.type, 'internal', p.type = 'internal',
  'starred', p.starred, 'onhold', p.onhold, 'deleted', p.deleted, 'updated', ${isoTime('p.updated_at')},
  'listed', exists (select 1 from project_listings l where l.project_id = p.id and l.user_id = (select id from viewer)),
  'collabs', ${
    withCollaborators
      ? `coalesce((select json_agg(json_build_object('_id', u.id, 'name', u.name, 'picture', coalesce(u.picture, '${defaultAvatar}'),
          'level', u.level, 'role', u.roles) order by c.created_at)
        from project_collabs c join users u on u.id = c.user_id where c.project_id = p.id), '[]'::json)`
      : `'[]'::json`
  },
  'wordCount', p.word_count, 'sceneCount', p.scene_count, 'progress', p.progress, 'videoCoverUrl', p.video_cover_url)`;

/** One page of cards: `rows` selects the page's projects (one more than a page, to tell hasMore), in list order. */
const cardPageSql = (rows: string, withCollaborators: boolean) => `with ${viewerSql}, page as (${rows})
  select case when not exists (select 1 from viewer) then null else json_build_object(
    'items', coalesce((select json_agg(${cardJson(withCollaborators)} order by page.ord) from page join projects p on p.id = page.id where page.ord <= ${projectListPageSize}), '[]'::json),
    'hasMore', (select count(*) from page) > ${projectListPageSize})::text end as body`;

const listOrder = (table: string) => `order by ${table}.starred desc, ${table}.updated_at desc, ${table}.id desc`;
const pageOf = (where: string, offset = 0) => `select q.id, row_number() over (${listOrder('q')}) as ord from (
  select p.id, p.starred, p.updated_at from projects p where ${where} ${listOrder('p')} limit ${projectListPageSize + 1} offset ${offset}) q`;
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

/** By the endpoint names of api-bench.ts. */
export const bareStatements: Record<string, string> = {
  'projects: admin, all': cardPageSql(pageOf('not p.deleted'), true),
  'projects: admin, page 101': cardPageSql(pageOf('not p.deleted', 2000), true),
  'projects: admin, uncompleted': cardPageSql(pageOf(`not p.deleted and p.status in (${uncompleted})`), true),
  'projects: admin, my projects': cardPageSql(
    pageOf('not p.deleted and p.id in (select project_id from project_listings where user_id = (select id from viewer))'),
    true,
  ),
  'projects: client, my projects': cardPageSql(pageOf(`not p.deleted and ${mine}`), false),
  'projects: admin, title search': `with ${viewerSql}
    select case when not exists (select 1 from viewer) then null else json_build_object('items', coalesce((
      select json_agg(json_build_object('_id', r.id, 'title', r.title, 'type', 'project', 'feed', null, 'updated', ${isoTime('r.updated_at')}) order by r.ord)
      from (select p.id, p.title, p.updated_at, row_number() over (order by similarity(p.title, $2) desc, p.updated_at desc) as ord
            from projects p where not p.deleted and p.title ilike '%' || $2 || '%'
            order by similarity(p.title, $2) desc, p.updated_at desc limit 10) r), '[]'::json))::text end as body`,
  'search: client, scene words': clientSearchSql,
  'scenes: client, sixty scenes': `with ${viewerSql}, project as (
      select p.id from projects p where p.id = $2::uuid and p.status <> 'new' and (
        exists (select 1 from project_collabs c where c.project_id = p.id and c.user_id = (select id from viewer))
        or exists (select 1 from project_listings l where l.project_id = p.id and l.user_id = (select id from viewer))))
    select case when not exists (select 1 from project) then null else json_build_object('scenes', coalesce((
      select json_agg(json_build_object('_id', s.id, 'versionId', s.version_id, 'position', s.position, 'text', s.text, 'status', s.status,
        'image', $3 || s.image, 'ext', s.ext, 'numbers', s.numbers, 'hasSketch', coalesce(s.sketch, '') <> '', 'revision', s.revision,
        'updatedBy', u.name, 'updated', ${isoTime('s.updated_at')}, 'review', null) order by s.position, s.id)
      from scenes s left join users u on u.id = s.updated_by where s.project_id = (select id from project) and s.version_id is null), '[]'::json),
      'hidden', false, 'musicTrack', null)::text end as body`,
};
