import type { Db } from '#server/db/client.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { PendingUpload } from '#server/modules/files/index.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import {
  averageRating,
  sortByPerformance,
  type SocialMedia,
  type SocialMediaResponse,
  type SocialTitle,
} from '#shared/projects/social/social.ts';
import type { Actor } from '#shared/users/levels.ts';
import { defaultAvatar } from '#shared/users/constants.ts';
import { can } from '#shared/users/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject, type LoadedProject } from '../access.ts';
import type { ProjectTarget } from '../service.ts';
import {
  deleteSocialCover,
  deleteSocialTitle,
  findSocialTitle,
  findTitleRatings,
  insertSocialCover,
  insertSocialTitle,
  listSocialCovers,
  listSocialTitles,
  setCoverScore,
  setTitleScore,
  upsertTitleRating,
  type SocialTitleRow,
} from './queries.ts';

type TitleTarget = ProjectTarget & { titleId: string };

/** Spec §2, §6: Cover & Titles belongs to project managers, checked before anything is read or stored. */
const loadForSocial = async (db: Db, projectId: string, actor: Actor | null): Promise<LoadedProject> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(can(actor, 'editCoverAndTitles'), actor, 'api.social.refused');
  return loaded;
};

const toTitle = (row: SocialTitleRow, ratings: Record<string, number>): SocialTitle => ({
  id: row.id,
  text: row.text,
  user: row.userId ? { _id: row.userId, name: row.userName ?? '', picture: row.userPicture ?? defaultAvatar } : null,
  rating: averageRating(ratings),
  ratings,
  score: row.score,
  created: row.createdAt.toISOString(),
});

/** The section as spec §9 orders it: highest score first, unscored titles and covers last. */
const readSocialMedia = async (db: Db, projectId: string): Promise<SocialMedia> => {
  const titleRows = await listSocialTitles(db, projectId);
  const ratings = await findTitleRatings(
    db,
    titleRows.map((row) => row.id),
  );
  const covers = await listSocialCovers(db, projectId);
  return {
    titles: sortByPerformance(titleRows.map((row) => toTitle(row, ratings.get(row.id) ?? {}))),
    covers: sortByPerformance(
      covers.map((row) => ({ fileId: row.fileId, ext: row.extension, name: row.name, score: row.score })),
    ),
  };
};

const answer = async (
  { db, t }: ModuleContext,
  projectId: string,
  message?: ApiMessageKey,
): Promise<SocialMediaResponse> => ({
  socialMedia: await readSocialMedia(db, projectId),
  ...(message ? { message: t(message) } : {}),
});

/** The title must belong to the project in the address: a title id from another project is not found. */
const loadTitle = async (
  db: Db,
  { projectId, actor, titleId }: TitleTarget,
): Promise<{ loaded: LoadedProject; title: SocialTitleRow }> => {
  const loaded = await loadForSocial(db, projectId, actor);
  const title = isRecordId(titleId) ? await findSocialTitle(db, titleId) : undefined;
  if (!title || title.projectId !== loaded.row.id) throw catalogueError('not_found', 'api.social.titleNotFound');
  return { loaded, title };
};

const requireCoverId = (fileId: string): string => {
  if (!isRecordId(fileId)) throw catalogueError('not_found', 'api.social.coverNotFound');
  return fileId;
};

export const getSocialMedia = async (
  context: ModuleContext,
  { projectId, actor }: ProjectTarget,
): Promise<SocialMediaResponse> => {
  const loaded = await loadForSocial(context.db, projectId, actor);
  return answer(context, loaded.row.id);
};

export const addSocialTitle = async (
  context: ModuleContext,
  { projectId, actor, text }: ProjectTarget & { text: string },
): Promise<SocialMediaResponse> => {
  const loaded = await loadForSocial(context.db, projectId, actor);
  const user = requireActor(actor, 'api.social.refused');
  await insertSocialTitle(context.db, { projectId: loaded.row.id, text, userId: user._id });
  return answer(context, loaded.row.id, 'api.social.titleAdded');
};

export const rateSocialTitle = async (
  context: ModuleContext,
  target: TitleTarget & { rating: number },
): Promise<SocialMediaResponse> => {
  const { loaded, title } = await loadTitle(context.db, target);
  const user = requireActor(target.actor, 'api.social.refused');
  await upsertTitleRating(context.db, { titleId: title.id, userId: user._id, rating: target.rating });
  return answer(context, loaded.row.id, 'api.social.ratingSaved');
};

export const scoreSocialTitle = async (
  context: ModuleContext,
  target: TitleTarget & { score: number },
): Promise<SocialMediaResponse> => {
  const { loaded, title } = await loadTitle(context.db, target);
  await setTitleScore(context.db, title.id, target.score);
  return answer(context, loaded.row.id, 'api.social.scoreSaved');
};

export const removeSocialTitle = async (context: ModuleContext, target: TitleTarget): Promise<SocialMediaResponse> => {
  const { loaded, title } = await loadTitle(context.db, target);
  await deleteSocialTitle(context.db, title.id);
  return answer(context, loaded.row.id, 'api.social.titleRemoved');
};

/** The image goes through the files pipeline (type from the bytes, thumbnails) only once access is granted. */
export const uploadSocialCover = async (
  context: ModuleContext,
  { projectId, actor, receive }: ProjectTarget & { receive: PendingUpload },
): Promise<SocialMediaResponse> => {
  const loaded = await loadForSocial(context.db, projectId, actor);
  const file = await receive({ imagesOnly: true });
  await insertSocialCover(context.db, loaded.row.id, file.id);
  return answer(context, loaded.row.id, 'api.social.coverUploaded');
};

export const scoreSocialCover = async (
  context: ModuleContext,
  { projectId, actor, fileId, score }: ProjectTarget & { fileId: string; score: number },
) => {
  const loaded = await loadForSocial(context.db, projectId, actor);
  if (!(await setCoverScore(context.db, loaded.row.id, requireCoverId(fileId), score)))
    throw catalogueError('not_found', 'api.social.coverNotFound');
  return answer(context, loaded.row.id, 'api.social.scoreSaved');
};

export const removeSocialCover = async (
  context: ModuleContext,
  { projectId, actor, fileId }: ProjectTarget & { fileId: string },
) => {
  const loaded = await loadForSocial(context.db, projectId, actor);
  if (!(await deleteSocialCover(context.db, loaded.row.id, requireCoverId(fileId))))
    throw catalogueError('not_found', 'api.social.coverNotFound');
  return answer(context, loaded.row.id, 'api.social.coverRemoved');
};

/** A title as the comments module reaches it: only those who may open Cover & Titles read its comments. */
export const findSocialTitleForComments = async (
  db: Db,
  titleId: string,
  actor: Actor | null,
): Promise<{ title: string } | null> => {
  const title = await findSocialTitle(db, titleId);
  if (!title) return null;
  const loaded = await loadProject(db, title.projectId, actor);
  return { title: `${title.text} · ${loaded.row.title}` };
};
