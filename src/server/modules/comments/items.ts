import type { Db } from '#server/db/client.ts';
import { confirmViewer, sessionAlreadyRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import { AppError, catalogueError } from '#server/lib/errors.ts';
import type { CommentItem } from '#shared/comments/comments.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { ApiTranslate } from '#shared/i18n/api-messages.ts';
import { postSectionItemPattern, splitPostSectionItemId } from '#shared/posts/posts.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findJobForComments } from '#server/modules/jobs/index.ts';
import { findReadablePostTitle } from '#server/modules/posts/index.ts';
import {
  findReviewVideoForComments,
  findSocialTitleForComments,
  loadProject,
  viewableScenes,
} from '#server/modules/projects/index.ts';
import { isContrib } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import { findSceneLocation } from './item-queries.ts';
import { recordIdPattern } from '#shared/app/schemas.ts';
import { reviewCommentItemType } from '#shared/projects/review/review.ts';

export interface ItemSummary {
  title: string;
  /** An item whose comments pin a frame (a review video, decision 110): its frames, null until they are known. */
  frameCount?: number | null;
}

/** The deployment's words an item's title is written in: API texts, and the locale of the shared catalogues (job types). */
export interface ItemWords {
  t: ApiTranslate;
  locale: Locale;
}

type ItemRule = (user: Actor | null) => boolean;

/** How the comments module reaches one kind of item without knowing its module. */
export interface CommentItemType {
  /** Ids this type can have, so a lookup never casts a post-section id to a uuid. */
  idPattern: RegExp;
  /** The item as the actor may reach it, or null (or a not_found AppError) when it does not exist for them. */
  find: (
    db: Db,
    itemId: string,
    actor: Actor | null,
    words: ItemWords,
    check: ViewerCheck,
  ) => Promise<ItemSummary | null>;
  /** Which of these ids the actor may reach, in a few queries for the whole list (a page of badges); without it each id is found in turn. */
  findReachable?: (db: Db, itemIds: readonly string[], actor: Actor | null, check: ViewerCheck) => Promise<string[]>;
  /** Whether `find` puts the viewer's check into its read (decision 073); otherwise it is checked first in a statement of its own. */
  checksViewer: boolean;
  canRead: ItemRule;
  canComment: ItemRule;
}

const anyone: ItemRule = () => true;

/**
 * An item anyone holding its id may read and comment on: project ids double as share links
 * (spec §2 allows every route with a projectId without login), and scenes are read with their project.
 */
export const sharedLinkItem = (
  find: CommentItemType['find'],
  findReachable?: CommentItemType['findReachable'],
): CommentItemType => ({
  idPattern: recordIdPattern,
  find,
  ...(findReachable ? { findReachable } : {}),
  checksViewer: true,
  canRead: anyone,
  canComment: anyone,
});

/** An item only some users may reach, such as a job (contributors) or a post (its feed's members). */
export const restrictedItem = (
  find: CommentItemType['find'],
  allowed: ItemRule,
  idPattern: RegExp = recordIdPattern,
): CommentItemType => ({
  idPattern,
  find,
  checksViewer: false,
  canRead: allowed,
  canComment: allowed,
});

const findProject: CommentItemType['find'] = async (db, projectId, actor, _words, check) => ({
  title: (await loadProject(db, projectId, actor, check)).row.title,
});

const findScene: CommentItemType['find'] = async (db, sceneId, actor, { t }, check) => {
  const scene = await findSceneLocation(db, sceneId);
  if (!scene) return null;
  const { row } = await loadProject(db, scene.projectId, actor, check);
  return { title: t('api.sceneItemTitle', { number: scene.position + 1, title: row.title }) };
};

const findPost: CommentItemType['find'] = async (db, postId, actor) => {
  const title = await findReadablePostTitle(db, actor, postId);
  return title === null ? null : { title };
};

const findPostSection: CommentItemType['find'] = async (db, itemId, actor) => {
  const section = splitPostSectionItemId(itemId);
  const title = section ? await findReadablePostTitle(db, actor, section.postId) : null;
  return section && title !== null ? { title: `${section.sectionId} · ${title}` } : null;
};

/** A review video is read by whoever may watch it (`canSeeReviewVideo`), decided in its find. */
const findReviewVideo: CommentItemType['find'] = (db, reviewVideoId, actor, { t }, check) =>
  findReviewVideoForComments(db, reviewVideoId, actor, t, check);

/** Every item type comments can attach to; a capability registers its items with one line here. */
export const commentItemTypes: ReadonlyMap<string, CommentItemType> = new Map([
  ['project', sharedLinkItem(findProject)],
  ['scene', sharedLinkItem(findScene, viewableScenes)],
  ['job', restrictedItem(findJobForComments, isContrib)],
  ['post', restrictedItem(findPost, isContrib)],
  ['post-section', restrictedItem(findPostSection, isContrib, postSectionItemPattern)],
  ['social-title', restrictedItem(findSocialTitleForComments, (user) => can(user, 'editCoverAndTitles'))],
  [reviewCommentItemType, sharedLinkItem(findReviewVideo)],
]);

export interface ResolvedItem extends CommentItem {
  type: CommentItemType;
  frameCount?: number | null;
}

type ItemContext = Pick<ModuleContext, 'db' | 't' | 'config'>;

const findAs = async (
  { db, t, config }: ItemContext,
  actor: Actor | null,
  itemType: string,
  type: CommentItemType,
  itemId: string,
  check: ViewerCheck,
): Promise<ResolvedItem | null> => {
  if (!type.idPattern.test(itemId)) return null;
  if (!type.checksViewer) await confirmViewer(db, check);
  try {
    const summary = await type.find(db, itemId, actor, { t, locale: config.locale }, check);
    return summary ? { itemType, itemId, title: summary.title, frameCount: summary.frameCount, type } : null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
};

const registeredType = (itemType: string): CommentItemType => {
  const type = commentItemTypes.get(itemType);
  if (!type) throw catalogueError('bad_request', 'api.unknownItemType', { itemType });
  return type;
};

/** The item of a known type as the actor may reach it, or null; an unregistered type is a bad request. */
const findCommentItem = async (
  context: ItemContext,
  actor: Actor | null,
  itemType: string,
  itemId: string,
  check: ViewerCheck,
): Promise<ResolvedItem | null> => findAs(context, actor, itemType, registeredType(itemType), itemId, check);

/** The ids, of one registered type, whose comments the actor may read; `check` as in decision 073. */
export const findReadableCommentItems = async (
  context: ItemContext,
  actor: Actor | null,
  itemType: string,
  itemIds: readonly string[],
  check: ViewerCheck,
): Promise<string[]> => {
  const type = registeredType(itemType);
  if (!type.canRead(actor)) return [];
  const shaped = itemIds.filter((itemId) => type.idPattern.test(itemId));
  if (type.findReachable) return type.findReachable(context.db, shaped, actor, check);
  const found: string[] = [];
  for (const itemId of shaped) if (await findAs(context, actor, itemType, type, itemId, check)) found.push(itemId);
  return found;
};

/**
 * Finds the item a comment belongs to. The comments modal is opened from a URL that carries only
 * the id, so without a type every registered type whose id shape fits is tried in turn.
 */
export const resolveCommentItem = async (
  context: ItemContext,
  actor: Actor | null,
  itemId: string,
  itemType: string | undefined,
  check: ViewerCheck,
): Promise<ResolvedItem> => {
  if (itemType) {
    const item = await findCommentItem(context, actor, itemType, itemId, check);
    if (!item) throw catalogueError('not_found', 'api.itemNotFound');
    return item;
  }
  for (const [name, type] of commentItemTypes) {
    const item = await findAs(context, actor, name, type, itemId, check);
    if (item) return item;
  }
  throw catalogueError('not_found', 'api.itemNotFound');
};

/** Whether the actor may read this item's comments at all: what a notification about the item checks for its recipient. */
export const canReachCommentItem = async (
  context: ItemContext,
  actor: Actor,
  itemType: string,
  itemId: string,
): Promise<boolean> => {
  const type = commentItemTypes.get(itemType);
  if (!type?.canRead(actor)) return false;
  return (await findAs(context, actor, itemType, type, itemId, sessionAlreadyRead)) !== null;
};
