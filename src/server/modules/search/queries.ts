import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatementsByShape } from '#server/db/prepared.ts';
import { comments, projects, scenes } from '#server/db/schema/index.ts';
import { rawScriptBody, searchConfig, searchVector } from '#server/db/search-text.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { readableCommentText, type CommentReader } from '#server/modules/comments/index.ts';
import { searchableProjects } from '#server/modules/projects/index.ts';
import {
  matchEnd,
  matchStart,
  searchResultLimit,
  type ProjectSearchScope,
  type SearchMatchSource,
} from '#shared/search/search.ts';

/** Who is searching, as the conditions of the projects and comments modules. */
interface SearchReader {
  /** The projects the reader may find (the projects module's rule). */
  projects: SQL;
  /** The comments whose text the reader may read (the comments module's rule). */
  comments: SQL;
}

export interface SearchRequest {
  /** The term and its LIKE pattern: values, or a prepared statement's placeholders. */
  term: string | Placeholder;
  pattern: string | Placeholder;
  /** Substrings are looked for beyond titles only when the trigram indexes can serve them. */
  substringsEverywhere: boolean;
  limit: number;
}

export interface SearchHitRow {
  id: string;
  title: string;
  updatedAt: Date;
  matchedIn: SearchMatchSource;
  excerpt: string;
}

/**
 * How far a source weighs: any title match ranks above any scene or script match, which ranks above any
 * comment match; within a source, the text rank and the trigram similarity (each below 1) order the hits.
 */
/**
 * Each source hands at most this many matching texts to the ranking: a word found in every scene of a
 * large studio is then ranked among the first texts found, not all of them (decision 062 measured 7.8 s
 * for 200,000 scenes ranked in full, against tens of milliseconds capped).
 */
const hitsPerSource = 200;

const sourceWeights: Record<SearchMatchSource, number> = { title: 6, scene: 4, script: 4, comment: 2 };

const termWords = (term: string | Placeholder): SQL => sql`websearch_to_tsquery(${searchConfig}, ${term}::text)`;

/**
 * The excerpt shown in the dropdown, marked with the shared match characters: the words the text search
 * found (ts_headline), or else the first occurrence of the term as a substring, which is how Thai is found.
 */
const markerChar = (marker: string): SQL => sql.raw(`chr(${marker.codePointAt(0) ?? 0})`);

const excerptOf = (body: SQL, term: string | Placeholder): SQL => {
  const [start, end] = [markerChar(matchStart), markerChar(matchEnd)];
  const clean = sql`regexp_replace(replace(replace(${body}, ${start}, ''), ${end}, ''), '\\s+', ' ', 'g')`;
  const words = termWords(term);
  return sql`(select case
      when to_tsvector(${searchConfig}, hit.clean) @@ ${words} then
        ts_headline(${searchConfig}, hit.clean, ${words}, ${`StartSel=${matchStart}, StopSel=${matchEnd}, MaxWords=16, MinWords=6, MaxFragments=1, FragmentDelimiter=" … "`})
      when hit.at = 0 then left(hit.clean, 80)
      else concat(
        case when hit.at > 31 then '…' end,
        substr(hit.clean, greatest(hit.at - 30, 1), hit.at - greatest(hit.at - 30, 1)),
        ${start}, substr(hit.clean, hit.at, hit.length), ${end},
        substr(hit.clean, hit.at + hit.length, 50),
        case when char_length(hit.clean) >= hit.at + hit.length + 50 then '…' end)
    end
    from (select cleaned.clean, strpos(lower(cleaned.clean), lower(${term}::text)) as at, char_length(${term}::text) as length
      from (select ${clean} as clean) cleaned) hit)`;
};

/**
 * The top bar's search in one statement: every text the reader may see that holds the term's words or
 * the term itself, the best hit of each project, the best projects first, each with its excerpt. Each
 * branch reads one GIN index pair (words, trigrams) and keeps only the reader's projects.
 */
