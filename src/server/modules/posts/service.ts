import type { Db, Executor } from '#server/db/client.ts';
import type { ViewerCheck } from '#server/db/viewer-check.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { requireContributor } from '#server/lib/refusals.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import { findTeamIds, loadFeedScope, postSourcesOf, type FeedScope } from '#server/modules/feeds/index.ts';
import { findFilesByIds } from '#server/modules/files/index.ts';
import type { StoredPostFile } from '#server/db/schema/index.ts';
import type { Memo } from '#shared/app/page-data.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import {
  canCreatePostType,
  canMarkPostDone,
  canModifyPost,
  canReadPost,
  postBodyPreview,
  type Post,
  type PostBody,
  type PostListQuery,
  type PostListResponse,
  type PostSearchResponse,
  type PostSectionBody,
  type PostTodoBody,
  type PostTrackBody,
  type MemoHideResponse,
  type PostWriteResponse,
  type RatingBody,
} from '#shared/posts/posts.ts';
import { isAdmin, isContrib, type Actor } from '#shared/users/levels.ts';
import type { SessionUser, Viewer } from '#shared/users/schemas.ts';
import {
  deletePostRow,
  findPostRow,
  findPostView,
  findUnreadMemoRow,
  hideMemoRow,
  insertPostRow,
  listPostViews,
  lockPostRow,
  recordRead,
  removeRead,
  searchPostRows,
  setOk,
  setTodo,
  updatePostRow,
  upsertRating,
  upsertSection,
  type PostFilter,
  type PostRow,
  type PostReach,
  type ReaderScope,
} from './queries.ts';

export const postSearchLimit = 10;

/** The stored forms of a markdown body: sanitised html from the one renderer, and its plain-text preview. */
export const renderPostBody = (body: string): { bodyHtml: string; bodyPreview: string } => {
  const bodyHtml = renderMarkdown(body);
  return { bodyHtml, bodyPreview: postBodyPreview(bodyHtml) };
};

const readerScope = (viewer: Actor, feeds: readonly string[]): ReaderScope => ({
  viewerId: viewer._id,
  isAdmin: isAdmin(viewer),
  feeds,
});

const isReadable = (viewer: Actor, scope: FeedScope, row: PostReach): boolean =>
  canReadPost(
    viewer,
    { user: row.userId, private: row.isPrivate, users: row.taggedUsers },
    scope.readableKeys.includes(row.feed),
  );

/** The post as the viewer may reach it; one they may not read does not exist for them. */
const requireReadablePost = async (
  db: Executor,
  viewer: SessionUser,
  scope: FeedScope,
  id: string,
  lock?: (db: Executor, id: string) => Promise<PostRow | undefined>,
) => {
  const row = await (lock ?? findPostRow)(db, id);
  if (!row || !isReadable(viewer, scope, row)) throw catalogueError('not_found', 'api.postNotFound');
  return row;
};

/** The post as the viewer now sees it, as PostgreSQL writes it (decision 082). */
const reload = async (db: Db, viewer: SessionUser, id: string): Promise<WrittenJson<Post>> => {
  const found = await findPostView(db, id, viewer._id);
  if (!found) throw catalogueError('not_found', 'api.postNotFound');
  return found.post;
};

const filterOf = (feed: string): PostFilter => (feed === 'unread' || feed === 'todo' ? feed : 'all');

/**
 * One statement (decision 075): the remembered session's check, the stored feeds the page may come
 * from, the posts and everything each shows. The level and role feeds are decided from the reader.
 */
export const listPosts = async (
  context: ModuleContext,
  { viewer, query, check }: { viewer: Viewer; query: PostListQuery; check: ViewerCheck },
): Promise<WrittenJson<PostListResponse>> => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const sources = postSourcesOf(user, query.feed);
  if (!sources) throw catalogueError('not_found', 'api.feedNotFound');
  const page = await listPostViews(
    context.db,
    { viewerId: user._id, isAdmin: isAdmin(user), sources, check },
    {
      filter: filterOf(query.feed),
      sort: query.sort,
      limit: query.limit,
      type: query.type,
      search: query.search || undefined,
    },
  );
  // An empty page of a stored feed may be one the reader may not read, which does not exist for them.
  if (
    page.count === 0 &&
    'feed' in sources &&
    sources.stored &&
    !(await loadFeedScope(context, user)).find(query.feed)
  ) {
    throw catalogueError('not_found', 'api.feedNotFound');
  }
  return answerOfParts<PostListResponse>({ items: page.posts });
};

export const getPost = async (context: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const scope = await loadFeedScope(context, user);
  const found = await findPostView(context.db, id, user._id);
  if (!found || !isReadable(user, scope, found.reach)) throw catalogueError('not_found', 'api.postNotFound');
  return answerOfParts<{ post: Post }>({ post: found.post });
};

export const searchPosts = async (
  context: ModuleContext,
  { viewer, term }: { viewer: Viewer; term: string },
): Promise<PostSearchResponse> => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  if (term === '') return { items: [] };
  const scope = await loadFeedScope(context, user);
  const rows = await searchPostRows(context.db, readerScope(user, scope.readableKeys), term, postSearchLimit);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      type: row.type,
      feed: row.feed,
      updated: row.updatedAt.toISOString(),
    })),
  };
};

