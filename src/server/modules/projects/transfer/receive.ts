import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { AppError } from '#server/lib/errors.ts';
import { catalogueError } from '#server/lib/errors.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { unusablePasswordHash } from '#server/modules/auth/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { imageVersions } from '#shared/files/constants.ts';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';
import { describeFirstIssue } from '#shared/i18n/validation.ts';
import { imageVersionKey, originalKey } from '#shared/files/urls.ts';
import type { StoredCart } from '#server/db/schema/projects.ts';
import { cartForLocale } from '#shared/projects/transfer/prices.ts';
import {
  transferManifestField,
  transferManifestMaxBytes,
  transferManifestSchema,
  type TransferManifest,
} from '#shared/projects/transfer/transfer.ts';
import { existingFileIds, insertTransferredProject, projectExists, usersByEmail, type ImportRows } from './queries.ts';

/** One part of an incoming transfer as the route hands it over. */
export interface IncomingPart {
  name: string;
  stream: Readable;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * The transfer key from `Authorization: Bearer <key>`, compared in constant time (both sides hashed
 * first, so neither the key's content nor its length shows in the timing).
 */
export const requireTransferKey = (
  { config }: Pick<ModuleContext, 'config'>,
  authorization: string | undefined,
): void => {
  if (!config.transferKey) throw catalogueError('unauthorized', 'api.transfer.inNotConfigured');
  const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!sent) throw catalogueError('unauthorized', 'api.transfer.keyMissing');
  if (!timingSafeEqual(digest(sent), digest(config.transferKey)))
    throw catalogueError('unauthorized', 'api.transfer.keyWrong');
};

const tooLarge = (maxBytes: number): AppError =>
  catalogueError('payload_too_large', 'api.transfer.tooLarge', { max: Math.floor(maxBytes / (1024 * 1024)) });

/** A declared length over the limit is refused before a byte of the body is read. */
export const refuseDeclaredSize = (
  { config }: Pick<ModuleContext, 'config'>,
  contentLength: string | undefined,
): void => {
  if (contentLength !== undefined && Number(contentLength) > config.transferMaxBytes)
    throw tooLarge(config.transferMaxBytes);
};

const readManifest = async (part: IncomingPart | undefined, locale: Locale): Promise<TransferManifest> => {
  if (!part || part.name !== transferManifestField) throw catalogueError('bad_request', 'api.transfer.manifestFirst');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.stream) {
    size += Buffer.byteLength(chunk);
    if (size > transferManifestMaxBytes) throw tooLarge(transferManifestMaxBytes);
    chunks.push(Buffer.from(chunk));
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw catalogueError('bad_request', 'api.transfer.manifestInvalid');
  }
  const parsed = transferManifestSchema.safeParse(json);
  if (!parsed.success)
    throw catalogueError('bad_request', 'api.transfer.manifestProblem', {
      problem: describeFirstIssue(createIssueDescriber(locale), parsed.error.issues),
    });
  return parsed.data;
};

