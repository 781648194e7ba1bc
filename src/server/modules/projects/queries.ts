import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement, preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { containsPattern } from '#server/db/like.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { projectCollabs, projectListings, projects, projectVersions, scenes, users, type StoredCart } from '#server/db/schema/index.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import type { ProjectCard, ProjectCollab } from '#shared/projects/project.ts';
import type { ProjectStatusCriteria, ProjectType } from '#shared/projects/status.ts';
import { searchResultLimit, type ProjectSearchScope } from '#shared/search/search.ts';
import type { ProjectListPlace } from '#shared/projects/schemas.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectVersionRow = typeof projectVersions.$inferSelect;

/** A URL-safe slug that stays unique by ending in a piece of the id. */
export const slugFor = (title: string, id: string): string => {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'project'}-${id.slice(0, 8)}`;
};

export interface NewProject {
  title: string;
  cart: StoredCart;
  createdBy: string | null;
  collaboratorIds: string[];
  type?: ProjectType;
}

/** Creates the project with its collaborators and a first empty scene, in the caller's transaction. */
export const insertProject = async (db: Db, input: NewProject): Promise<ProjectRow> => {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(projects)
    .values({
      id,
      title: input.title,
      slug: slugFor(input.title, id),
      cart: input.cart,
      createdBy: input.createdBy,
      type: input.type ?? 'client',
      sceneCount: 1,
    })
    .returning();
  if (!row) throw new Error('project insert returned nothing');
  if (input.collaboratorIds.length > 0) {
    await db
      .insert(projectCollabs)
      .values(input.collaboratorIds.map((userId) => ({ projectId: id, userId, addedBy: input.createdBy })))
      .onConflictDoNothing();
  }
  await db.insert(scenes).values({ projectId: id, position: 0, updatedBy: input.createdBy });
  return row;
};

/**
 * The collaborators of the row of `projects` a one-table select is on, oldest first. Drizzle leaves
 * columns unqualified in a one-table select, so the correlated subquery names the outer table itself.
 */
export const collaboratorsOfProjectRow = sql<ProjectCollab[]>`coalesce((
  select json_agg(json_build_object('_id', u.id, 'name', u.name, 'picture', coalesce(u.picture, ${defaultAvatar}), 'level', u.level, 'role', u.roles) order by c.created_at)
  from ${projectCollabs} c join ${users} u on u.id = c.user_id where c.project_id = "projects"."id"), '[]'::json)`;

const readerIdValue = sql.placeholder('readerId');

/** Whether the reader put the project on their own list; as above, the subquery names the outer table itself. */
const listedByReader = sql<boolean>`exists (select 1 from ${projectListings} l where l.project_id = "projects"."id" and l.user_id = ${readerIdValue})`;

/** What the project page shows of an extension version: no cart, no dates. */
export type ProjectVersionSummaryRow = Omit<ProjectVersionRow, 'projectId' | 'cart' | 'createdAt'>;

/** The extension versions of the outer project row, oldest first. */
const versionsOfProjectRow = sql<ProjectVersionSummaryRow[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'title', v.title, 'purchased', v.purchased, 'editing', v.editing, 'voiceChange', v.voice_change,
    'drawing', v.drawing, 'videoPreview', v.video_preview, 'videoWatermarked', v.video_watermarked, 'videoFull', v.video_full,
    'deliveredVoice', v.delivered_voice, 'deliveredMusic', v.delivered_music) order by v.created_at)
  from ${projectVersions} v where v.project_id = "projects"."id"), '[]'::json)`;

const projectRowStatement = preparedStatement((db) =>
  db.select().from(projects).where(eq(projects.id, sql.placeholder('projectId'))).limit(1).prepare('find_project_row'),
);

/** Every project page and change reads its project first: the row, its collaborators and the viewer's check in one statement. */
const projectWithCollabsStatement = preparedStatement((db) =>
  db
    .select({ row: projects, collabs: collaboratorsOfProjectRow })
    .from(projects)
    .where(and(viewerCheckPlaceholder, eq(projects.id, sql.placeholder('projectId'))))
    .limit(1)
    .prepare('find_project_with_collabs'),
);

export const findProjectWithCollabs = async (db: Db, projectId: string, check: ViewerCheck): Promise<{ row: ProjectRow; collabs: ProjectCollab[] } | undefined> => {
  const [found] = await projectWithCollabsStatement(db).execute({ projectId, ...viewerCheckValues(check) });
  return found;
};

/** A project card's own fields: the card the lists show, without whether the reader listed it and whom they see on it. */
export type ProjectCardFields = Omit<ProjectCard, 'listed' | 'collabs'>;