/** Attachments are the author's own uploads, or files already on the post being edited. */
const checkFiles = async (
  tx: Executor,
  viewer: SessionUser,
  ids: readonly string[],
  kept: readonly StoredPostFile[],
): Promise<StoredPostFile[]> => {
  const unique = [...new Set(ids)];
  const rows = await findFilesByIds(tx, unique);
  return unique.map((id) => {
    const row = rows.find((file) => file.id === id);
    if (!row || (row.uploadedBy !== viewer._id && !kept.some((file) => file.id === id)))
      throw catalogueError('bad_request', 'api.postFilesRefused');
    return { id: row.id, name: row.name, type: row.type, isImage: row.isImage };
  });
};

const checkTagged = async (tx: Executor, ids: readonly string[]): Promise<string[]> => {
  const unique = [...new Set(ids)];
  const team = await findTeamIds(tx, unique);
  if (unique.some((id) => !team.has(id))) throw catalogueError('bad_request', 'api.postTaggedUnknown');
  return unique;
};

const checkTarget = (viewer: SessionUser, scope: FeedScope, body: PostBody): void => {
  if (!canCreatePostType(viewer, body.type)) throw catalogueError('forbidden', 'api.memoRefused');
  const feed = scope.find(body.feed);
  if (!feed) throw catalogueError('not_found', 'api.feedNotFound');
  if (!feed.canPost) throw catalogueError('forbidden', 'api.postFeedRefused');
};

/** What a post body sets on its row, created or edited alike: the rendered html, checked files and tagged users. */
const postFields = async (tx: Executor, user: SessionUser, body: PostBody, keptFiles: readonly StoredPostFile[]) => ({
  feed: body.feed,
  title: body.title,
  body: body.body,
  ...renderPostBody(body.body),
  type: body.type,
  isPrivate: body.private,
  files: await checkFiles(tx, user, body.files, keptFiles),
  taggedUsers: await checkTagged(tx, body.users),
  rating: body.rating,
});

export const createPost = async (context: ModuleContext, { viewer, body }: { viewer: Viewer; body: PostBody }) => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const { db, clock, t } = context;
  const scope = await loadFeedScope(context, user);
  checkTarget(user, scope, body);
  const now = clock.now();
  const row = await db.transaction(async (tx) =>
    insertPostRow(tx, { ...(await postFields(tx, user, body, [])), userId: user._id, createdAt: now, updatedAt: now }),
  );
  void context.events.emit('post.published', {
    postId: row.id,
    actorId: user._id,
    type: row.type,
    newlyTagged: row.taggedUsers,
    created: true,
  });
  return answerOfParts<PostWriteResponse>({
    post: await reload(db, user, row.id),
    message: t(body.type === 'memo' ? 'api.memoPosted' : 'api.postCreated'),
  });
};

export const updatePost = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: PostBody },
) => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const { db, clock, t } = context;
  const scope = await loadFeedScope(context, user);
  const newlyTagged = await db.transaction(async (tx) => {
    const row = await requireReadablePost(tx, user, scope, id, lockPostRow);
    if (!canModifyPost(user, { user: row.userId })) throw catalogueError('forbidden', 'api.postEditRefused');
    if (body.feed !== row.feed || body.type !== row.type) checkTarget(user, scope, body);
    const fields = await postFields(tx, user, body, row.files);
    await updatePostRow(tx, id, { ...fields, updatedAt: clock.now() });
    return fields.taggedUsers.filter((userId) => !row.taggedUsers.includes(userId));
  });
  if (newlyTagged.length > 0)
    void context.events.emit('post.published', {
      postId: id,
      actorId: user._id,
      type: body.type,
      newlyTagged,
      created: false,
    });
  return answerOfParts<PostWriteResponse>({ post: await reload(db, user, id), message: t('api.postUpdated') });
};

export const removePost = async (context: ModuleContext, { viewer, id }: { viewer: Viewer; id: string }) => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const scope = await loadFeedScope(context, user);
  await context.db.transaction(async (tx) => {
    const row = await requireReadablePost(tx, user, scope, id, lockPostRow);
    if (!canModifyPost(user, { user: row.userId })) throw catalogueError('forbidden', 'api.postEditRefused');
    await deletePostRow(tx, id);
  });
  return { message: context.t('api.postRemoved') };
};

/** Per-user state (rating, read, OK, to-do) is the viewer's own row; another user's is never touched. */
const withReadablePost = async <T>(
  context: ModuleContext,
  viewer: Viewer,
  id: string,
  write: (tx: Executor, user: SessionUser, row: PostRow) => Promise<T>,
) => {
  const user = requireContributor(viewer, 'api.feedsContributorsOnly');
  const scope = await loadFeedScope(context, user);
  const result = await context.db.transaction(async (tx) =>
    write(tx, user, await requireReadablePost(tx, user, scope, id)),
  );
  return { user, result };
};