/** References the schema cannot see: every row belongs to the project, and a file's objects are its own keys. */
const manifestProblem = (manifest: TransferManifest): string | null => {
  const projectId = manifest.project.id;
  const sceneIds = new Set(manifest.scenes.map((scene) => scene.id));
  const titleIds = new Set(manifest.socialTitles.map((title) => title.id));
  const commentIds = new Set(manifest.comments.map((comment) => comment.id));
  const versionIds = new Set(manifest.versions.map((version) => version.id));
  const people = new Set(manifest.people.map((person) => person.id));
  const owned = [
    ...manifest.collabs,
    ...manifest.listings,
    ...manifest.versions,
    ...manifest.scenes,
    ...manifest.approvals,
    ...manifest.socialTitles,
    ...manifest.socialCovers,
    ...manifest.projectCovers,
  ];
  if (owned.some((row) => row.projectId !== projectId)) return `a row belongs to another project than ${projectId}`;
  if (manifest.scenes.some((scene) => scene.versionId !== null && !versionIds.has(scene.versionId)))
    return 'a scene names a version the manifest does not hold';
  if (manifest.sceneVersions.some((version) => !sceneIds.has(version.sceneId)))
    return 'a scene version names a scene the manifest does not hold';
  if (manifest.socialTitleRatings.some((rating) => !titleIds.has(rating.titleId)))
    return 'a rating names a title the manifest does not hold';
  const itemOf = {
    project: (id: string) => id === projectId,
    scene: (id: string) => sceneIds.has(id),
    'social-title': (id: string) => titleIds.has(id),
  };
  if (manifest.comments.some((comment) => !itemOf[comment.itemType](comment.itemId)))
    return 'a comment is on an item outside the project';
  if (manifest.comments.some((comment) => comment.replyTo !== null && !commentIds.has(comment.replyTo)))
    return 'a reply answers a comment the manifest does not hold';
  for (const file of manifest.files) {
    const keys = new Set([
      originalKey(file.id, file.extension),
      ...Object.values(imageVersions).map((version) => imageVersionKey(file.id, version.suffix)),
    ]);
    const stray = file.objects.find((object) => !keys.has(object.key));
    if (stray) return `the object ${stray.key} is not a key of file ${file.id}`;
  }
  const named = [
    manifest.project.createdBy,
    ...manifest.collabs.flatMap((collab) => [collab.userId, collab.addedBy]),
    ...manifest.listings.map((listing) => listing.userId),
    ...manifest.scenes.flatMap((scene) => [scene.updatedBy, scene.reviewChangedBy]),
    ...manifest.sceneVersions.map((version) => version.userId),
    ...manifest.approvals.map((approval) => approval.userId),
    ...manifest.comments.flatMap((comment) => [comment.userId, ...comment.mentions]),
    ...manifest.socialTitles.map((title) => title.userId),
    ...manifest.socialTitleRatings.map((rating) => rating.userId),
    ...manifest.files.map((file) => file.uploadedBy),
  ];
  const stranger = named.find((id) => id !== null && !people.has(id));
  return stranger ? `the person ${stranger} is not among the manifest's people` : null;
};

/**
 * People are matched by e-mail (decision 068). Someone this host does not know gets a client account
 * with no usable password and no roles: the project keeps who wrote what, they can set a password
 * through "forgot password", and only this host's admins decide anyone's level here. An account
 * whose address nobody proved is matched but taken back from whoever signed in to it, as an
 * invitation does (decision 091).
 */
const mapPeople = async ({ db, clock }: Pick<ModuleContext, 'db' | 'clock'>, manifest: TransferManifest) => {
  const known = await usersByEmail(
    db,
    manifest.people.map((person) => person.email),
  );
  const idOf = new Map<string, string>();
  const newUsers: ImportRows['newUsers'] = [];
  const releasedUsers: ImportRows['releasedUsers'] = [];
  for (const person of manifest.people) {
    const existing = known.get(person.email.toLowerCase());
    if (existing) {
      if (!existing.confirmed)
        releasedUsers.push({ userId: existing.id, passwordHash: await unusablePasswordHash(), now: clock.now() });
      idOf.set(person.id, existing.id);
      continue;
    }
    const id = randomUUID();
    newUsers.push({
      id,
      name: person.name,
      email: person.email,
      passwordHash: await unusablePasswordHash(),
      level: 'client',
      roles: [],
    });
    // Made here: a second person with this address is the same account, which nobody signed in to.
    known.set(person.email.toLowerCase(), { id, confirmed: true });
    idOf.set(person.id, id);
  }
  const person = (id: string): string => idOf.get(id) ?? id;
  const maybe = (id: string | null): string | null => (id === null ? null : person(id));
  return { newUsers, releasedUsers, person, maybe };
};

const pricedCart = (cart: StoredCart, from: TransferManifest['locale'], to: TransferManifest['locale']): StoredCart => {
  const converted = cartForLocale(cart, from, to);
  if ('unsold' in converted) throw catalogueError('bad_request', 'api.transfer.unsoldItem', { name: converted.unsold });
  return converted.cart;
};

