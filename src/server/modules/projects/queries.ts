import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { preparedStatement, preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { isoTimeOf } from '#server/db/iso-time.ts';
import { containsPattern } from '#server/db/like.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import {
  projectCollabs,
  projectListings,
  projects,
  projectVersions,
  scenes,
  users,
  type StoredCart,
} from '#server/db/schema/index.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import type { ProjectCard, ProjectCollab, ProjectView } from '#shared/projects/project.ts';
import { waterColorItemId } from '#shared/projects/versions/extensions.ts';
import { WrittenJson } from '#server/lib/written-json.ts';
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

const projectRowStatement = preparedStatement((db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(1)
    .prepare('find_project_row'),
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

export const findProjectWithCollabs = async (
  db: Db,
  projectId: string,
  check: ViewerCheck,
): Promise<{ row: ProjectRow; collabs: ProjectCollab[] } | undefined> => {
  const [found] = await projectWithCollabsStatement(db).execute({ projectId, ...viewerCheckValues(check) });
  return found;
};

/**
 * What the shared rules let the reader see on every project card, decided before the read (spec §6:
 * the progress bar and the internal tag are for power users): the lists' cards and the project page.
 */
export interface ProjectCardReader {
  seesInternalTag: boolean;
  seesProgress: boolean;
}

/**
 * A project card's own fields as the pairs of a JSON object PostgreSQL writes: the one definition of
 * the card (decision 082), for the lists' cards and for the project page, which shows them too.
 */
const cardFieldPairs = (
  reader: ProjectCardReader,
) => sql`'_id', ${projects.id}, 'title', ${projects.title}, 'slug', ${projects.slug},
  'status', ${projects.status}, 'scriptStatus', ${projects.scriptStatus}, 'storyboardStatus', ${projects.storyboardStatus},
  'purchased', ${projects.purchased}, 'type', ${reader.seesInternalTag ? sql`${projects.type}` : sql`'client'`},
  'internal', ${reader.seesInternalTag ? sql`${projects.type} = 'internal'` : sql`false`}, 'starred', ${projects.starred},
  'onhold', ${projects.onhold}, 'deleted', ${projects.deleted}, 'updated', ${isoTimeOf(sql`${projects.updatedAt}`)},
  'wordCount', ${projects.wordCount}, 'sceneCount', ${projects.sceneCount}, 'progress', ${reader.seesProgress ? sql`${projects.progress}` : sql`0`},
  'videoCoverUrl', ${projects.videoCoverUrl}`;

/** A rule's answer for a collaborator of the project and for anyone else, decided before the read. */
export interface ByCollaboration {
  asCollaborator: boolean;
  otherwise: boolean;
}

/**
 * What the shared rules let one reader see of a project page (decision 084). Of the row, those rules
 * read only whether the reader collaborates on the project and whether a delivery is purchased, so the
 * service decides each rule for every value of those facts and the read picks by the row's.
 */
export interface ProjectPageReader {
  readerId: string | null;
  /** Made once per reader and frozen, so that it finds its prepared statement by identity (decision 087). */
  decisions: ProjectPageDecisions;
}

/** The reader's decisions, what the page's SQL is written for (one prepared statement per set). */
interface ProjectPageDecisions extends ProjectCardReader {
  seesDriveFolder: boolean;
  seesRecordings: boolean;
  seesCollaborators: ByCollaboration;
  readsBrief: ByCollaboration;
  /** Whether a full video's address reaches them: for a purchased delivery, and for one not purchased yet. */
  seesFullVideo: { purchased: ByCollaboration; notPurchased: ByCollaboration };
}

/**
 * The reader's own row among the project's collaborators, joined once for every decision that reads
 * it; PostgreSQL drops the join (a unique key, no column read) when none does.
 */
const readerCollaboration = alias(projectCollabs, 'reader_collaboration');
const readerIsCollaborator = sql`${readerCollaboration.userId} is not null`;

/** A decision as SQL on the project row: a constant when both answers agree, which the plan folds away. */
const collaborationDecision = ({ asCollaborator, otherwise }: ByCollaboration): SQL => {
  if (asCollaborator === otherwise) return sql.raw(String(otherwise));
  return asCollaborator ? readerIsCollaborator : sql`not ${readerIsCollaborator}`;
};

/** The value where the decision lets it through, else null. */
const shownIf = (decision: SQL, value: SQL): SQL => sql`case when ${decision} then ${value} end`;

const fullVideoOf = (
  delivery: { purchased: SQL; videoFull: SQL },
  { purchased, notPurchased }: ProjectPageDecisions['seesFullVideo'],
): SQL => {
  const samePurchasedOrNot =
    purchased.asCollaborator === notPurchased.asCollaborator && purchased.otherwise === notPurchased.otherwise;
  const decision = samePurchasedOrNot
    ? collaborationDecision(purchased)
    : sql`case when ${delivery.purchased} then ${collaborationDecision(purchased)} else ${collaborationDecision(notPurchased)} end`;
  return shownIf(decision, delivery.videoFull);
};

const recordingOf = (reader: ProjectPageDecisions, key: SQL): SQL => (reader.seesRecordings ? key : sql`null`);

/** The extension versions of the outer project row as the page shows them to the reader, oldest first: no cart, no dates. */
const versionsOfProjectRow = (reader: ProjectPageDecisions) => sql`coalesce((
  select json_agg(json_build_object('id', v.id, 'title', v.title, 'purchased', v.purchased, 'editing', v.editing, 'voiceChange', v.voice_change,
    'drawing', v.drawing, 'videoPreview', v.video_preview, 'videoWatermarked', v.video_watermarked,
    'videoFull', ${fullVideoOf({ purchased: sql`v.purchased`, videoFull: sql`v.video_full` }, reader.seesFullVideo)},
    'deliveredVoice', ${recordingOf(reader, sql`v.delivered_voice`)}, 'deliveredMusic', ${recordingOf(reader, sql`v.delivered_music`)}) order by v.created_at)
  from ${projectVersions} v where v.project_id = ${projects.id}), '[]'::json)`;

/**
 * Spec §9: a project whose cart holds the water color option (the SQL form of the shared
 * `isWaterColorCart`, which a test holds to it).
 */
export const waterColorOfCart = (cart: SQL): SQL<boolean> =>
  sql<boolean>`coalesce((${cart} -> 'items') @> jsonb_build_array(jsonb_build_object('id', ${sql.raw(`'${waterColorItemId}'`)}::text)), false)`;

/** The extension version the page names, by its key among the project's; none when it names none or another's. */
const activeVersion = alias(projectVersions, 'active_version');

/**
 * A project page as the reader sees it (`ProjectView`), written by PostgreSQL: the one definition of
 * that view (decision 084), for the page and for the answer to every change of a project.
 */
const projectViewJson = (
  shape: ProjectPageDecisions,
) => sql<string>`json_build_object(${cardFieldPairs(shape)}, 'listed', ${listedByReader},
  'collabs', case when ${collaborationDecision(shape.seesCollaborators)} then ${collaboratorsOfProjectRow} else '[]'::json end,
  'activeVersion', ${activeVersion.id},
  'created', ${isoTimeOf(sql`${projects.createdAt}`)}, 'checklist', ${projects.checklist},
  'gdriveFolder', ${shape.seesDriveFolder ? sql`${projects.gdriveFolder}` : sql`null`}, 'metaVersion', ${projects.metaVersion},
  'storyboards', ${projects.storyboards}, 'videoUrl', ${projects.videoUrl}, 'videoPreview', ${projects.videoPreview}, 'videoWatermarked', ${projects.videoWatermarked},
  'videoFull', ${fullVideoOf({ purchased: sql`${projects.purchased}`, videoFull: sql`${projects.videoFull}` }, shape.seesFullVideo)},
  'deliveredVoice', ${recordingOf(shape, sql`${projects.deliveredVoice}`)}, 'deliveredMusic', ${recordingOf(shape, sql`${projects.deliveredMusic}`)},
  'published', ${projects.published}, 'allowPortfolio', ${projects.allowPortfolio}, 'portfolio', ${projects.portfolio},
  'versions', ${versionsOfProjectRow(shape)}, 'waterColor', ${waterColorOfCart(sql`${projects.cart}`)},
  'storyboardBrief', ${shownIf(collaborationDecision(shape.readsBrief), sql`${projects.storyboardBrief}`)})::text`;

/**
 * The project page's read: the page as the reader sees it, whether the project is in the trash (which
 * decides whether they see it at all) and whether the version it names exists, with the viewer's check:
 * one round trip and one prepared plan per shape of reader. Also the answer to every change of a
 * project (`projectViewOf`).
 */
const projectPageStatements = preparedStatementsByShape(
  'find_project_page',
  (db, shape: ProjectPageDecisions, statementName) =>
    db
      .select({
        deleted: projects.deleted,
        view: projectViewJson(shape),
        versionFound: sql<boolean>`${activeVersion.id} is not null`,
      })
      .from(projects)
      .leftJoin(
        readerCollaboration,
        and(eq(readerCollaboration.projectId, projects.id), eq(readerCollaboration.userId, readerIdValue)),
      )
      .leftJoin(
        activeVersion,
        and(eq(activeVersion.projectId, projects.id), eq(activeVersion.id, sql.placeholder('versionId'))),
      )
      .where(and(viewerCheckPlaceholder, eq(projects.id, sql.placeholder('projectId'))))
      .prepare(statementName),
);

export interface ProjectPageRead {
  row: Pick<ProjectRow, 'deleted'>;
  view: WrittenJson<ProjectView>;
  /** Whether the extension version asked for is one of the project's (false when none was). */
  versionFound: boolean;
}

/** A visitor (no reader) has no list, so nothing is listed; `versionId` is an extension version's id, or null for the original. */
export const findProjectPage = async (
  db: Db,
  {
    projectId,
    versionId,
    reader,
    check,
  }: { projectId: string; versionId: string | null; reader: ProjectPageReader; check: ViewerCheck },
): Promise<ProjectPageRead | undefined> => {
  const [found] = await projectPageStatements(db, reader.decisions).execute({
    projectId,
    readerId: reader.readerId,
    versionId,
    ...viewerCheckValues(check),
  });
  return (
    found && { row: { deleted: found.deleted }, view: new WrittenJson(found.view), versionFound: found.versionFound }
  );
};

export const findProjectRow = async (db: Db, projectId: string): Promise<ProjectRow | undefined> => {
  const [row] = await projectRowStatement(db).execute({ projectId });
  return row;
};

/** Every write to a project moves its "last modified" time, which the lists sort by. */
export const touchProject = async (db: Db, projectId: string): Promise<void> => {
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
};

export const findVersionRow = async (
  db: Db,
  projectId: string,
  versionId: string,
): Promise<ProjectVersionRow | undefined> => {
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
      await tx
        .insert(projectCollabs)
        .values(original.collaboratorIds.map((userId) => ({ projectId: id, userId, addedBy: copiedBy })));
    }
    return id;
  });