/**
 * A project card's own fields as the pairs of a JSON object PostgreSQL writes: the one definition of
 * the card (decision 082), for the lists' cards and for the project page, which shows them too.
 */
const cardFieldPairs = sql`'_id', ${projects.id}, 'title', ${projects.title}, 'slug', ${projects.slug}, 'status', ${projects.status},
  'scriptStatus', ${projects.scriptStatus}, 'storyboardStatus', ${projects.storyboardStatus}, 'purchased', ${projects.purchased},
  'type', ${projects.type}, 'internal', ${projects.type} = 'internal', 'starred', ${projects.starred}, 'onhold', ${projects.onhold},
  'deleted', ${projects.deleted}, 'updated', ${isoTimeOf(sql`${projects.updatedAt}`)}, 'wordCount', ${projects.wordCount},
  'sceneCount', ${projects.sceneCount}, 'progress', ${projects.progress}, 'videoCoverUrl', ${projects.videoCoverUrl}`;

/**
 * What the project page reads of the row beside the card's fields: not the raw script, the music track
 * or who created it (decision 081), nor a card's field again, but whether it is in the trash and
 * purchased, which its rules read.
 */
const {
  scriptRaw: _scriptRaw,
  musicTrack: _musicTrack,
  createdBy: _createdBy,
  id: _id,
  title: _title,
  slug: _slug,
  status: _status,
  scriptStatus: _scriptStatus,
  storyboardStatus: _storyboardStatus,
  type: _type,
  starred: _starred,
  onhold: _onhold,
  updatedAt: _updatedAt,
  wordCount: _wordCount,
  sceneCount: _sceneCount,
  progress: _progress,
  videoCoverUrl: _videoCoverUrl,
  ...projectViewColumns
} = getTableColumns(projects);
export type ProjectViewRow = { [Column in keyof typeof projectViewColumns]: ProjectRow[Column] } & { card: ProjectCardFields };

/**
 * The project page's read: the same row, collaborators and check, with the extension versions and
 * whether the reader listed it, so that a page view is one round trip and one prepared plan. Flat, with
 * only the columns the page shows (decision 081) beside the card's fields, which PostgreSQL writes
 * (decision 082). Also the answer to every change of a project (`projectViewOf`).
 */
const projectPageStatement = preparedStatement((db) =>
  db
    .select({
      ...projectViewColumns,
      card: sql<ProjectCardFields>`json_build_object(${cardFieldPairs})`,
      collabs: collaboratorsOfProjectRow,
      versions: versionsOfProjectRow,
      listed: listedByReader,
    })
    .from(projects)
    .where(and(viewerCheckPlaceholder, eq(projects.id, sql.placeholder('projectId'))))
    .limit(1)
    .prepare('find_project_page'),
);

export interface ProjectPageRow {
  row: ProjectViewRow;
  collabs: ProjectCollab[];
  versions: ProjectVersionSummaryRow[];
  listed: boolean;
}

/** A visitor (no reader) has no list, so nothing is listed. */
export const findProjectPage = async (db: Db, projectId: string, readerId: string | null, check: ViewerCheck): Promise<ProjectPageRow | undefined> => {
  const [found] = await projectPageStatement(db).execute({ projectId, readerId, ...viewerCheckValues(check) });
  return found && { row: found, collabs: found.collabs, versions: found.versions, listed: found.listed };
};

export const findProjectRow = async (db: Db, projectId: string): Promise<ProjectRow | undefined> => {
  const [row] = await projectRowStatement(db).execute({ projectId });
  return row;
};

/** Every write to a project moves its "last modified" time, which the lists sort by. */
export const touchProject = async (db: Db, projectId: string): Promise<void> => {
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
};

export const findVersionRow = async (db: Db, projectId: string, versionId: string): Promise<ProjectVersionRow | undefined> => {
  const [row] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)))
    .limit(1);
  return row;
};

export type ProjectUpdate = Partial<typeof projects.$inferInsert>;

/** Writes a settings change and moves "last modified"; the answer reads the project again (`projectViewOf`). */
export const updateProject = async (db: Db, projectId: string, update: ProjectUpdate): Promise<void> => {
  await db
    .update(projects)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
};

export const userExists = async (db: Db, userId: string): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)).length > 0;

/** Puts the project on the user's My Projects list, or takes it off; answers whether it is now listed. */
export const toggleProjectListing = async (db: Db, projectId: string, userId: string): Promise<boolean> => {
  const removed = await db
    .delete(projectListings)
    .where(and(eq(projectListings.projectId, projectId), eq(projectListings.userId, userId)))
    .returning();
  if (removed.length > 0) return false;
  await db.insert(projectListings).values({ projectId, userId });
  return true;
};