const importRows = async (
  context: ModuleContext,
  manifest: TransferManifest,
  alreadyHere: Set<string>,
): Promise<ImportRows> => {
  const { newUsers, releasedUsers, person, maybe } = await mapPeople(context, manifest);
  const locale = context.config.locale;
  return {
    newUsers,
    releasedUsers,
    files: manifest.files
      .filter((file) => !alreadyHere.has(file.id))
      .map(({ objects: _objects, ...file }) => ({ ...file, uploadedBy: maybe(file.uploadedBy) })),
    project: {
      ...manifest.project,
      cart: pricedCart(manifest.project.cart, manifest.locale, locale),
      createdBy: maybe(manifest.project.createdBy),
    },
    collabs: manifest.collabs.map((collab) => ({
      ...collab,
      userId: person(collab.userId),
      addedBy: maybe(collab.addedBy),
    })),
    listings: manifest.listings.map((listing) => ({ ...listing, userId: person(listing.userId) })),
    versions: manifest.versions.map((version) => ({
      ...version,
      cart: pricedCart(version.cart, manifest.locale, locale),
    })),
    scenes: manifest.scenes.map((scene) => ({
      ...scene,
      updatedBy: maybe(scene.updatedBy),
      reviewChangedBy: maybe(scene.reviewChangedBy),
    })),
    sceneVersions: manifest.sceneVersions.map((version) => ({ ...version, userId: maybe(version.userId) })),
    approvals: manifest.approvals.map((approval) => ({ ...approval, userId: maybe(approval.userId) })),
    comments: manifest.comments.map((comment) => ({
      ...comment,
      userId: maybe(comment.userId),
      mentions: comment.mentions.map(person),
    })),
    socialTitles: manifest.socialTitles.map((title) => ({ ...title, userId: maybe(title.userId) })),
    socialTitleRatings: manifest.socialTitleRatings.map((rating) => ({ ...rating, userId: person(rating.userId) })),
    socialCovers: manifest.socialCovers,
    projectCovers: manifest.projectCovers,
  };
};

/** Counts every byte of the transfer's files against the host's limit as it streams past. */
const counted = (stream: Readable, budget: { left: number; max: number }, onChunk: (size: number) => void): Readable =>
  Readable.from(
    (async function* () {
      for await (const chunk of stream) {
        const size = Buffer.byteLength(chunk);
        budget.left -= size;
        if (budget.left < 0) throw tooLarge(budget.max);
        onChunk(size);
        yield chunk;
      }
    })(),
  );

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if ('code' in cause && cause.code === '23505') return true;
  return false;
};

/**
 * Takes a project in from another host (spec §7, decision 068). The files are stored first, then
 * every row goes in one transaction; if anything fails, the stored objects are removed again, so a
 * refused or cut-off transfer leaves this host exactly as it was.
 */
export const receiveTransfer = async (
  context: ModuleContext,
  { parts }: { parts: AsyncIterable<IncomingPart> },
): Promise<{ url: string }> => {
  const { config, storage, db } = context;
  const iterator = parts[Symbol.asyncIterator]();
  const first = await iterator.next();
  const manifest = await readManifest(first.done ? undefined : first.value, config.locale);
  const problem = manifestProblem(manifest);
  if (problem) throw catalogueError('bad_request', 'api.transfer.manifestProblem', { problem });
  if (await projectExists(db, manifest.project.id))
    throw catalogueError('conflict', 'api.transfer.projectExists', { id: manifest.project.id });

  const alreadyHere = await existingFileIds(
    db,
    manifest.files.map((file) => file.id),
  );
  const expected = new Map(
    manifest.files.flatMap((file) =>
      file.objects.map((object) => [object.key, { ...object, skip: alreadyHere.has(file.id) }] as const),
    ),
  );
  const received = new Set<string>();
  const written: string[] = [];
  const budget = { left: config.transferMaxBytes, max: config.transferMaxBytes };
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const { name: key, stream } = next.value;
      const object = expected.get(key);
      if (!object || received.has(key)) throw catalogueError('bad_request', 'api.transfer.unexpectedFile', { key });
      received.add(key);
      let size = 0;
      const body = counted(stream, budget, (chunk) => (size += chunk));
      if (object.skip) {
        await finished(body.resume());
      } else {
        written.push(key);
        await storage.put(key, body, { contentType: object.contentType });
      }
      if (size !== object.size)
        throw catalogueError('bad_request', 'api.transfer.fileCutOff', { key, received: size, size: object.size });
    }
    const missing = [...expected.keys()].find((key) => !received.has(key));
    if (missing) throw catalogueError('bad_request', 'api.transfer.fileMissing', { key: missing });
    await insertTransferredProject(db, await importRows(context, manifest, alreadyHere));
  } catch (error) {
    // Another transfer may have brought the same file meanwhile; its objects stay with its row.
    const kept = await existingFileIds(
      db,
      manifest.files.map((file) => file.id),
    );
    const ours = written.filter((key) => !manifest.files.some((file) => kept.has(file.id) && key.startsWith(file.id)));
    await Promise.allSettled(ours.map((key) => storage.delete(key)));
    if (isUniqueViolation(error)) throw catalogueError('conflict', 'api.transfer.partExists');
    throw error;
  }
  return { url: `${config.publicUrl}/app/projects/${manifest.project.id}` };
};
