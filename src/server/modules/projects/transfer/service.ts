import { type AppError, catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findFilesByIds } from '#server/modules/files/index.ts';
import { isWebAddress } from '#shared/app/schemas.ts';
import { imageVersions } from '#shared/files/constants.ts';
import { imageVersionKey, originalKey } from '#shared/files/urls.ts';
import { can } from '#shared/users/permissions.ts';
import { isSameHost, projectTransferBodySchema, transferSameHostMessage } from '#shared/projects/schemas.ts';
import {
  isTransferredCommentItemType,
  transferInPath,
  transferInResponseSchema,
  transferManifestField,
  type ProjectTransferResponse,
  type TransferManifestInput,
  type TransferStatusResponse,
} from '#shared/projects/transfer/transfer.ts';
import type { Actor } from '#shared/users/levels.ts';
import { loadProject } from '../access.ts';
import { findPeople, readProjectRows, type ProjectRows } from './queries.ts';
import { postTransfer, type TargetAnswer } from './send.ts';
import { checkedTargetAddress } from './target-hosts.ts';
import { multipartBody, multipartLength, newBoundary, type OutgoingPart } from './wire.ts';

/** How long the other host may take to answer a whole project, files included. */
const transferTimeoutMs = 30 * 60 * 1000;

const anyRecordId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A column that may name a stored file (a key such as `<id>_l.jpg`, or a cover's bare id), or a link. */
const fileIdIn = (value: string | null): string[] => {
  const found = value ? anyRecordId.exec(value) : null;
  return found ? [found[0].toLowerCase()] : [];
};

const referencedFileIds = (rows: ProjectRows): string[] => {
  const { project } = rows;
  const projectColumns = [
    project.videoCoverUrl,
    project.videoPreview,
    project.videoWatermarked,
    project.videoFull,
    project.deliveredVoice,
    project.deliveredMusic,
    project.musicTrack,
  ];
  const versionColumns = rows.versions.flatMap((version) => [
    version.videoPreview,
    version.videoWatermarked,
    version.videoFull,
    version.deliveredVoice,
    version.deliveredMusic,
  ]);
  return [
    ...new Set([
      ...[
        ...projectColumns,
        ...versionColumns,
        ...rows.scenes.map((scene) => scene.image),
        ...rows.sceneVersions.map((version) => version.image),
      ].flatMap(fileIdIn),
      ...rows.comments.flatMap((comment) => comment.files.map((file) => file.id)),
      ...rows.projectCovers.map((cover) => cover.fileId),
      ...rows.socialCovers.map((cover) => cover.fileId),
    ]),
  ];
};

const peopleOf = (rows: ProjectRows, fileUploaders: (string | null)[]): string[] => {
  const ids = [
    rows.project.createdBy,
    ...rows.collabs.flatMap((collab) => [collab.userId, collab.addedBy]),
    ...rows.listings.map((listing) => listing.userId),
    ...rows.scenes.flatMap((scene) => [scene.updatedBy, scene.reviewChangedBy]),
    ...rows.sceneVersions.map((version) => version.userId),
    ...rows.approvals.map((approval) => approval.userId),
    ...rows.comments.flatMap((comment) => [comment.userId, ...comment.mentions]),
    ...rows.socialTitles.map((title) => title.userId),
    ...rows.socialTitleRatings.map((rating) => rating.userId),
    ...fileUploaders,
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
};

/** The size of each stored object of the project's files; an object the store lacks is left out, as it is here. */
const storedObjects = async (
  { storage }: Pick<ModuleContext, 'storage'>,
  file: { id: string; extension: string; isImage: boolean },
) => {
  const keys = [
    originalKey(file.id, file.extension),
    ...(file.isImage ? Object.values(imageVersions).map((version) => imageVersionKey(file.id, version.suffix)) : []),
  ];
  const objects = [];
  for (const key of keys) {
    const stored = await storage.get(key);
    if (!stored) continue;
    stored.stream.destroy();
    objects.push({ key, size: stored.size, contentType: stored.contentType });
  }
  return objects;
};

const buildManifest = async (
  context: Pick<ModuleContext, 'db' | 'storage' | 'config'>,
  rows: ProjectRows,
): Promise<TransferManifestInput> => {
  const fileRows = await findFilesByIds(context.db, referencedFileIds(rows));
  const files = [];
  for (const file of fileRows) files.push({ ...file, objects: await storedObjects(context, file) });
  const people = await findPeople(
    context.db,
    peopleOf(
      rows,
      fileRows.map((file) => file.uploadedBy),
    ),
  );
  const { project, comments, ...children } = rows;
  // The query reads only these item types; the guard lets the type say so.
  const projectComments = comments.flatMap((comment) =>
    isTransferredCommentItemType(comment.itemType) ? [{ ...comment, itemType: comment.itemType }] : [],
  );
  return {
    format: 1,
    sourceUrl: context.config.publicUrl,
    locale: context.config.locale,
    people,
    project,
    ...children,
    comments: projectComments,
    files,
  };
};

const hostOf = (url: string): string => new URL(url).host;

/** Spec §5: the target must be another host, neither the one this server is published as nor the one the request came to. */
const targetOrigin = (target: string, publicUrl: string, requestHost: string): string => {
  const parsed = projectTransferBodySchema(hostOf(publicUrl)).safeParse({ target });
  if (!parsed.success) {
    throw catalogueError(
      'bad_request',
      parsed.error.issues.some((issue) => issue.message === transferSameHostMessage)
        ? 'api.transfer.sameHost'
        : 'api.transfer.badTarget',
    );
  }
  if (isSameHost(parsed.data.target, requestHost)) throw catalogueError('bad_request', 'api.transfer.sameHost');
  const url = new URL(parsed.data.target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw catalogueError('bad_request', 'api.transfer.badTarget');
  return url.origin;
};

/**
 * What a refusal of the target means, by its status alone: its body is never shown, so a transfer
 * cannot be used to read what some other server answers.
 */
const targetRefusal = (host: string, status: number): AppError => {
  if (status === 401) return catalogueError('conflict', 'api.transfer.targetKeyRefused', { host });
  if (status === 409) return catalogueError('conflict', 'api.transfer.targetHasProject', { host });
  if (status === 413) return catalogueError('conflict', 'api.transfer.targetTooLarge', { host });
  if (status === 400 || status === 415)
    return catalogueError('conflict', 'api.transfer.targetRefusedContent', { host, status });
  return catalogueError('conflict', 'api.transfer.refusedByTarget', { host, status });
};

/** The project's address on the target, which must be a web address of the project itself; nothing else of the answer is kept. */
const projectUrlIn = (body: string, projectId: string): string | null => {
  try {
    const { url } = transferInResponseSchema.parse(JSON.parse(body));
    return isWebAddress(url) && new URL(url).pathname === `/app/projects/${projectId}` ? url : null;
  } catch {
    return null;
  }
};

type TransferSource = Pick<ModuleContext, 'db' | 'storage' | 'config'>;

/** The request body of a transfer: the manifest part first, then one part per stored object, read when its turn comes. */
export const prepareTransfer = async (
  context: TransferSource,
  projectId: string,
): Promise<{ boundary: string; parts: OutgoingPart[]; length: number }> => {
  const rows = await readProjectRows(context.db, projectId);
  if (!rows) throw catalogueError('not_found', 'api.projectNotFound');
  const built = await buildManifest(context, rows);
  const manifest = Buffer.from(JSON.stringify(built));
  const parts: OutgoingPart[] = [
    { name: transferManifestField, contentType: 'application/json', size: manifest.length, open: async () => manifest },
    ...built.files.flatMap((file) =>
      file.objects.map((object) => ({
        name: object.key,
        contentType: object.contentType,
        size: object.size,
        open: async () => {
          const stored = await context.storage.get(object.key);
          if (!stored) throw new Error(`${object.key} left the store during the transfer`);
          return stored.stream;
        },
      })),
    ),
  ];
  const boundary = newBoundary();
  return { boundary, parts, length: multipartLength(boundary, parts) };
};

/** Whether the settings group can offer a transfer here (it says so when no key is configured). */
export const getTransferStatus = async (
  { db, config }: ModuleContext,
  { actor, projectId }: { actor: Actor | null; projectId: string },
): Promise<TransferStatusResponse> => {
  refuseUnless(can(actor, 'transferProject'), actor, 'api.transfer.notAllowed');
  await loadProject(db, projectId, actor);
  return { configured: config.transferKey !== null };
};

/**
 * Sends the whole project to `<target>/api/projects/transfer-in` (spec §7, decision 068): one
 * multipart body, the manifest first and then every stored object of its files, authenticated by the
 * transfer key both hosts hold. The project stays here; the answer is its address on the target.
 */
export const transferProject = async (
  context: ModuleContext,
  {
    actor,
    projectId,
    target,
    requestHost,
  }: { actor: Actor | null; projectId: string; target: string; requestHost: string },
): Promise<ProjectTransferResponse> => {
  const { config } = context;
  refuseUnless(can(actor, 'transferProject'), actor, 'api.transfer.notAllowed');
  await loadProject(context.db, projectId, actor);
  if (!config.transferKey) throw catalogueError('conflict', 'api.transfer.notConfigured');
  const origin = targetOrigin(target, config.publicUrl, requestHost);
  const url = new URL(transferInPath, origin);
  const { address, hostname } = await checkedTargetAddress(config.transferHosts, url);
  const { boundary, parts, length } = await prepareTransfer(context, projectId);
  // A failed transfer answers 409, not 502: the browser shows a 5xx as 'Unexpected error occurred' (spec §8),
  // and the admin needs the reason (the target unreachable, or what its refusal means).
  let answer: TargetAnswer;
  try {
    answer = await postTransfer({
      url,
      address,
      hostname,
      headers: {
        authorization: `Bearer ${config.transferKey}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
      body: multipartBody(boundary, parts),
      timeoutMs: transferTimeoutMs,
    });
  } catch (error) {
    throw catalogueError('conflict', 'api.transfer.unreachable', {
      host: url.host,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (answer.body === null) throw targetRefusal(url.host, answer.status);
  const projectUrl = projectUrlIn(answer.body, projectId);
  if (!projectUrl) throw catalogueError('conflict', 'api.transfer.badAnswer', { host: url.host });
  return { url: projectUrl, message: context.t('api.transfer.sent', { host: url.host }) };
};