export const ratePost = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: RatingBody },
) => {
  const { user } = await withReadablePost(context, viewer, id, (tx, reader) =>
    upsertRating(tx, id, reader._id, body.rating, context.clock.now()),
  );
  return answerOfParts<PostWriteResponse>({
    post: await reload(context.db, user, id),
    message: context.t('api.postRated', { rating: body.rating }),
  });
};

export const savePostSection = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: PostSectionBody },
) => {
  const { user } = await withReadablePost(context, viewer, id, async (tx, reader, row) => {
    if (!canModifyPost(reader, { user: row.userId })) throw catalogueError('forbidden', 'api.postEditRefused');
    const now = context.clock.now();
    await upsertSection(tx, {
      postId: id,
      sectionId: body.id,
      content: body.content,
      html: renderMarkdown(body.content),
      updatedAt: now,
    });
    await updatePostRow(tx, id, { updatedAt: now });
  });
  return answerOfParts<PostWriteResponse>({
    post: await reload(context.db, user, id),
    message: context.t('api.sectionSaved', { section: body.id }),
  });
};

export const changePostTodo = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: PostTodoBody },
) => {
  const { user } = await withReadablePost(context, viewer, id, async (tx, reader, row) => {
    if (body.done === undefined) return setTodo(tx, id, reader._id, !body.remove);
    if (!canMarkPostDone(reader, { user: row.userId, users: row.taggedUsers }))
      throw catalogueError('forbidden', 'api.doneRefused');
    return updatePostRow(tx, id, { done: body.done, updatedAt: context.clock.now() });
  });
  const message =
    body.done === undefined
      ? body.remove
        ? 'api.todoRemoved'
        : 'api.todoAdded'
      : body.done
        ? 'api.markedDone'
        : 'api.unmarkedDone';
  return answerOfParts<PostWriteResponse>({ post: await reload(context.db, user, id), message: context.t(message) });
};

export const trackPost = async (
  context: ModuleContext,
  { viewer, id, body }: { viewer: Viewer; id: string; body: PostTrackBody },
) => {
  const { user } = await withReadablePost(context, viewer, id, async (tx, reader) => {
    if (body.readBy === true) await recordRead(tx, id, reader._id, body.markAsRead === true, context.clock.now());
    if (body.readBy === false) await removeRead(tx, id, reader._id);
    if (body.okBy !== undefined) await setOk(tx, id, reader._id, body.okBy);
  });
  void context.events.emit('post.tracked', { postId: id, actorId: user._id });
  const message =
    body.okBy !== undefined
      ? body.okBy
        ? 'api.okGiven'
        : 'api.okRemoved'
      : body.readBy === false
        ? 'api.markedUnread'
        : body.markAsRead
          ? 'api.markedRead'
          : 'api.readRecorded';
  return answerOfParts<PostWriteResponse>({ post: await reload(context.db, user, id), message: context.t(message) });
};

/**
 * "Hide memo" on the banner (issue 35 item 12): remembered for the user on the server, so the memo stays
 * hidden on every device until a newer one is posted. Hiding is not reading: the readers list stays true.
 */
export const hideMemo = async (
  context: ModuleContext,
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<MemoHideResponse> => {
  const { user } = await withReadablePost(context, viewer, id, async (tx, reader, row) => {
    if (row.type !== 'memo') throw catalogueError('bad_request', 'api.notAMemo');
    await hideMemoRow(tx, reader._id, id);
  });
  return { message: context.t('api.memoHidden'), memo: await findMemoForPage(context, user) };
};

/** Spec §1: the page data carries the newest memo the viewer has not read; nobody outside the team gets one. */
export const findMemoForPage = async (context: Pick<ModuleContext, 'db'>, viewer: Viewer): Promise<Memo | null> => {
  if (!viewer || !isContrib(viewer)) return null;
  const scope = await loadFeedScope(context, viewer);
  const row = await findUnreadMemoRow(context.db, readerScope(viewer, scope.readableKeys));
  return row ? { _id: row.id, feed: row.feed, title: row.title, bodyPreview: row.bodyPreview } : null;
};

/** For the comments registry: a post or a post section exists for the actor only if they may read the post. */
export const findReadablePostTitle = async (db: Db, actor: Actor | null, postId: string): Promise<string | null> => {
  if (!actor || !isContrib(actor)) return null;
  const scope = await loadFeedScope({ db }, actor);
  const row = await findPostRow(db, postId);
  return row && isReadable(actor, scope, row) ? row.title : null;
};

/**
 * A message from the public contact form (spec §3 post type contact): a post in the admins' feed,
 * written by nobody in the studio, so every admin reads it where they read the team's posts.
 */
export const createContactPost = async (
  { db, clock }: Pick<ModuleContext, 'db' | 'clock'>,
  { title, body }: { title: string; body: string },
): Promise<string> => {
  const now = clock.now();
  const row = await insertPostRow(db, {
    feed: 'admin',
    title,
    body,
    ...renderPostBody(body),
    type: 'contact',
    userId: null,
    createdAt: now,
    updatedAt: now,
  });
  return row.id;
};