export const searchStatement = (reader: SearchReader, request: SearchRequest): SQL => {
  const { pattern } = request;
  // Written out in every branch rather than read from a CTE, so each branch's index condition is a constant.
  const words = termWords(request.term);
  const matches = (text: SQL, substrings: boolean): SQL =>
    substrings
      ? sql`(${searchVector(text)} @@ ${words} or ${text} ilike ${pattern})`
      : sql`${searchVector(text)} @@ ${words}`;
  const score = (source: SearchMatchSource, text: SQL): SQL =>
    sql`${sql.raw(String(sourceWeights[source]))} + ts_rank(${searchVector(text)}, ${words}, 32) + similarity(${text}, ${request.term}::text)`;
  const script = rawScriptBody(projects.scriptRaw);
  const cap = sql.raw(String(hitsPerSource));
  const commentScore = score('comment', sql`${comments.text}`);
  const commentMatches = matches(sql`${comments.text}`, request.substringsEverywhere);
  // A comment's item id is text (post sections are not uuids): cast only the ids of the item types searched.
  const commentItem = (itemType: string) =>
    sql`case when ${comments.itemType} = ${itemType} then ${comments.itemId}::uuid end`;

  return sql`
    with hits as (
      (select ${projects.id} as project_id, 'title' as matched_in, ${projects.title} as body, ${score('title', sql`${projects.title}`)} as score
        from ${projects} where ${reader.projects} and ${matches(sql`${projects.title}`, true)} limit ${cap})
      union all
      (select ${projects.id}, 'script', ${script}, ${score('script', script)}
        from ${projects} where ${reader.projects} and ${matches(script, request.substringsEverywhere)} limit ${cap})
      union all
      (select ${scenes.projectId}, 'scene', ${scenes.text}, ${score('scene', sql`${scenes.text}`)}
        from ${scenes} join ${projects} on ${projects.id} = ${scenes.projectId}
        where ${reader.projects} and ${matches(sql`${scenes.text}`, request.substringsEverywhere)} limit ${cap})
      union all
      (select ${projects.id}, 'comment', ${comments.text}, ${commentScore}
        from ${comments} join ${projects} on ${projects.id} = ${commentItem('project')}
        where ${comments.itemType} = 'project' and ${reader.comments} and ${reader.projects} and ${commentMatches} limit ${cap})
      union all
      (select ${projects.id}, 'comment', ${comments.text}, ${commentScore}
        from ${comments} join ${scenes} on ${scenes.id} = ${commentItem('scene')} join ${projects} on ${projects.id} = ${scenes.projectId}
        where ${comments.itemType} = 'scene' and ${reader.comments} and ${reader.projects} and ${commentMatches} limit ${cap})
    ),
    best as (
      select distinct on (project_id) project_id, matched_in, body, score from hits order by project_id, score desc
    ),
    page as (
      select best.*, p.title, p.updated_at from best join ${projects} p on p.id = best.project_id
      order by best.score desc, p.updated_at desc, p.id desc limit ${sql.raw(String(request.limit))}
    )
    select page.project_id as id, page.title, page.updated_at, page.matched_in, ${excerptOf(sql`page.body`, request.term)} as excerpt,
      row_number() over (order by page.score desc, page.updated_at desc, page.project_id desc) as place
      from page`;
};

/** What decides a search's SQL besides its values: one prepared statement per shape (decision 079). */
export interface SearchShape {
  projects: ProjectSearchScope;
  comments: Pick<CommentReader, 'tags' | 'readsHidden'>;
  substringsEverywhere: boolean;
}

/** The shape's conditions for one reader: an id for a plan read with values, a placeholder for the prepared statement. */
export const searchReaderOf = (shape: SearchShape, readerId: string | Placeholder): SearchReader => ({
  projects: searchableProjects(readerId, shape.projects),
  comments: readableCommentText({ viewerId: readerId, ...shape.comments }),
});

const readerIdValue = sql.placeholder('readerId');

/**
 * Prepared by name per shape, so that PostgreSQL parses and analyses the five-branch statement once per
 * connection instead of on every call, with the viewer's check inside (decision 073).
 */
const searchStatements = preparedStatementsByShape('search_everything', (db: Db, shape: SearchShape, statementName) => {
  const reader = searchReaderOf(shape, readerIdValue);
  const request = {
    term: sql.placeholder('term'),
    pattern: sql.placeholder('pattern'),
    substringsEverywhere: shape.substringsEverywhere,
    limit: searchResultLimit,
  };
  return db
    .select({
      id: sql<string>`hit.id`,
      title: sql<string>`hit.title`,
      updatedAt: sql<Date>`hit.updated_at`.mapWith(projects.updatedAt),
      matchedIn: sql<SearchMatchSource>`hit.matched_in`,
      excerpt: sql<string>`hit.excerpt`,
    })
    .from(sql`(${searchStatement(reader, request)}) hit`)
    .where(viewerCheckPlaceholder)
    .orderBy(sql`hit.place`)
    .prepare(statementName);
});

export const searchProjectTexts = async (
  db: Db,
  shape: SearchShape,
  values: { readerId: string; term: string; pattern: string; check: ViewerCheck },
): Promise<SearchHitRow[]> =>
  searchStatements(db, shape).execute({
    readerId: values.readerId,
    term: values.term,
    pattern: values.pattern,
    ...viewerCheckValues(values.check),
  });