const isListedBy = (userId: Placeholder) =>
  inArray(projects.id, sql`(select project_id from ${projectListings} where user_id = ${userId})`);
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
  card: ProjectCardReader;
  check: ViewerCheck;
}

/** The SQL of a list for one shape of scope; the reader, the search term and the page are the statement's values. */
type ProjectListShape = Omit<ProjectListScope, 'readerId' | 'search' | 'check'> & {
  search: boolean;
  after: boolean;
  skip: boolean;
  pageSize: number;
};

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

const listOrder = [desc(projects.starred), desc(projects.updatedAt), desc(projects.id)];

/** A card of a list, for its reader, and its place in the list's order (for the next page's `after`). */
const cardColumns = (card: ProjectCardReader, withCollaborators: boolean) => ({
  card: sql<unknown>`json_build_object(${cardFieldPairs(card)}, 'listed', ${listedByReader},
    'collabs', ${withCollaborators ? collaboratorsOfProjectRow : sql`'[]'::json`})`.as('card'),
  id: sql<string>`${projects.id}`.as('place_id'),
  starred: sql<boolean>`${projects.starred}`.as('place_starred'),
  updatedMicros: sql<string>`(extract(epoch from ${projects.updatedAt}) * 1000000)::bigint::text`.as('place_micros'),
  ord: sql<number>`row_number() over (order by ${sql.join(listOrder, sql`, `)})`.as('ord'),
});