export const insertCollaborator = async (db: Db, projectId: string, userId: string, addedBy: string): Promise<void> => {
  await db.insert(projectCollabs).values({ projectId, userId, addedBy }).onConflictDoNothing();
};

/** Answers whether the user was a collaborator. */
export const deleteCollaborator = async (db: Db, projectId: string, userId: string): Promise<boolean> =>
  (
    await db
      .delete(projectCollabs)
      .where(and(eq(projectCollabs.projectId, projectId), eq(projectCollabs.userId, userId)))
      .returning()
  ).length > 0;

export interface NewExtension {
  title: string;
  cart: StoredCart;
  editing: boolean;
  voiceChange: boolean;
  drawing: number;
}

export const insertExtension = async (db: Db, projectId: string, extension: NewExtension): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.insert(projectVersions).values({ projectId, ...extension });
    await touchProject(tx, projectId);
  });
};

/** Answers whether the project had that extension. */
export const deleteExtension = async (db: Db, projectId: string, versionId: string): Promise<boolean> =>
  (
    await db
      .delete(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)))
      .returning({ id: projectVersions.id })
  ).length > 0;

/**
 * A copy with its own scenes, cart and collaborators, starting over as new and unpublished;
 * extensions, listings and history stay with the original. Answers the copy's id.
 */
export const copyProject = async (
  db: Db,
  original: { row: ProjectRow; collaboratorIds: readonly string[] },
  title: string,
  copiedBy: string | null,
): Promise<string> =>
  db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const { row } = original;
    await tx.insert(projects).values({
      id,
      title,
      slug: slugFor(title, id),
      type: row.type,
      cart: row.cart,
      wordCount: row.wordCount,
      sceneCount: row.sceneCount,
      metaVersion: row.metaVersion,
      scriptRaw: row.scriptRaw,
      musicTrack: row.musicTrack,
      storyboardBrief: row.storyboardBrief,
      createdBy: copiedBy,
    });
    const originalScenes = await tx
      .select()
      .from(scenes)
      .where(and(eq(scenes.projectId, row.id), isNull(scenes.versionId)))
      .orderBy(asc(scenes.position));
    if (originalScenes.length > 0) {
      await tx.insert(scenes).values(
        originalScenes.map((scene) => ({
          projectId: id,
          position: scene.position,
          text: scene.text,
          status: scene.status,
          image: scene.image,
          ext: scene.ext,
          numbers: scene.numbers,
          sketch: scene.sketch,
          updatedBy: copiedBy,
        })),
      );
    }
    if (original.collaboratorIds.length > 0) {
      await tx.insert(projectCollabs).values(original.collaboratorIds.map((userId) => ({ projectId: id, userId, addedBy: copiedBy })));
    }
    return id;
  });

const isListedBy = (userId: Placeholder) => inArray(projects.id, sql`(select project_id from ${projectListings} where user_id = ${userId})`);
/**
 * The reader's own projects as one set of ids, which PostgreSQL joins from the reader's few rows; an OR of two
 * EXISTS would make it walk the whole list in order and test every project.
 */
const isMine = (userId: string | Placeholder) =>
  inArray(
    projects.id,
    sql`(select project_id from ${projectCollabs} where user_id = ${userId} union select project_id from ${projectListings} where user_id = ${userId})`,
  );

/** What a list may hold for its reader, decided by the service from the shared rules. */
export interface ProjectListScope {
  readerId: string;
  /** Every project (admins); otherwise only those the reader collaborates on or listed. */
  everyProject: boolean;
  /** Only the reader's own My Projects list. */
  listedOnly: boolean;
  deleted: boolean;
  type?: ProjectType;
  criteria: ProjectStatusCriteria | null;
  search?: string;
  /** Spec §6: only some readers see the collaborators on a card; the others' lists do not read them. */
  withCollaborators: boolean;
  check: ViewerCheck;
}

/** The SQL of a list for one shape of scope; the reader, the search term and the page are the statement's values. */
type ProjectListShape = Omit<ProjectListScope, 'readerId' | 'search' | 'check'> & { search: boolean; after: boolean; skip: boolean; limit: number };

