import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/errors.ts';
import { assertSafeKey } from '#server/lib/storage/keys.ts';
import { immutableCacheControl } from '#server/lib/storage/storage.ts';
import { requireUser } from '#server/plugins/session.ts';
import { isInlineSafe } from '#shared/files/content-types.ts';
import { sanitizeFileName } from '#shared/files/file-names.ts';
import {
  downloadQuerySchema,
  downloadResponseSchema,
  listFilesQuerySchema,
  listFilesResponseSchema,
  uploadResponseSchema,
} from '#shared/files/schemas.ts';
import { downloadPath, mediaUrl } from '#shared/files/urls.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { pendingUpload } from './upload.ts';
import { listMyFiles, requireStoredKey } from './service.ts';
import { attachmentDisposition, checkSignedDownload, createSignedDownloadUrl, signedDownloadPath } from './signed-urls.ts';
import { sendStoredObject } from './send-object.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

export const invalidLinkMessage = 'This download link is not valid: it was changed or is incomplete. Start the download again.';
export const expiredLinkMessage = 'This download link has expired. Start the download again.';

/** Every part is optional here so a mangled link is answered as a bad link (403), not a bad request. */
const signedQuerySchema = z.object({
  key: z.string().default(''),
  filename: z.string().default(''),
  expires: z.string().default(''),
  signature: z.string().default(''),
});

export const filesRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, storage } = context;
  const t = createTranslator(config.locale);

  route.post('/api/files/upload', { schema: { response: { 201: uploadResponseSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const file = await pendingUpload(context, request, user)();
    return reply.status(201).send({ file, url: mediaUrl(config.mediaHost, file.key), message: t('files.uploaded', { name: file.name }) });
  });

  route.get('/api/files', { schema: { querystring: listFilesQuerySchema, response: { 200: listFilesResponseSchema } } }, async (request) =>
    listMyFiles(db, requireUser(request), request.query),
  );

  // No sign-in: stored keys hold unguessable file ids and /media/ already serves the same bytes.
  route.get(downloadPath, { schema: { querystring: downloadQuerySchema, response: { 200: downloadResponseSchema } } }, async (request) => {
    const key = await requireStoredKey(storage, request.query.key);
    return { url: createSignedDownloadUrl(config.sessionSecret, key, sanitizeFileName(request.query.filename)) };
  });

  route.get(signedDownloadPath, { schema: { querystring: signedQuerySchema } }, async (request, reply) => {
    const { key, filename, expires, signature } = request.query;
    const check = checkSignedDownload(config.sessionSecret, { key, filename, expires: Number(expires), signature });
    if (check === 'invalid') throw new AppError('forbidden', invalidLinkMessage);
    if (check === 'expired') throw new AppError('forbidden', expiredLinkMessage);
    return sendStoredObject(storage, assertSafeKey(key), request, reply, () => ({
      'content-disposition': attachmentDisposition(filename),
      'cache-control': 'private, no-store',
    }));
  });

  route.get('/media/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const key = assertSafeKey(request.params['*']);
    return sendStoredObject(storage, key, request, reply, (contentType) => ({
      'cache-control': immutableCacheControl,
      'content-disposition': isInlineSafe(contentType) ? 'inline' : 'attachment',
    }));
  });
};
