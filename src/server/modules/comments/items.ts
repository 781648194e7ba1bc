import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { CommentItem } from '#shared/comments/comments.ts';
import type { Actor } from '#shared/users/levels.ts';
import { loadProject } from '#server/modules/projects/access.ts';
import { findSceneLocation } from './item-queries.ts';

export interface ItemSummary {
  title: string;
}

type ItemRule = (user: Actor | null) => boolean;

/** How the comments module reaches one kind of item without knowing its module. */
export interface CommentItemType {
  /** Ids this type can have, so a lookup never casts a post-section id to a uuid. */
  idPattern: RegExp;
  /** The item as the actor may reach it, or null (or a not_found AppError) when it does not exist for them. */
  find: (db: Db, itemId: string, actor: Actor | null) => Promise<ItemSummary | null>;
  canRead: ItemRule;
  canComment: ItemRule;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const anyone: ItemRule = () => true;

/**
 * An item anyone holding its id may read and comment on: project ids double as share links
 * (spec §2 allows every route with a projectId without login), and scenes are read with their project.
 */
export const sharedLinkItem = (find: CommentItemType['find']): CommentItemType => ({ idPattern: uuidPattern, find, canRead: anyone, canComment: anyone });

/** An item only some users may reach, such as a job (contributors) or a post (its feed's members). */
export const restrictedItem = (find: CommentItemType['find'], allowed: ItemRule, idPattern: RegExp = uuidPattern): CommentItemType => ({
  idPattern,
  find,
  canRead: allowed,
  canComment: allowed,
});

const findProject: CommentItemType['find'] = async (db, projectId, actor) => ({ title: (await loadProject(db, projectId, actor)).row.title });

const findScene: CommentItemType['find'] = async (db, sceneId, actor) => {
  const scene = await findSceneLocation(db, sceneId);
  if (!scene) return null;
  const { row } = await loadProject(db, scene.projectId, actor);
  return { title: `Scene ${scene.position + 1} · ${row.title}` };
};

/** Every item type comments can attach to; a capability registers its items with one line here. */
export const commentItemTypes: ReadonlyMap<string, CommentItemType> = new Map([
  ['project', sharedLinkItem(findProject)],
  ['scene', sharedLinkItem(findScene)],
]);

export interface ResolvedItem extends CommentItem {
  type: CommentItemType;
}

export const unknownItemTypeMessage = (itemType: string): string => `Comments cannot be attached to '${itemType}'`;
export const itemNotFoundMessage = 'This item does not exist';

const findAs = async (db: Db, actor: Actor | null, itemType: string, type: CommentItemType, itemId: string): Promise<ResolvedItem | null> => {
  if (!type.idPattern.test(itemId)) return null;
  try {
    const summary = await type.find(db, itemId, actor);
    return summary ? { itemType, itemId, title: summary.title, type } : null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
};

/** The item of a known type as the actor may reach it, or null; an unregistered type is a bad request. */
export const findCommentItem = async (db: Db, actor: Actor | null, itemType: string, itemId: string): Promise<ResolvedItem | null> => {
  const type = commentItemTypes.get(itemType);
  if (!type) throw new AppError('bad_request', unknownItemTypeMessage(itemType));
  return findAs(db, actor, itemType, type, itemId);
};

/**
 * Finds the item a comment belongs to. The comments modal is opened from a URL that carries only
 * the id, so without a type every registered type whose id shape fits is tried in turn.
 */
export const resolveCommentItem = async (db: Db, actor: Actor | null, itemId: string, itemType?: string): Promise<ResolvedItem> => {
  if (itemType) {
    const item = await findCommentItem(db, actor, itemType, itemId);
    if (!item) throw new AppError('not_found', itemNotFoundMessage);
    return item;
  }
  for (const [name, type] of commentItemTypes) {
    const item = await findAs(db, actor, name, type, itemId);
    if (item) return item;
  }
  throw new AppError('not_found', itemNotFoundMessage);
};