const shapeConditions = (shape: ProjectListShape): SQL[] => {
  const conditions: SQL[] = [eq(projects.deleted, shape.deleted)];
  if (shape.type) conditions.push(eq(projects.type, shape.type));
  if (shape.everyProject) {
    if (shape.listedOnly) conditions.push(isListedBy(readerIdValue));
  } else {
    conditions.push(isMine(readerIdValue));
  }
  const { criteria } = shape;
  if (criteria?.statuses) conditions.push(inArray(projects.status, [...criteria.statuses]));
  if (criteria?.purchased !== undefined) conditions.push(eq(projects.purchased, criteria.purchased));
  if (criteria?.onhold !== undefined) conditions.push(eq(projects.onhold, criteria.onhold));
  if (shape.search) conditions.push(sql`${projects.title} ilike ${sql.placeholder('searchPattern')}`);
  // A row comparison in the list's order: an index condition, so a deep page starts at its place in projects_list_idx.
  if (shape.after) {
    conditions.push(sql`(${projects.starred}, ${projects.updatedAt}, ${projects.id}) < (${sql.placeholder('afterStarred')}::boolean,
      'epoch'::timestamptz + ${sql.placeholder('afterMicros')}::bigint * interval '1 microsecond', ${sql.placeholder('afterId')}::uuid)`);
  }
  return conditions;
};

/** A card of a list, for its reader, and its place in the list's order (for the next page's `after`). */
const cardColumns = (withCollaborators: boolean) => ({
  card: sql<string>`json_build_object(${cardFieldPairs}, 'listed', ${listedByReader},
    'collabs', ${withCollaborators ? collaboratorsOfProjectRow : sql`'[]'::json`})::text`,
  id: projects.id,
  starred: projects.starred,
  updatedMicros: sql<string>`(extract(epoch from ${projects.updatedAt}) * 1000000)::bigint::text`,
});

const listOrder = [desc(projects.starred), desc(projects.updatedAt), desc(projects.id)];

/**
 * One statement per page: the cards, whether each is on the reader's list, and (when allowed) its
 * collaborators. The page's ids come first, because PostgreSQL computes the select list of the rows
 * an OFFSET skips too. Prepared per shape of filter: building the select costs the app more than
 * PostgreSQL spends answering it, and planning it costs PostgreSQL more than running it (decision 073).
 */
const projectCardStatements = preparedStatementsByShape('list_project_cards', (db, shape: ProjectListShape, statementName) => {
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(and(...shapeConditions(shape)))
    .orderBy(...listOrder)
    .limit(writtenLimit(shape.limit))
    .offset(shape.skip ? sql.placeholder('skip') : 0)
    .as('page_ids');
  return db
    .select(cardColumns(shape.withCollaborators))
    .from(projects)
    .innerJoin(pageIds, eq(pageIds.id, projects.id))
    .where(viewerCheckPlaceholder)
    .orderBy(...listOrder)
    .prepare(statementName);
});

export const listProjectCards = async (
  db: Db,
  scope: ProjectListScope,
  page: { skip: number; after: ProjectListPlace | undefined; limit: number },
): Promise<({ card: string } & ProjectListPlace)[]> => {
  const { readerId, search, check, ...shape } = scope;
  return projectCardStatements(db, { ...shape, search: search !== undefined, after: page.after !== undefined, skip: page.skip > 0, limit: page.limit }).execute({
    readerId,
    searchPattern: search === undefined ? null : containsPattern(search),
    afterStarred: page.after?.starred ?? null,
    afterMicros: page.after?.updatedMicros ?? null,
    afterId: page.after?.id ?? null,
    skip: page.skip,
    ...viewerCheckValues(check),
  });
};

/** The live projects a search may return to its reader, decided from the shared rules (`projectSearchScope`). */
export const searchableProjects = (readerId: string | Placeholder, scope: ProjectSearchScope): SQL =>
  and(eq(projects.deleted, false), scope.everyProject ? undefined : isMine(readerId), scope.withInternal ? undefined : ne(projects.type, 'internal')) ?? sql`true`;

/** Prepared per reader's scope, as the lists are (decisions 073, 078). */
const titleSearchStatements = preparedStatementsByShape('search_project_titles', (db, scope: ProjectSearchScope, statementName) =>
  db
    .select({ id: projects.id, title: projects.title, type: projects.type, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(viewerCheckPlaceholder, searchableProjects(readerIdValue, scope), ilike(projects.title, sql.placeholder('pattern'))))
    .orderBy(sql`similarity(${projects.title}, ${sql.placeholder('term')}::text) desc`, desc(projects.updatedAt))
    .limit(writtenLimit(searchResultLimit))
    .prepare(statementName),
);

/** The title search of the project list and the job form's picker: the `searchResultLimit` most similar titles. */
export const searchProjectTitles = async (db: Db, term: string, readerId: string, scope: ProjectSearchScope, check: ViewerCheck) =>
  titleSearchStatements(db, { everyProject: scope.everyProject, withInternal: scope.withInternal }).execute({
    readerId,
    term,
    pattern: containsPattern(term),
    ...viewerCheckValues(check),
  });