/**
 * One statement per page, answering one row: the page's cards as PostgreSQL writes them, whether
 * another page follows (the page reads one card more) and the last card's place in the list's order.
 * The page's ids come first, because PostgreSQL computes the select list of the rows an OFFSET skips
 * too. Prepared per shape of filter: building the select costs the app more than PostgreSQL spends
 * answering it, and planning it costs PostgreSQL more than running it (decision 073).
 */
const projectCardStatements = preparedStatementsByShape(
  'list_project_cards',
  (db, shape: ProjectListShape, statementName) => {
    const pageIds = db
      .select({ id: projects.id })
      .from(projects)
      .where(and(...shapeConditions(shape)))
      .orderBy(...listOrder)
      .limit(writtenLimit(shape.pageSize + 1))
      .offset(shape.skip ? sql.placeholder('skip') : 0)
      .as('page_ids');
    const page = db
      .select(cardColumns(shape.card, shape.withCollaborators))
      .from(projects)
      .innerJoin(pageIds, eq(pageIds.id, projects.id))
      .where(viewerCheckPlaceholder)
      .as('page');
    const size = sql.raw(String(shape.pageSize));
    const ofLast = (column: SQL.Aliased) => sql`(array_agg(${column}) filter (where ${page.ord} = ${size}))[1]`;
    return db
      .select({
        cards: sql<string>`coalesce(json_agg(${page.card} order by ${page.ord}) filter (where ${page.ord} <= ${size}), '[]')::text`,
        more: sql<boolean>`count(*) > ${size}`,
        lastId: sql<string | null>`${ofLast(page.id)}`,
        lastStarred: sql<boolean | null>`${ofLast(page.starred)}`,
        lastMicros: sql<string | null>`${ofLast(page.updatedMicros)}`,
      })
      .from(page)
      .prepare(statementName);
  },
);

export const listProjectCards = async (
  db: Db,
  scope: ProjectListScope,
  page: { skip: number; after: ProjectListPlace | undefined; size: number },
): Promise<{ cards: WrittenJson<ProjectCard[]>; next: ProjectListPlace | null }> => {
  const { readerId, search, check, ...shape } = scope;
  const [found] = await projectCardStatements(db, {
    ...shape,
    search: search !== undefined,
    after: page.after !== undefined,
    skip: page.skip > 0,
    pageSize: page.size,
  }).execute({
    readerId,
    searchPattern: search === undefined ? null : containsPattern(search),
    afterStarred: page.after?.starred ?? null,
    afterMicros: page.after?.updatedMicros ?? null,
    afterId: page.after?.id ?? null,
    skip: page.skip,
    ...viewerCheckValues(check),
  });
  if (!found) throw new Error('a list read answers one row');
  const { more, lastId, lastStarred, lastMicros } = found;
  const next =
    more && lastId !== null && lastStarred !== null && lastMicros !== null
      ? { id: lastId, starred: lastStarred, updatedMicros: lastMicros }
      : null;
  return { cards: new WrittenJson(found.cards), next };
};

/** The live projects a search may return to its reader, decided from the shared rules (`projectSearchScope`). */
export const searchableProjects = (readerId: string | Placeholder, scope: ProjectSearchScope): SQL =>
  and(
    eq(projects.deleted, false),
    scope.everyProject ? undefined : isMine(readerId),
    scope.withInternal ? undefined : ne(projects.type, 'internal'),
  ) ?? sql`true`;

const distanceToTerm = sql`${projects.title} <-> ${sql.placeholder('term')}::text`;

/**
 * Prepared per reader's scope, as the lists are (decisions 073, 078). The trigram index yields the
 * titles containing the term nearest first (distance is 1 - similarity), so the read stops after the
 * page's titles and those tied with its last, however many titles contain the term; the ties are then
 * ordered newest first (decision 086).
 */
const titleSearchStatements = preparedStatementsByShape(
  'search_project_titles',
  (db, scope: ProjectSearchScope, statementName) => {
    const nearest = sql`(select ${projects.id} as id, ${projects.title} as title, ${projects.updatedAt} as updated_at, ${distanceToTerm} as distance
    from ${projects}
    where ${and(viewerCheckPlaceholder, searchableProjects(readerIdValue, scope), ilike(projects.title, sql.placeholder('pattern')))}
    order by ${distanceToTerm} fetch first ${sql.raw(String(searchResultLimit))} rows with ties) as nearest`;
    return db
      .select({
        id: sql<string>`nearest.id`,
        title: sql<string>`nearest.title`,
        updatedAt: sql`nearest.updated_at`.mapWith(projects.updatedAt),
      })
      .from(nearest)
      .orderBy(sql`nearest.distance`, sql`nearest.updated_at desc`)
      .limit(writtenLimit(searchResultLimit))
      .prepare(statementName);
  },
);

/** The title search of the project list and the job form's picker: the `searchResultLimit` most similar titles. */
export const searchProjectTitles = async (
  db: Db,
  term: string,
  readerId: string,
  scope: ProjectSearchScope,
  check: ViewerCheck,
) =>
  titleSearchStatements(db, { everyProject: scope.everyProject, withInternal: scope.withInternal }).execute({
    readerId,
    term,
    pattern: containsPattern(term),
    ...viewerCheckValues(check),
  });
